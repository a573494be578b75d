#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Threads whose stack is deep enough for recursion as deep as the linted code goes.
///
/// Parsing recurses once per level of nesting, and the analysis once per view on the way from a
/// root down to the view that reads the environment, once per relay on a chain of relays: code
/// from a pull request can nest, and chain views, as deep as it likes. A few thousand levels
/// overflow the 8 MiB main thread, and far fewer the 512 KiB of a secondary thread on macOS.
/// A deep stack is address space only: the kernel commits just the pages a thread reaches, a
/// few hundred KiB for ordinary code.
package enum DeepStacks {
    /// 4 GiB: a million levels of the costliest recursion in a release build.
    package static let preferredSize = 4 << 30
    /// Below this no deep thread is started, and work runs on the caller's stack.
    package static let minimumSize = 64 << 20

    private static let sizeLock = Mutex()
    /// The size new threads get: halved for the rest of the process whenever a thread of that
    /// size cannot be created (e.g. under strict overcommit accounting).
    nonisolated(unsafe) private static var size = preferredSize

    /// Starts `run` on a new thread with the deepest stack the system grants, joinable unless
    /// `detached`; nil when no thread with a stack of `minimumSize` or more can be created.
    package static func start(detached: Bool, _ run: @escaping () -> Void) -> pthread_t? {
        sizeLock.lock()
        defer { sizeLock.unlock() }
        while size >= minimumSize {
            if let thread = start(run, stackSize: size, detached: detached) { return thread }
            size /= 2
        }
        return nil
    }

    private static func start(_ run: @escaping () -> Void, stackSize: Int, detached: Bool) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let start = Unmanaged.passRetained(Start(run))
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Start>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, start.toOpaque())
        guard created == 0, let thread else {
            start.release()
            return nil
        }
        return thread
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, start.toOpaque())
        guard created == 0 else {
            start.release()
            return nil
        }
        return thread
        #endif
    }

    /// The closure a new thread runs, handed to it through `pthread_create`'s context pointer.
    private final class Start {
        let run: () -> Void

        init(_ run: @escaping () -> Void) {
            self.run = run
        }
    }
}

/// Runs `body` on a thread with a deep stack (`DeepStacks`) and returns its result, or runs it
/// on the calling thread when no such thread can be created.
package func onDeepStack<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        var result: Result?
        guard let thread = DeepStacks.start(detached: false, { result = body() }) else { return body() }
        pthread_join(thread, nil)
        return result!
    }
}
