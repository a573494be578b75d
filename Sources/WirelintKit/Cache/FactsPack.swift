import WirelintFacts

/// The encoded facts of every file of one project's last run, keyed by content hash: the cache
/// entry that a run reads once and writes once.
///
/// One entry per project rather than one per source file: creating, renaming and opening tens
/// of thousands of small files costs more than parsing them, while one large entry is a single
/// read and a single write. A pack holds the files of the run that wrote it; a run that changed
/// a few of them stores their new facts as additions beside it (`FactsCache.storeAdditions`)
/// instead of writing the whole pack again, until the additions outgrow an eighth of the pack.
struct FactsPack: Sendable {
    /// The pack's own entries.
    private(set) var entries: [String: ArraySlice<UInt8>] = [:]
    /// The entries stored beside the pack since it was written.
    private(set) var additions: [String: ArraySlice<UInt8>] = [:]
    /// The pack's payload size, against which the additions are weighed.
    private var size = 0

    init() {}

    /// A new pack of `entries` (each file's content key and encoded facts).
    init(_ entries: [(key: String, encoded: ArraySlice<UInt8>)]) {
        for entry in entries { insert(entry.encoded, forKey: entry.key) }
    }

    /// A stored pack's payload and the additions stored beside it (each as `write(to:)` wrote
    /// it); either is left out when missing or inconsistent.
    init(payload: ArraySlice<UInt8>?, additions: ArraySlice<UInt8>? = nil) {
        if let payload, let entries = Self.entries(in: payload) {
            self.entries = entries
            size = payload.count
        }
        self.additions = additions.flatMap(Self.entries(in:)) ?? [:]
    }

    /// The key, length and encoding of each entry of a payload; nil if it is inconsistent.
    private static func entries(in payload: ArraySlice<UInt8>) -> [String: ArraySlice<UInt8>]? {
        payload.withUnsafeBytes { raw in
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
    }

    /// The encoded facts stored for `key`, in the pack or its additions.
    func encoded(forKey key: String) -> ArraySlice<UInt8>? {
        entries[key] ?? additions[key]
    }

    /// The facts stored for `key` (`FileFacts.encoded()`), or nil if there are none or they do
    /// not decode.
    func facts(forKey key: String, shortStrings: ShortStringCache) -> (facts: FileFacts, encoded: ArraySlice<UInt8>)? {
        guard let encoded = encoded(forKey: key),
              let facts = try? encoded.withUnsafeBytes({ try FileFacts(decoding: $0, shortStrings: shortStrings) }) else { return nil }
        return (facts, encoded)
    }

    mutating func insert(_ encoded: ArraySlice<UInt8>, forKey key: String) {
        entries[key] = encoded
    }

    /// What to store beside this pack so that, with it, it holds every one of `current` (a
    /// run's files' keys and encodings): the entries it lacks, in their order. Nil when they
    /// would outgrow an eighth of the pack, which is then better written again: the additions
    /// are read on every run, and the pack keeps the edited files' earlier facts until then.
    func additions(toHold current: [(key: String, encoded: ArraySlice<UInt8>)]) -> [(key: String, encoded: ArraySlice<UInt8>)]? {
        var lacking: [(key: String, encoded: ArraySlice<UInt8>)] = []
        var keys: Set<String> = []
        var total = 0
        for entry in current where entries[entry.key] == nil && keys.insert(entry.key).inserted {
            total += entry.key.utf8.count + entry.encoded.count
            guard total <= size / 8 else { return nil }
            lacking.append(entry)
        }
        return lacking
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
