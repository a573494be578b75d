#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import WirelintConcurrency

/// Runs extraction on threads whose stack is deep enough for pathological nesting
/// (`DeepStacks`), with a time limit.
///
/// SwiftParser and the syntax visitors recurse once per level of nesting, and several of the
/// parser's productions do so without its nesting limit: generic arguments, function types,
/// `else if` chains, prefix `try` / `await`, and the lookahead over types and `#if` blocks. So
/// every file is parsed on a deep stack.
///
/// Threads are kept in a pool and reused, so a run creates at most one per concurrent caller.
enum DeepStack {
    /// Runs `body` on a deep stack and returns its result, or nil when it has not finished
    /// within `timeLimit` seconds of the thread's CPU time — not wall time, so a machine busy
    /// with other work does not make a file time out (macOS, without a per-thread CPU clock in
    /// POSIX, counts wall time). The work is then abandoned, not stopped — nothing can stop it
    /// safely — and finishes on its own thread, so `body` must own everything it reads.
    static func run<Result>(timeLimit: Double, _ body: @escaping @Sendable () -> Result) -> Result? {
        let job = Job(body)
        guard let worker = pool.take() else {
            job.run()
            return job.result
        }
        guard worker.perform(job, timeLimit: timeLimit) else { return nil }
        pool.give(back: worker)
        return job.result
    }

    fileprivate static let pool = Pool()

    /// One call: the closure and, once it has run, its result. Handed between exactly two
    /// threads, with a semaphore ordering the accesses.
    private final class Job<Result>: Runnable, @unchecked Sendable {
        private let body: () -> Result
        var result: Result?

        init(_ body: @escaping @Sendable () -> Result) {
            self.body = body
        }

        func run() {
            result = body()
        }
    }

    /// Idle workers.
    fileprivate final class Pool: @unchecked Sendable {
        private let lock = Mutex()
        private var idle: [Worker] = []

        /// An idle worker, or a new one; nil when no deep thread can be started.
        func take() -> Worker? {
            lock.lock()
            defer { lock.unlock() }
            return idle.popLast() ?? Worker()
        }

        func give(back worker: Worker) {
            lock.lock()
            idle.append(worker)
            lock.unlock()
        }
    }

    /// A thread that runs one job at a time, handed over by `perform`, for the process's life.
    fileprivate final class Worker: @unchecked Sendable {
        private let mutex = Mutex()
        private let condition: UnsafeMutablePointer<pthread_cond_t> = {
            let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            pthread_cond_init(condition, nil)
            return condition
        }()
        private var pending: (any Runnable)?
        private var finished = false
        /// The caller stopped waiting: the worker returns itself to the pool when done.
        private var abandoned = false
        /// The thread's CPU-time clock, where the platform has one.
        private var cpuClock: clockid_t?

        init?() {
            // The thread keeps its worker for the life of the process.
            guard let thread = DeepStacks.start(detached: true, { [self] in loop() }) else { return nil }
            #if !canImport(Darwin)
            var clock = clockid_t()
            if pthread_getcpuclockid(thread, &clock) == 0 { cpuClock = clock }
            #else
            _ = thread
            #endif
        }

        /// Seconds on the thread's CPU clock, or on the wall clock without one.
        private func now() -> Double {
            var time = timespec()
            if let cpuClock, clock_gettime(cpuClock, &time) == 0 {
                return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            }
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        /// Runs `job` on this worker's thread and waits until it is done or has used
        /// `timeLimit` seconds (see `now`); false if it is still running.
        func perform(_ job: any Runnable, timeLimit: Double) -> Bool {
            mutex.lock()
            defer { mutex.unlock() }
            pending = job
            finished = false
            pthread_cond_broadcast(condition)
            let start = now()
            while !finished {
                // Wake every tenth of a second to read the clock.
                var wake = timespec()
                clock_gettime(CLOCK_REALTIME, &wake)
                wake.tv_nsec += 100_000_000
                if wake.tv_nsec >= 1_000_000_000 {
                    wake.tv_sec += 1
                    wake.tv_nsec -= 1_000_000_000
                }
                pthread_cond_timedwait(condition, mutex.pointer, &wake)
                if !finished, now() - start > timeLimit {
                    abandoned = true
                    return false
                }
            }
            return true
        }

        private func loop() -> Never {
            mutex.lock()
            while true {
                while pending == nil { pthread_cond_wait(condition, mutex.pointer) }
                let job = pending!
                mutex.unlock()
                job.run()
                mutex.lock()
                pending = nil
                finished = true
                pthread_cond_broadcast(condition)
                if abandoned {
                    abandoned = false
                    DeepStack.pool.give(back: self)
                }
            }
        }
    }
}

private protocol Runnable: AnyObject {
    func run()
}
