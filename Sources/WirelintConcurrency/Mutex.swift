#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex at a stable address (Swift may move a stored `pthread_mutex_t`).
package final class Mutex: @unchecked Sendable {
    package let pointer: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        pointer = .allocate(capacity: 1)
        pthread_mutex_init(pointer, nil)
    }

    deinit {
        pthread_mutex_destroy(pointer)
        pointer.deallocate()
    }

    package func lock() { pthread_mutex_lock(pointer) }
    package func unlock() { pthread_mutex_unlock(pointer) }
}
