import Foundation

/// A pack written while the files are summarised, batch by batch in file order.
///
/// Kept until the end of extraction, the encoded facts of every file of a cold run — about a
/// tenth of what the run holds — would still be held when the project is linked, at the run's
/// peak. Written as each batch is done, a batch's encodings are freed at once and their memory
/// goes to the facts of the next batches. Batches finish out of order: one that arrives early
/// waits for those before it, so that the same files always give the same pack.
final class PackStream: @unchecked Sendable {
    private let lock = NSLock()
    private var entry: CacheEntryWriter?
    private let cache: FactsCache
    private var nextBatch = 0
    private var waiting: [Int: [(key: String, encoded: ArraySlice<UInt8>)]] = [:]
    /// Files with the same content share one entry.
    private var written: Set<String> = []

    /// Nil when the cache folder cannot be written.
    init?(cache: FactsCache) {
        guard let entry = CacheEntryWriter(for: cache.packURL) else { return nil }
        self.entry = entry
        self.cache = cache
    }

    /// The encoded facts of batch `batch` (every batch from 0 on is delivered once).
    func deliver(batch: Int, _ entries: [(key: String, encoded: ArraySlice<UInt8>)]) {
        lock.lock()
        defer { lock.unlock() }
        waiting[batch] = entries
        while let ready = waiting.removeValue(forKey: nextBatch) {
            for (key, encoded) in ready where written.insert(key).inserted {
                FactsPack.write(encoded, forKey: key, to: &entry!)
            }
            nextBatch += 1
        }
    }

    /// Moves the pack into place once every batch has been delivered.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entry.take() { cache.finishPack(entry) }
    }
}
