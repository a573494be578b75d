import SwiftUI

struct PastOrdersList: View {
    let history: OrderHistoryStore
    @ObservedObject private var model = PastOrdersModel()

    var body: some View {
        List(model.orders) { order in
            PastOrderRow(order: order)
        }
        .overlay {
            if model.orders.isEmpty {
                ContentUnavailableView("No orders yet", systemImage: "bag")
            }
        }
        .task { await model.load(from: history) }
    }
}

@MainActor
final class PastOrdersModel: ObservableObject {
    @Published private(set) var orders: [Order] = []

    func load(from history: OrderHistoryStore) async {
        orders = (try? await history.pastOrders())?.reversed() ?? []
    }
}

struct PastOrderRow: View {
    @EnvironmentObject private var cart: Cart
    let order: Order

    var body: some View {
        HStack {
            Text(order.lines.map(\.drink.name).formatted())
            Spacer()
            Button("Order again") { cart.add(order) }
                .disabled(cart.isFull)
        }
    }
}

#Preview {
    PastOrdersList(history: OrderHistoryStore(directory: .temporaryDirectory))
        .environmentObject(Cart())
}
