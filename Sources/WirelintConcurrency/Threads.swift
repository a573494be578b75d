#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `body(0)` on the calling thread and `body(1)` … `body(count - 1)` each on a thread of its
/// own, with a deep stack (`DeepStacks`), and returns once all have returned.
///
/// For work that runs `DispatchQueue.concurrentPerform` inside: called inside another one,
/// Dispatch gives the inner call the outer one's share of the cores — on two cores, one thread.
/// The relay rule's analysis, split into pieces while the other rules ran, then went on alone on
/// one thread after the others were done. Only there: the rest stays on Dispatch's threads,
/// which outlive the call, where new threads for every map made a run slower (their memory).
package func onThreads(_ count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 1 else {
        body(0)
        return
    }
    withoutActuallyEscaping(body) { body in
        var threads: [pthread_t] = []
        var unstarted: [Int] = []
        for index in 1..<count {
            if let thread = DeepStacks.start(detached: false, { body(index) }) { threads.append(thread) } else { unstarted.append(index) }
        }
        body(0)
        // Without a thread (a process at its thread limit), the caller does the part itself.
        for index in unstarted { body(index) }
        for thread in threads { pthread_join(thread, nil) }
    }
}
