import Dispatch

/// Lets go of a large value on a background thread.
///
/// A project's facts and graph are millions of small allocations: freeing them took a tenth of
/// a run, on the thread that then writes the report. Handed over here, they are freed while the
/// report is written, and a process that exits first skips the work, as compilers skip freeing
/// their syntax trees at exit.
func releaseInBackground<Value>(_ value: consuming Value) {
    let holder = Holder(value)
    DispatchQueue.global(qos: .utility).async { holder.release() }
}

/// The only reference to the value once handed over, so that it is freed where `release` runs.
private final class Holder<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func release() {
        value = nil
    }
}
