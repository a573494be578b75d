import Foundation
import Testing
import WirelintExtraction
import WirelintFacts
import WirelintRules
@testable import WirelintKit

@Suite("Facts cache")
struct FactsCacheTests {
    /// Every Swift snippet of the rule manuals and regression cases and every file of the
    /// shipped example: together they exercise every kind of fact, so a field the binary format
    /// drops shows up here.
    static func sampleSources() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var sources: [String] = []
        let documents = try ["Rules", "Tests/RegressionCases"].map(root.appendingPathComponent).flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).map(folder.appendingPathComponent)
        }
        for document in documents where document.pathExtension == "md" {
            let text = try String(contentsOf: document, encoding: .utf8)
            var block: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if block == nil, line.hasPrefix("```swift") {
                    block = []
                } else if let current = block, line.hasPrefix("```") {
                    sources.append(current.joined(separator: "\n").replacingOccurrences(of: "↓", with: ""))
                    block = nil
                } else {
                    block?.append(line)
                }
            }
        }
        let examples = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)
        while let url = examples?.nextObject() as? URL {
            if url.pathExtension == "swift" { sources.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return sources
    }

    @Test func binaryFormatRoundTripsEveryFact() throws {
        let sources = try Self.sampleSources()
        #expect(sources.count > 50)
        for source in sources {
            let facts = FactExtractor.facts(fromSource: source)
            let bytes = facts.encoded()
            #expect(try bytes.withUnsafeBytes { try FileFacts(decoding: $0) } == facts)
            #expect(bytes.capacity - bytes.count <= bytes.count / 8 + 32, "kept at about its size: packs hold thousands")
        }
    }

    @Test func storedPacksLoadBackAndDamagedOnesAreRejected() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = FactsCache(root: root, project: "/work/App")
        let sources = try Self.sampleSources()
        var pack = FactsPack()
        for (index, source) in sources.enumerated() {
            pack.insert(FactExtractor.facts(fromSource: source).encoded()[...], forKey: "key\(index)")
        }
        cache.storePack(pack)
        let loaded = cache.loadPack()
        #expect(loaded.entries.count == sources.count)
        let shortStrings = ShortStringCache()
        for (index, source) in sources.enumerated() {
            #expect(loaded.facts(forKey: "key\(index)", shortStrings: shortStrings)?.facts == FactExtractor.facts(fromSource: source))
        }
        #expect(loaded.facts(forKey: "missing", shortStrings: shortStrings) == nil)
        #expect(FactsCache(root: root, project: "/work/Other").loadPack().entries.isEmpty, "each project has its own pack")

        let original = try Data(contentsOf: cache.packURL)
        try original.prefix(original.count - 3).write(to: cache.packURL)
        #expect(cache.loadPack().entries.isEmpty)

        var flipped = original
        flipped[flipped.count / 2] ^= 0xff
        try flipped.write(to: cache.packURL)
        #expect(cache.loadPack().entries.isEmpty)

        try Data().write(to: cache.packURL)
        #expect(cache.loadPack().entries.isEmpty)
    }

    @Test("a stored run's report is read only when asked, survives a rerun unread, and one that does not decode is not reused")
    func storedRunsKeepTheirReportUntilAsked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = FactsCache(root: root, project: "/work/App")
        let location = SourceLocation(
            file: "Screen.swift",
            range: SourceRange(
                start: SourcePosition(line: 3, column: 5, utf16Column: 5), end: SourcePosition(line: 3, column: 9, utf16Column: 9)))
        let findings = (0..<20_000).map { index in
            Finding(
                ruleID: "dependency_relay", severity: .warning, message: "finding \(index)", location: location,
                related: [AnnotatedLocation(location: location, message: "related \(index)")])
        }
        let input = StoredRun.Input(path: "Screen.swift", location: "/work/App/Screen.swift", stamp: nil, key: "key")
        cache.storeRun(StoredRun(
            signature: "signature", configuration: "configuration", stamp: "stamp", findings: findings, files: ["Screen.swift"],
            problems: [FileProblem(path: "Broken.swift", reason: "unreadable")], inputs: [input]))

        let loaded = try #require(cache.loadRun())
        #expect(loaded.signature == "signature" && loaded.stamp == "stamp" && loaded.inputs == [input])
        #expect(loaded.reported()?.findings == findings)
        #expect(loaded.reported()?.files == ["Screen.swift"])
        #expect(loaded.reported()?.problems == [FileProblem(path: "Broken.swift", reason: "unreadable")])

        // Stamped again by a run that reused it: its report is written back as it was read,
        // larger than a write chunk.
        cache.storeRun(loaded.rerun(signature: "next", stamp: "next stamp", inputs: []))
        #expect(try Data(contentsOf: cache.runURL).count > 1 << 20)
        let rerun = try #require(cache.loadRun())
        #expect(rerun.signature == "next" && rerun.inputs.isEmpty)
        #expect(rerun.reported()?.findings == findings)

        let bytes = Array(try Data(contentsOf: cache.runURL).dropFirst(CacheEntryWriter.headerSize))
        let damaged = try StoredRun(decoding: bytes.dropLast(5))
        #expect(damaged.signature == "next", "the rest of the record is read")
        #expect(damaged.reported() == nil, "a report that does not decode is not reused")
    }

    @Test("a pack larger than a write chunk is written in pieces and reads back whole")
    func largePacksAreWrittenInChunks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = FactsCache(root: root, project: "/work/Large")
        var pack = FactsPack()
        var generator = SystemRandomNumberGenerator()
        // Odd sizes, so that chunk boundaries fall inside entries and off word boundaries.
        for index in 0..<300 {
            let entry = (0..<(10_000 + index * 7)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            pack.insert(entry[...], forKey: "key\(index)")
        }
        cache.storePack(pack)
        #expect(try Data(contentsOf: cache.packURL).count > 3 << 20)
        let loaded = cache.loadPack()
        #expect(loaded.entries.count == pack.entries.count)
        #expect(loaded.entries.allSatisfy { Array($0.value) == pack.entries[$0.key].map(Array.init) })
    }

    @Test("a run that changed a few files stores their facts beside the pack, until they outgrow an eighth of it")
    func additionsBesideThePack() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = FactsCache(root: root, project: "/work/Edited")
        func entry(_ key: String, _ byte: UInt8) -> (key: String, encoded: ArraySlice<UInt8>) {
            (key, Array(repeating: byte, count: 1_000)[...])
        }
        let original = (0..<16).map { entry("key\($0)", UInt8($0)) }
        cache.storePack(FactsPack(original))
        let packBytes = try Data(contentsOf: cache.packURL)

        // One file edited: its new facts are the one addition.
        let edited = Array(original.dropLast()) + [entry("edited", 99)]
        let additions = try #require(cache.loadPack().additions(toHold: edited))
        #expect(additions.map(\.key) == ["edited"])
        cache.store(edited, beside: cache.loadPack())
        #expect(try Data(contentsOf: cache.packURL) == packBytes, "the pack is not written again")
        let withAdditions = cache.loadPack()
        #expect(withAdditions.encoded(forKey: "edited").map(Array.init) == Array(repeating: 99, count: 1_000))
        #expect(withAdditions.encoded(forKey: "key3").map(Array.init) == Array(repeating: 3, count: 1_000))
        #expect(withAdditions.additions.count == 1)

        // The additions already stored count, and are stored again with the new ones.
        let editedAgain = edited + [entry("added", 77)]
        #expect(withAdditions.additions(toHold: editedAgain)?.map(\.key) == ["edited", "added"])

        // Three files' worth is more than an eighth of sixteen: the pack is written again, of
        // exactly the run's files, and the additions go.
        let outgrown = Array(original.prefix(13)) + [entry("a", 1), entry("b", 2), entry("c", 3)]
        #expect(withAdditions.additions(toHold: outgrown) == nil)
        cache.store(outgrown, beside: withAdditions)
        let rewritten = cache.loadPack()
        #expect(Set(rewritten.entries.keys) == Set(outgrown.map(\.key)))
        #expect(rewritten.additions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cache.additionsURL.path))
    }

    @Test("a pack streamed batch by batch is the same whatever order the batches finish in, one entry per content")
    func streamedPacksAreIndependentOfBatchOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let batches: [[(key: String, encoded: ArraySlice<UInt8>)]] = (0..<4).map { batch in
            (0..<3).map { file in ("key\(batch * 3 + file)", Array(repeating: UInt8(batch * 3 + file), count: 100 + file)[...]) }
        } + [[("key0", Array(repeating: 0, count: 100)[...])]]
        func streamed(order: [Int], project: String) throws -> (bytes: Data, pack: FactsPack) {
            let cache = FactsCache(root: root, project: project)
            let stream = try #require(PackStream(cache: cache))
            for batch in order { stream.deliver(batch: batch, batches[batch]) }
            stream.finish()
            return (try Data(contentsOf: cache.packURL), cache.loadPack())
        }
        let inOrder = try streamed(order: [0, 1, 2, 3, 4], project: "/work/A")
        let shuffled = try streamed(order: [3, 1, 4, 0, 2], project: "/work/B")
        #expect(inOrder.bytes == shuffled.bytes)
        #expect(inOrder.pack.entries.count == 12)
        #expect(inOrder.pack.entries.allSatisfy { key, encoded in
            batches.joined().first { $0.key == key }.map { Array($0.encoded) == Array(encoded) } ?? false
        })
    }

    @Test("entries nothing wrote for a month are removed: other builds' folders and other projects' packs and runs, nothing else")
    func staleEntriesAreRemoved() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        let monthsAgo = Date().addingTimeInterval(-40 * 24 * 3600)
        func make(_ path: String, writtenAt date: Date? = nil) throws -> URL {
            let url = root.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
            for dated in [url, url.deletingLastPathComponent(), url.deletingLastPathComponent().deletingLastPathComponent()] {
                if let date { try files.setAttributes([.modificationDate: date], ofItemAtPath: dated.path) }
            }
            return url
        }
        let oldBuild = try make("0.0.9-old/packs/project", writtenAt: monthsAgo)
        let recentBuild = try make("0.0.9-recent/runs/project")
        let unrelated = try make("notes/todo.txt", writtenAt: monthsAgo)
        let lookalike = try make("assets/packs/icons", writtenAt: monthsAgo)
        let cache = FactsCache(root: root, project: "/work/App")
        cache.storePack(FactsPack())
        let build = cache.directory.lastPathComponent
        let otherProject = try make("\(build)/runs/other-project", writtenAt: monthsAgo)
        let activeProject = try make("\(build)/packs/active-project")
        try files.setAttributes([.modificationDate: Date()], ofItemAtPath: cache.directory.appendingPathComponent("runs").path)

        cache.removeStaleEntries()

        #expect(!files.fileExists(atPath: oldBuild.deletingLastPathComponent().deletingLastPathComponent().path))
        #expect(!files.fileExists(atPath: otherProject.path))
        #expect(files.fileExists(atPath: recentBuild.path))
        #expect(files.fileExists(atPath: unrelated.path), "a folder that is not a build's is left alone")
        #expect(files.fileExists(atPath: lookalike.path), "so is one not named as a build's")
        #expect(files.fileExists(atPath: activeProject.path))
        #expect(files.fileExists(atPath: cache.packURL.path))
    }

    @Test("a checksum taken in pieces is the checksum of the whole")
    func checksumInPieces() {
        let bytes = (0..<1003).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let whole = bytes.withUnsafeBytes { ContentHash.checksum(of: $0) }
        for split in [0, 8, 496, 1000] {
            var pieces = ContentHash.Checksum()
            bytes.withUnsafeBytes { raw in
                pieces.combine(UnsafeRawBufferPointer(rebasing: raw[..<split]), final: false)
                pieces.combine(UnsafeRawBufferPointer(rebasing: raw[split...]), final: true)
            }
            #expect(pieces.value == whole, "split at \(split)")
        }
    }
}
