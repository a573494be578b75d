import Dispatch

extension Array where Element: Sendable {
    /// Maps on all cores (or `jobs` threads), keeping the input order so that the result —
    /// and everything computed from it — is identical whatever the thread count.
    package func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1, jobs > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let slots = SendableBuffer(buffer: results)
        let elements = self
        // Strided chunks: each worker takes every `jobs`-th element, which balances files of
        // very different sizes without a shared queue.
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var index = worker
            while index < elements.count {
                slots.buffer[index] = transform(elements[index])
                index += jobs
            }
        }
        return results.map { $0! }
    }
}

/// Two independent computations, on two threads when `jobs` allows, else one after the other.
package func concurrently<First: Sendable, Second: Sendable>(
    jobs: Int, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard jobs > 1 else { return (first(), second()) }
    let firstResult = UnsafeMutableBufferPointer<First?>.allocate(capacity: 1)
    let secondResult = UnsafeMutableBufferPointer<Second?>.allocate(capacity: 1)
    firstResult.initialize(repeating: nil)
    secondResult.initialize(repeating: nil)
    defer {
        firstResult.deallocate()
        secondResult.deallocate()
    }
    let slots = (SendableBuffer(buffer: firstResult), SendableBuffer(buffer: secondResult))
    DispatchQueue.concurrentPerform(iterations: 2) { task in
        if task == 0 { slots.0.buffer[0] = first() } else { slots.1.buffer[0] = second() }
    }
    return (firstResult[0]!, secondResult[0]!)
}

/// Each index of the buffer is written by exactly one worker, then read after all finished.
private struct SendableBuffer<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value>
}
