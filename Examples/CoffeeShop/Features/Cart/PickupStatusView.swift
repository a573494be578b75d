import SwiftUI

/// Where a placed order is, updated as the baristas work on it.
struct PickupStatusView: View {
    @Environment(\.orderTracking) private var tracking
    let orderID: Order.ID
    @State private var status = PickupStatus.queued

    var body: some View {
        Label(status.rawValue.capitalized, systemImage: status == .ready ? "bell.fill" : "hourglass")
            .task(id: orderID) {
                for await update in tracking.updates(for: orderID) {
                    status = update
                }
            }
    }
}
