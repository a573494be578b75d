/// A value worked out by the first thread that asks for it; threads asking meanwhile wait for it.
/// For an analysis several rules share, each running on its own thread.
package final class Once<Value: Sendable>: @unchecked Sendable {
    private let mutex = Mutex()
    /// Written once, under `mutex`.
    private var value: Value?

    package init() {}

    package func value(_ compute: () -> Value) -> Value {
        mutex.lock()
        defer { mutex.unlock() }
        if let value { return value }
        let computed = compute()
        value = computed
        return computed
    }
}
