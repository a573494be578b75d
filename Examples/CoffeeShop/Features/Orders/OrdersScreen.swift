import SwiftUI

struct OrdersScreen: View {
    let history: OrderHistoryStore

    var body: some View {
        NavigationStack {
            PastOrdersList(history: history)
                .navigationTitle("Past orders")
        }
    }
}

#Preview {
    OrdersScreen(history: OrderHistoryStore(directory: .temporaryDirectory))
}
