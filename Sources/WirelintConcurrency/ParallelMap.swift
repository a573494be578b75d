import Dispatch

extension Array where Element: Sendable {
    /// Maps on all cores (or `jobs` threads), keeping the input order so that the result —
    /// and everything computed from it — is identical whatever the thread count.
    ///
    /// On Dispatch's threads, unless `ownThreads` (see `onThreads`): a map whose transforms run
    /// maps of their own (the rules, one of which splits its work) needs threads of its own for
    /// those inner maps to get more than one thread.
    package func parallelMap<Result: Sendable>(
        jobs: Int, ownThreads: Bool = false, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard count > 1, jobs > 1 else { return map(transform) }
        // Moved out at the end, not copied: a buffer freed with its elements still in it would
        // keep every result's storage alive for the rest of the process.
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let slots = SendableBuffer(buffer: results)
        let elements = self
        let queue = WorkQueue(count: count)
        // Each worker takes the next element when done with one, so that elements of very
        // different costs (files of all sizes) still keep every worker busy to the end.
        let work: @Sendable (Int) -> Void = { _ in
            while let index = queue.next() {
                slots.buffer[index] = transform(elements[index])
            }
        }
        if ownThreads {
            onThreads(Swift.min(jobs, count), work)
        } else {
            DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count), execute: work)
        }
        return results.indices.map { results.moveElement(from: $0)! }
    }
}

extension Range where Bound == Int {
    /// The range cut into consecutive runs of `length` (the last one shorter): work for
    /// `parallelMap` whose items are too cheap to be handed out one at a time, in runs short
    /// enough that the workers still finish together.
    package func runs(of length: Int) -> [Range<Int>] {
        stride(from: lowerBound, to: upperBound, by: Swift.max(1, length)).map { $0..<Swift.min($0 + Swift.max(1, length), upperBound) }
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
    return (firstResult.moveElement(from: 0)!, secondResult.moveElement(from: 0)!)
}

/// The indices of the elements not yet taken, handed out one at a time.
private final class WorkQueue: @unchecked Sendable {
    private let lock = Mutex()
    private var taken = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }
}

/// Each index of the buffer is written by exactly one worker, then read after all finished.
private struct SendableBuffer<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value>
}
