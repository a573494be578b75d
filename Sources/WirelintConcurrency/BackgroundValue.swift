import Dispatch

/// A value computed on a background thread from the moment it is created, so that it is
/// ready, or nearly, by the time the thread that created it needs it.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let computed = DispatchGroup()
    /// Written once by the background thread, before `computed` is left; read after it is.
    private var result: Value?

    /// Starts computing on `queue`: a serial queue computes its values one after the other.
    package init(on queue: DispatchQueue = .global(), _ compute: @escaping @Sendable () -> Value) {
        computed.enter()
        queue.async { [self] in
            result = compute()
            computed.leave()
        }
    }

    /// The value, waiting for it if need be. It is handed over, not kept: a large value is
    /// freed as soon as its taker lets go of it. Taken once.
    package func take() -> Value {
        computed.wait()
        defer { result = nil }
        return result!
    }
}
