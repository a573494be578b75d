import Foundation
import WirelintConcurrency
import WirelintDiscovery
import WirelintFacts

/// The facts of a share of a project's files, written by `wirelint extract` and linked by
/// `wirelint lint --facts`: the map and reduce halves of a run on separate machines.
///
/// Facts are a pure function of a file's content and the tool, so the files of a large
/// repository can be parsed in shards (CI jobs, build actions) and only the cheap link and
/// rules run where the report is made. A bundle is written like a cache entry (a checksum over
/// the whole, moved into place once complete) and names the wirelint version and facts format
/// that wrote it: facts have no version of their own, and a bundle from another build is
/// refused rather than misread.
struct FactsBundle: Sendable {
    /// One file's path, as reports show it, and encoded facts.
    struct File: Sendable {
        let path: String
        let encoded: ArraySlice<UInt8>
    }

    /// In discovery order (by path, byte-wise).
    var files: [File]
    /// Files that could not be analysed, or only partly, and what discovery could not read.
    var problems: [FileProblem]

    /// What writes the bundle, and what must read it.
    private static var writer: String {
        "wirelint \(ToolVersion.current) \(String(decoding: CacheEntryWriter.magic, as: UTF8.self))"
    }

    /// Writes the bundle to `url` in place of any file there; false when it cannot.
    func write(to url: URL) -> Bool {
        guard var entry = CacheEntryWriter(for: url) else { return false }
        entry.writer.write(Self.writer)
        entry.writer.writeVarint(UInt64(files.count))
        for file in files {
            entry.writer.write(file.path)
            entry.writer.writeVarint(UInt64(file.encoded.count))
            entry.write(encoded: file.encoded)
        }
        entry.write(problems)
        return entry.finish(to: url)
    }

    /// The bundle at `url`; the error says why it cannot be used.
    static func read(from url: URL, displayPath: String) throws(UsageError) -> FactsBundle {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw UsageError("error: --facts: \(displayPath): no such file")
        }
        guard let payload = FactsCache.payload(at: url) else {
            throw UsageError("error: --facts: \(displayPath): not a facts bundle, or damaged (write it again with `wirelint extract`)")
        }
        let bundle = payload.withUnsafeBytes { raw -> FactsBundle? in
            var reader = FactsReader(raw)
            guard let writer = try? reader.readString(), writer == Self.writer else { return nil }
            guard let count = try? reader.readVarint() else { return nil }
            var files: [File] = []
            for _ in 0..<count {
                guard let path = try? reader.readString(), let length = try? reader.readVarint(),
                      let size = Int(exactly: length), size <= raw.count - reader.offset else { return nil }
                let start = payload.startIndex + reader.offset
                files.append(File(path: path, encoded: payload[start..<start + size]))
                reader.offset += size
            }
            guard let problems = try? reader.readArray(FileProblem.self), reader.isAtEnd else { return nil }
            return FactsBundle(files: files, problems: problems)
        }
        guard let bundle else {
            throw UsageError("error: --facts: \(displayPath): written by another wirelint version or facts format (this is \(ToolVersion.current)); extract it again with this one")
        }
        return bundle
    }

    /// The facts of every file of `bundles`, decoded on `jobs` threads and in discovery order,
    /// with their problems; a file in two bundles (overlapping shards) stops the run.
    static func summaries(
        of bundles: [(path: String, bundle: FactsBundle)], jobs: Int
    ) throws(UsageError) -> (summaries: [FileSummary], problems: [FileProblem]) {
        var owner: [String: String] = [:]
        var files: [File] = []
        for (bundlePath, bundle) in bundles {
            for file in bundle.files {
                if let other = owner.updateValue(bundlePath, forKey: file.path) {
                    throw UsageError("error: --facts: \(file.path) is in both \(other) and \(bundlePath): give each file to one shard")
                }
                files.append(file)
            }
        }
        files.sort { $0.path.precedesByBytes($1.path) }
        let decoded = (0..<files.count).runs(of: 32).parallelMap(jobs: jobs) { [files] run -> [FileSummary?] in
            let shortStrings = ShortStringCache()
            return run.map { index in
                (try? files[index].encoded.withUnsafeBytes { try FileFacts(decoding: $0, shortStrings: shortStrings) })
                    .map { FileSummary(path: files[index].path, facts: $0) }
            }
        }.flatMap { $0 }
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(files.count)
        for (file, summary) in zip(files, decoded) {
            // The bundle's checksum held: facts that do not decode come from another extractor.
            guard let summary else {
                throw UsageError("error: --facts: \(file.path): facts written by another wirelint version or facts format; extract them again with this one")
            }
            summaries.append(summary)
        }
        // Each shard names what discovery could not read, as every shard discovers everything.
        var seen: Set<FileProblem> = []
        let problems = bundles.flatMap(\.bundle.problems).filter { seen.insert($0).inserted }
            .sorted { $0.path == $1.path ? $0.reason < $1.reason : $0.path.precedesByBytes($1.path) }
        return (summaries, problems)
    }
}
