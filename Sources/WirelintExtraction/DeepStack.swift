#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs extraction on threads whose stack is deep enough for pathological nesting.
///
/// SwiftParser and the syntax visitors recurse once per level of nesting, and several of the
/// parser's productions do so without its nesting limit: generic arguments, function types,
/// `else if` chains, prefix `try` / `await`, and the lookahead over types and `#if` blocks. A
/// few thousand levels overflow the 8 MiB main thread of a debug build, and far fewer Dispatch's
/// 512 KiB worker threads on macOS. Code from a pull request can nest as deep as it likes, so
/// every file is parsed on a thread with a stack of `preferredSize`: address space only — the
/// kernel commits just the pages a file actually reaches, a few hundred KiB for ordinary code.
///
/// Threads are kept in a pool and reused, so a run creates at most one per concurrent caller.
enum DeepStack {
    /// 4 GiB: a million levels of the costliest recursion in a release build.
    static let preferredSize = 4 << 30
    /// Below this the pool gives up on deep threads and runs work on the caller's stack.
    static let minimumSize = 64 << 20

    /// Runs `body` on a deep stack and returns its result, or nil when it has not finished
    /// within `timeLimit` seconds. The work is then abandoned, not stopped — nothing can stop
    /// it safely — and finishes on its own thread, so `body` must own everything it reads.
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

    /// Idle workers, and the stack size new ones get (halved whenever a thread of that size
    /// cannot be created, e.g. under strict overcommit accounting).
    fileprivate final class Pool: @unchecked Sendable {
        private let lock = Mutex()
        private var idle: [Worker] = []
        private var stackSize = DeepStack.preferredSize

        func take() -> Worker? {
            lock.lock()
            defer { lock.unlock() }
            if let worker = idle.popLast() { return worker }
            while stackSize >= DeepStack.minimumSize {
                if let worker = Worker(stackSize: stackSize) { return worker }
                stackSize /= 2
            }
            return nil
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

        init?(stackSize: Int) {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(self)
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            guard pthread_create(&thread, &attributes, { context in
                #if canImport(Darwin)
                Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().loop()
                #else
                Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue().loop()
                #endif
                return nil
            }, context.toOpaque()) == 0 else {
                context.release()
                return nil
            }
        }

        /// Runs `job` on this worker's thread and waits at most `timeLimit` seconds for it;
        /// false if it is still running.
        func perform(_ job: any Runnable, timeLimit: Double) -> Bool {
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            let seconds = Int(min(timeLimit, 1e9))
            let nanoseconds = Int(deadline.tv_nsec) + Int((timeLimit - Double(seconds)) * 1e9)
            deadline.tv_sec += .init(seconds + nanoseconds / 1_000_000_000)
            deadline.tv_nsec = .init(nanoseconds % 1_000_000_000)
            mutex.lock()
            defer { mutex.unlock() }
            pending = job
            finished = false
            pthread_cond_broadcast(condition)
            while !finished {
                if pthread_cond_timedwait(condition, mutex.pointer, &deadline) == ETIMEDOUT, !finished {
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

/// A pthread mutex at a stable address (Swift may move a stored `pthread_mutex_t`). Pool and
/// workers live as long as the process, so it is never destroyed.
private final class Mutex: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        pointer = .allocate(capacity: 1)
        pthread_mutex_init(pointer, nil)
    }

    func lock() { pthread_mutex_lock(pointer) }
    func unlock() { pthread_mutex_unlock(pointer) }
}
