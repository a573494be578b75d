import Dispatch

extension Array where Element: Sendable {
    /// Maps on all cores (or `jobs` threads), keeping the input order so that the result —
    /// and everything computed from it — is identical whatever the thread count.
    func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
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

/// Each index of the buffer is written by exactly one worker, then read after all finished.
private struct SendableBuffer<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value>
}
