import SwiftUI

struct OrderSummaryView: View {
    @Environment(\.pricing) private var pricing
    let order: Order
    private var total: Decimal = 0

    init(order: Order) {
        self.order = order
        total = order.subtotal * (1 + pricing.taxRate)
    }

    var body: some View {
        LabeledContent("Subtotal", value: order.subtotal, format: .currency(code: pricing.currencyCode))
        LabeledContent("Total incl. tax", value: total, format: .currency(code: pricing.currencyCode))
            .bold()
    }
}
