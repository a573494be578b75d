import Foundation

/// Temporary files and folders of a run (a report being written beside its place, the copy of
/// an editor's buffer), removed when SIGINT, SIGTERM or SIGHUP ends the run before it removes
/// them itself: a Ctrl-C or a cancelled CI job leaves nothing behind.
///
/// The paths are kept as C strings in fixed slots, so the signal handler only reads memory
/// and calls `unlink` and `rmdir`, which is all a handler may safely do.
enum InterruptCleanup {
    /// A run has at most a report, a baseline and the buffer's file and folder in flight.
    private static let capacity = 8
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    /// Also unblocks the signals on the calling thread: a process can start with them blocked
    /// (inherited from a parent that spawned it from a thread blocking them), and would then
    /// ignore Ctrl-C and a cancelled job's SIGTERM.
    private static let handlersInstalled: Void = {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&unblocked, number)
            signal(number) { received in
                // Files first, then the folders that held them.
                for index in 0..<InterruptCleanup.capacity {
                    if let path = InterruptCleanup.slots[index] { unlink(path) }
                }
                for index in 0..<InterruptCleanup.capacity {
                    if let path = InterruptCleanup.slots[index] { rmdir(path) }
                }
                // Die of the signal as if it had not been caught: the shell reports 128 + it.
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }()

    /// Removes `path` (a file, or an empty folder) if the run is interrupted, until `release`
    /// is called with the returned slot. `nil` when every slot is taken.
    static func register(_ path: String) -> Int? {
        _ = handlersInstalled
        return lock.withLock {
            guard let index = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
            slots[index] = strdup(path)
            return index
        }
    }

    /// Stops watching a path: the run removed it or moved it into place. The path's few bytes
    /// are not freed: a signal arriving meanwhile may still be reading them.
    static func release(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { slots[slot] = nil }
    }
}
