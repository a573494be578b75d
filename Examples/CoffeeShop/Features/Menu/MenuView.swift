import SwiftUI

struct MenuView: View {
    @EnvironmentObject private var cart: Cart
    @Environment(\.pricing) private var pricing
    @Environment(\.openWindow) private var openWindow
    @StateObject private var model = MenuViewModel()

    var body: some View {
        NavigationStack {
            List(model.drinks) { drink in
                NavigationLink(value: drink) {
                    LabeledContent(drink.name, value: drink.basePrice, format: .currency(code: pricing.currencyCode))
                }
            }
            .overlay {
                if let message = model.errorMessage {
                    ContentUnavailableView(message, systemImage: "cup.and.saucer")
                }
            }
            .navigationTitle("Menu")
            .navigationDestination(for: Drink.self) { drink in
                DrinkDetailView(drink: drink)
            }
            .toolbar {
                NavigationLink {
                    CartView()
                } label: {
                    Label("Cart (\(cart.lines.count))", systemImage: "bag")
                }
                .contextMenu {
                    Button("Open in New Window") { openWindow(id: "cart") }
                }
            }
            .task { await model.load() }
            .refreshable { await model.load() }
        }
    }
}

#Preview {
    MenuView()
        .environmentObject(Cart())
}
