import Foundation

/// The drinks the customer starred, remembered across launches.
final class FavoritesStore {
    static let shared = FavoritesStore()

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    private var ids: Set<Drink.ID> {
        get { Set(defaults.stringArray(forKey: "favorites") ?? []) }
        set { defaults.set(Array(newValue), forKey: "favorites") }
    }

    func contains(_ id: Drink.ID) -> Bool {
        ids.contains(id)
    }

    func toggle(_ id: Drink.ID) {
        if ids.remove(id) == nil { ids.insert(id) }
    }
}
