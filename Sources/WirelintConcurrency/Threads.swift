#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `body(0)` on the calling thread and `body(1)` … `body(count - 1)` each on a thread of its
/// own, and returns once all have returned.
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
        var threads: [JoinableThread] = []
        var unstarted: [Int] = []
        for index in 1..<count {
            if let thread = JoinableThread({ body(index) }) { threads.append(thread) } else { unstarted.append(index) }
        }
        body(0)
        // Without a thread (a process at its thread limit), the caller does the part itself.
        for index in unstarted { body(index) }
        for thread in threads { thread.join() }
    }
}

/// A pthread running one closure, joined (not detached), so the closure cannot outlive the call
/// that made it.
private struct JoinableThread {
    private final class Start {
        let run: () -> Void

        init(_ run: @escaping () -> Void) {
            self.run = run
        }
    }

    private let thread: pthread_t

    init?(_ run: @escaping () -> Void) {
        let start = Unmanaged.passRetained(Start(run))
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<Start>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, start.toOpaque())
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, start.toOpaque())
        #endif
        guard created == 0 else {
            start.release()
            return nil
        }
        #if canImport(Darwin)
        self.thread = thread!
        #else
        self.thread = thread
        #endif
    }

    func join() {
        pthread_join(thread, nil)
    }
}
