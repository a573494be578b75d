import WirelintFacts

/// The encoded facts of every file of one project's last run, keyed by content hash: the cache
/// entry that a run reads once and writes once.
///
/// One entry per project rather than one per source file: creating, renaming and opening tens
/// of thousands of small files costs more than parsing them, while one large entry is a single
/// read and a single write. A pack holds exactly the files of the run that wrote it, so it
/// never outgrows the project; an edited file's old facts are dropped with the next write.
struct FactsPack: Sendable {
    private(set) var entries: [String: ArraySlice<UInt8>] = [:]

    init() {}

    /// Parses a pack's payload (see `write(to:)`); nil if it is inconsistent.
    init?(payload: ArraySlice<UInt8>) {
        let parsed: [String: ArraySlice<UInt8>]? = payload.withUnsafeBytes { raw in
            var reader = FactsReader(raw)
            var entries: [String: ArraySlice<UInt8>] = [:]
            while !reader.isAtEnd {
                guard let key = try? reader.readString(), let length = try? reader.readVarint(),
                      let size = Int(exactly: length), size <= raw.count - reader.offset else { return nil }
                let start = payload.startIndex + reader.offset
                entries[key] = payload[start..<start + size]
                reader.offset += size
            }
            return entries
        }
        guard let parsed else { return nil }
        entries = parsed
    }

    /// The facts stored for `key` (`FileFacts.encoded()`), or nil if there are none or they do
    /// not decode.
    func facts(forKey key: String) -> (facts: FileFacts, encoded: ArraySlice<UInt8>)? {
        guard let encoded = entries[key],
              let facts = try? encoded.withUnsafeBytes({ try FileFacts(decoding: $0) }) else { return nil }
        return (facts, encoded)
    }

    mutating func insert(_ encoded: ArraySlice<UInt8>, forKey key: String) {
        entries[key] = encoded
    }

    /// Each key, length and encoded facts, in key order so that the same files always give
    /// the same bytes; the entries end with the payload.
    func write(to entry: inout CacheEntryWriter) {
        for key in entries.keys.sorted() {
            Self.write(entries[key]!, forKey: key, to: &entry)
        }
    }

    static func write(_ encoded: ArraySlice<UInt8>, forKey key: String, to entry: inout CacheEntryWriter) {
        entry.writer.write(key)
        entry.writer.writeVarint(UInt64(encoded.count))
        entry.writer.bytes.append(contentsOf: encoded)
        entry.drainIfFull()
    }
}
