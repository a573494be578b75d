import SwiftUI

@main
struct CoffeeShopApp: App {
    @StateObject private var cart = Cart()

    var body: some Scene {
        WindowGroup {
            MenuView()
                .environmentObject(cart)
                .environment(\.pricing, Pricing(currencyCode: "EUR", taxRate: 0.19))
        }
    }
}
