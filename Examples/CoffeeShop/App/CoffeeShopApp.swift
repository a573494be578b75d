import SwiftUI

/// The composition root: the app creates the long-lived dependencies and hands them to its
/// scenes.
@main
struct CoffeeShopApp: App {
    @StateObject private var cart = Cart()
    private let pricing = Pricing(currencyCode: "EUR", taxRate: 0.19)
    private let history = OrderHistoryStore(directory: .documentsDirectory)
    private let tracking = LiveOrderTracking(api: InjectedValues[\.api])
    private let rewards = LiveRewardsClient(api: InjectedValues[\.api])

    var body: some Scene {
        WindowGroup {
            RootTabView(history: history)
                .environmentObject(cart)
                .environment(\.pricing, pricing)
                .environment(\.orderTracking, tracking)
                .environment(\.rewards, rewards)
        }

        // On iPad the menu opens the cart in a window of its own.
        WindowGroup("Cart", id: "cart") {
            NavigationStack {
                CartView()
            }
            .environment(\.pricing, pricing)
            .environment(\.orderTracking, tracking)
        }
    }
}
