import Combine
import Foundation

@MainActor
final class MenuViewModel: ObservableObject {
    @Injected(\.api) var api: any CoffeeAPI
    @Published private(set) var drinks: [Drink] = []
    @Published private(set) var errorMessage: String?

    func load() async {
        do {
            drinks = try await api.menu()
            errorMessage = nil
        } catch {
            errorMessage = "The menu could not be loaded."
        }
    }
}
