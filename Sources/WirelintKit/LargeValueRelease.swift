import Dispatch
import WirelintConcurrency

/// How a run lets go of a large value it is done with: a project's facts and graph, millions of
/// small allocations, whose freeing took a tenth of a run on the thread that then writes the
/// report.
enum LargeValueRelease: Sendable {
    /// Freed on a background thread, while the report is written.
    case inBackground
    /// Kept until the process exits, which takes back its memory at once, as compilers leave
    /// their syntax trees at exit: for a caller that exits once the run is reported (the
    /// command line). Freed in the background, they still took a core from the report and the
    /// cache writes beside it — a facts-changing edit of a million lines spent 35 ms more in
    /// its report phase.
    case atProcessExit

    func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        switch self {
        case .inBackground:
            DispatchQueue.global(qos: .utility).async { holder.release() }
        case .atProcessExit:
            KeptUntilExit.shared.keep(holder)
        }
    }
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

/// The values left for the process's exit to free.
private final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let mutex = Mutex()
    private var values: [AnyObject] = []

    func keep(_ value: AnyObject) {
        mutex.lock()
        values.append(value)
        mutex.unlock()
    }
}
