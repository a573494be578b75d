import Testing
import WirelintConcurrency

@Suite("Parallel map")
struct ParallelMapTests {
    /// Counts the `Tracked` values alive, from any thread.
    final class Census: @unchecked Sendable {
        private let mutex = Mutex()
        private var alive = 0

        var count: Int {
            mutex.lock()
            defer { mutex.unlock() }
            return alive
        }

        func add(_ change: Int) {
            mutex.lock()
            alive += change
            mutex.unlock()
        }
    }

    final class Tracked: Sendable {
        let value: Int
        let census: Census

        init(_ value: Int, census: Census) {
            self.value = value
            self.census = census
            census.add(1)
        }

        deinit { census.add(-1) }
    }

    @Test("keeps the input order whatever the thread count", arguments: [1, 2, 3, 8])
    func keepsOrder(jobs: Int) {
        let input = Array(0..<1_000)
        #expect(input.parallelMap(jobs: jobs) { $0 * 3 } == input.map { $0 * 3 })
        #expect(input.parallelMap(jobs: jobs, ownThreads: true) { $0 * 3 } == input.map { $0 * 3 })
    }

    /// A run lets go of a phase's results (the cached facts' pack among them) by dropping them:
    /// the map must not hold on to any.
    @Test("frees its results once the caller lets go of them", arguments: [false, true])
    func freesResults(ownThreads: Bool) {
        let census = Census()
        do {
            let results = Array(0..<500).parallelMap(jobs: 2, ownThreads: ownThreads) { Tracked($0, census: census) }
            #expect(results.map(\.value) == Array(0..<500))
            #expect(census.count == 500)
        }
        #expect(census.count == 0)
    }

    @Test("runs two computations and frees their results")
    func concurrentPair() {
        let census = Census()
        do {
            let (first, second) = concurrently(jobs: 2, { Tracked(1, census: census) }, { Tracked(2, census: census) })
            #expect((first.value, second.value) == (1, 2))
            #expect(census.count == 2)
        }
        #expect(census.count == 0)
    }
}
