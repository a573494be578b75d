import SwiftUI

/// Where a placed order is: queued, being made, ready at the counter.
enum PickupStatus: String, Sendable {
    case queued, preparing, ready
}

/// Follows placed orders as the baristas work on them.
protocol OrderTracking: AnyObject, Sendable {
    func updates(for order: Order.ID) -> AsyncStream<PickupStatus>
}

final class LiveOrderTracking: OrderTracking {
    private let api: any CoffeeAPI

    init(api: any CoffeeAPI) {
        self.api = api
    }

    func updates(for order: Order.ID) -> AsyncStream<PickupStatus> {
        AsyncStream { continuation in
            let polling = Task {
                while !Task.isCancelled, let status = try? await api.status(of: order) {
                    continuation.yield(status)
                    if status == .ready { break }
                    try? await Task.sleep(for: .seconds(10))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in polling.cancel() }
        }
    }
}

/// An order that is always being prepared, for previews.
final class PreviewOrderTracking: OrderTracking {
    func updates(for order: Order.ID) -> AsyncStream<PickupStatus> {
        AsyncStream { $0.yield(.preparing) }
    }
}

/// No sensible tracker exists without the app's API client, so a missing injection stops the
/// app at once instead of showing an order that never gets ready.
private struct OrderTrackingKey: EnvironmentKey {
    static var defaultValue: any OrderTracking {
        fatalError("No OrderTracking in the environment: inject one with .environment(\\.orderTracking, …)")
    }
}

extension EnvironmentValues {
    var orderTracking: any OrderTracking {
        get { self[OrderTrackingKey.self] }
        set { self[OrderTrackingKey.self] = newValue }
    }
}
