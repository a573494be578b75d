import Combine
import Foundation

@MainActor
final class MenuViewModel: ObservableObject {
    @Injected(\.api) var api: any CoffeeAPI
    @Published private(set) var drinks: [Drink] = []
    @Published private(set) var errorMessage: String?
    private let favorites: FavoritesStore

    init(favorites: FavoritesStore? = nil) {
        self.favorites = favorites ?? FavoritesStore.shared
    }

    /// Loads the menu, the customer's favourites first.
    func load() async {
        do {
            let menu = try await api.menu()
            drinks = menu.filter { favorites.contains($0.id) } + menu.filter { !favorites.contains($0.id) }
            errorMessage = nil
        } catch {
            errorMessage = "The menu could not be loaded."
        }
    }
}
