import SwiftUI

struct CartView: View {
    @EnvironmentObject private var cart: Cart
    @Environment(\.pricing) private var pricing
    @Injected(\.api) private var api: any CoffeeAPI
    @State private var placedOrder: Order?
    @State private var isPlacingOrder = false

    var body: some View {
        List {
            ForEach(cart.lines) { line in
                LabeledContent(line.drink.name, value: line.price, format: .currency(code: pricing.currencyCode))
            }
            .onDelete { cart.remove(atOffsets: $0) }

            Section {
                OrderSummaryView(order: cart.order)
            }
        }
        .navigationTitle("Your order")
        .toolbar {
            Button("Place order") {
                isPlacingOrder = true
            }
            .disabled(cart.lines.isEmpty || isPlacingOrder)
        }
        .task(id: isPlacingOrder) {
            guard isPlacingOrder else { return }
            let order = cart.order
            if (try? await api.place(order)) != nil {
                placedOrder = order
                cart.empty()
            }
            isPlacingOrder = false
        }
        .sheet(item: $placedOrder) { order in
            ReceiptView(order: order, pricing: pricing)
        }
    }
}

#Preview {
    NavigationStack {
        CartView()
    }
    .environmentObject(Cart())
}
