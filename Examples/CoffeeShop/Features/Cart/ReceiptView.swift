import SwiftUI

/// Shown after an order is placed, and rendered to an image for sharing.
///
/// The total is computed from the `pricing` the presenting view passes in: the parameter, not
/// the environment property of the same name, which is not available during `init`.
struct ReceiptView: View {
    @Environment(\.pricing) private var pricing
    @Environment(\.dismiss) private var dismiss
    let order: Order
    private let total: Decimal

    init(order: Order, pricing: Pricing) {
        self.order = order
        total = order.subtotal * (1 + pricing.taxRate)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Image(systemName: "checkmark.seal.fill")
                    .font(.largeTitle)
                Text("Order \(order.id.uuidString.prefix(6))")
                PickupStatusView(orderID: order.id)
                Text(total, format: .currency(code: pricing.currencyCode))
                    .font(.title2.monospacedDigit())
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

#Preview {
    ReceiptView(order: .preview, pricing: .standard)
}

#Preview("Being prepared") {
    ReceiptView(order: .preview, pricing: .standard)
        .environment(\.orderTracking, PreviewOrderTracking())
}
