import Foundation
import Testing
@testable import WirelintKit

/// The facts cache only ever costs or saves time: whatever state it is in — damaged, read-only,
/// written by another run at the same moment — the report is the one a run without it prints.
@Suite("Robustness: the facts cache")
struct CacheRobustnessTests {
    /// Every regular file under `folder`: the project's pack of facts and its stored run.
    static func entries(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path < $1.path }
    }

    /// The report without any cache, to compare with.
    static func reference(_ tree: TemporaryTree, _ arguments: [String] = []) throws -> WirelintCLI.Run {
        try WirelintCLI.run(["lint", "--no-cache"] + arguments, in: tree.url)
    }

    static func expectSame(_ run: WirelintCLI.Run, as reference: WirelintCLI.Run, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == reference.status && run.stdout == reference.stdout && run.stderr == reference.stderr,
                "\(comment):\n\(run)\n--- expected:\n\(reference)", sourceLocation: sourceLocation)
    }

    /// Damage done to every entry; each must be detected (or harmless) and the entry recomputed.
    static let damages: [(String, @Sendable (inout [UInt8]) -> Void)] = [
        ("truncated to half", { $0.removeLast($0.count / 2) }),
        ("truncated inside the header", { $0.removeLast(max(0, $0.count - 11)) }),
        ("emptied", { $0.removeAll() }),
        ("one byte of the magic flipped", { $0[0] ^= 0x01 }),
        ("one byte of the length flipped", { $0[5] ^= 0x80 }),
        ("one byte of the checksum flipped", { $0[13] ^= 0x04 }),
        ("one payload byte flipped", { $0[$0.count - 1] ^= 0x10 }),
        ("garbage appended", { $0 += [0xDE, 0xAD, 0xBE, 0xEF] }),
        ("replaced by noise", { $0 = RobustLint.noise(count: $0.count, seed: 3) }),
        // Damage the checksum cannot see: the payload changed and the checksum recomputed.
        ("payload rewritten with a valid checksum", { entry in
            guard entry.count > 24 else { return }
            for index in stride(from: 20, to: entry.count, by: 7) { entry[index] = entry[index] &+ 0x5B }
            resign(&entry)
        }),
        ("payload lengths made huge with a valid checksum", { entry in
            guard entry.count > 24 else { return }
            for index in 20..<min(entry.count, 60) { entry[index] = 0xFF }
            resign(&entry)
        }),
    ]

    /// Recomputes an entry's length and checksum, as the cache does.
    static func resign(_ entry: inout [UInt8]) {
        let payload = Array(entry[20...])
        let checksum = payload.withUnsafeBytes { ContentHash.checksum(of: $0) }
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { entry.replaceSubrange(4..<12, with: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { entry.replaceSubrange(12..<20, with: $0) }
    }

    @Test("damaged cache entries are recomputed: same report, no crash", arguments: damages.map(\.0))
    func damagedEntries(damage name: String) throws {
        let damage = try #require(Self.damages.first { $0.0 == name }?.1)
        let tree = try RobustLint.multiRuleProject()
        let cache = try TemporaryTree()
        let reference = try Self.reference(tree)
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "cold")
        let entries = Self.entries(in: cache.url)
        #expect(entries.map { $0.deletingLastPathComponent().lastPathComponent } == ["packs", "runs"], "one pack of facts and one run")
        for entry in entries {
            var bytes = [UInt8](try Data(contentsOf: entry))
            damage(&bytes)
            try Data(bytes).write(to: entry)
        }
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "after: \(name)")
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "once repaired")
    }

    @Test("an edit's facts stored beside the pack serve the next runs, and are recomputed when damaged", arguments: damages.map(\.0))
    func damagedAdditions(damage name: String) throws {
        let damage = try #require(Self.damages.first { $0.0 == name }?.1)
        let tree = try RobustLint.multiRuleProject()
        // Enough files that one file's facts are a small part of the pack.
        func row(_ index: Int, reading property: String = "let title: String", shown: String = "title") -> String {
            "import SwiftUI\n\nstruct Row\(index): View {\n    \(property)\n\n    var body: some View {\n        Text(\(shown))\n    }\n}\n"
        }
        for index in 0..<24 { try tree.file("Rows/Row\(index).swift", row(index)) }
        let cache = try TemporaryTree()
        _ = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)

        try tree.file("Rows/Row3.swift", row(3, reading: "@EnvironmentObject var session: Session", shown: "session.userName"))
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: try Self.reference(tree), "after an edit")
        let additions = try #require(Self.entries(in: cache.url).first { $0.pathExtension == "added" }, "stored beside the pack")
        var bytes = [UInt8](try Data(contentsOf: additions))
        damage(&bytes)
        try Data(bytes).write(to: additions)

        // Another edit, so that the next run reads the pack and its damaged additions.
        try tree.file("Rows/Row5.swift", row(5, reading: "let subtitle: String", shown: "subtitle"))
        let reference = try Self.reference(tree)
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "after: \(name)")
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "once repaired")
    }

    @Test("cache entries replaced by folders or links are recomputed")
    func entriesOfTheWrongKind() throws {
        let tree = try RobustLint.multiRuleProject()
        let cache = try TemporaryTree()
        let reference = try Self.reference(tree)
        _ = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        for (index, entry) in Self.entries(in: cache.url).enumerated() {
            try FileManager.default.removeItem(at: entry)
            if index.isMultiple(of: 2) {
                try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: false)
            } else {
                try FileManager.default.createSymbolicLink(atPath: entry.path, withDestinationPath: entry.path)
            }
        }
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url), as: reference, "entries of the wrong kind")
    }

    /// Permission bits do not stop root, so besides `chmod` (checked when it bites) the cache
    /// is put where nobody can write: under a regular file, and on Linux under `/proc`.
    @Test("a cache that cannot be written costs only speed")
    func readOnly() throws {
        let tree = try RobustLint.multiRuleProject()
        let reference = try Self.reference(tree)
        let scratch = try TemporaryTree()
        let blocker = try scratch.file("not-a-folder", "")
        var unwritable = [blocker.path, blocker.path + "/cache"]
        #if os(Linux)
        unwritable.append("/proc/wirelint-cache")
        #endif
        for path in unwritable {
            Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", path], in: tree.url), as: reference, "cache at \(path)")
        }

        // A warm cache made read-only, then a changed file that needs a new entry.
        let cache = try TemporaryTree()
        _ = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        let folders = [cache.url] + (FileManager.default.enumerator(at: cache.url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
        for folder in folders { chmod(folder.path, 0o555) }
        defer { for folder in folders { chmod(folder.path, 0o755) } }
        try tree.file("MemberCard.swift", CLIFixtures.clean + "\n// edited\n")
        // As `nobody` when the tests run as root, who writes through any permission.
        let readOnly = try WirelintCLI.$runsUnprivileged.withValue(true) {
            try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        }
        Self.expectSame(readOnly, as: try Self.reference(tree), "read-only warm cache")
    }

    @Test("the last run's findings serve only the same configuration and the same files")
    func reuseNeedsTheSameInputs() throws {
        let tree = try RobustLint.multiRuleProject()
        let cache = try TemporaryTree()
        // Settled, so that unchanged files are known by their stamps, unread.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        let only = ["--only", "environment_in_init"]
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path] + only, in: tree.url),
                        as: try Self.reference(tree, only), "another rule selection")
        try tree.file(".wirelint.yml", "disabled_rules:\n  - injected_global_mutation\n")
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url),
                        as: try Self.reference(tree), "another configuration file")
        try FileManager.default.removeItem(at: tree.url("Zeta/CartBadge.swift"))
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url),
                        as: try Self.reference(tree), "a file removed")
        try tree.file("Zeta/CartBadge.swift", CLIFixtures.cartBadge.text + "\n// edited\n")
        Self.expectSame(try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url),
                        as: try Self.reference(tree), "the file back, with a comment")
    }

    @Test("runs in parallel on one cache all report right, cold and warm")
    func parallelRuns() throws {
        let tree = try RobustLint.multiRuleProject()
        let cache = try TemporaryTree()
        let reference = try Self.reference(tree)
        let (root, cachePath) = (tree.url, cache.path)
        for round in ["cold", "warm"] {
            let runs = try Self.parallel(4) { _ in try WirelintCLI.run(["lint", "--cache-path", cachePath], in: root) }
            for run in runs { Self.expectSame(run, as: reference, "\(round), in parallel") }
        }
        // One file changed, then each run with its own job count and reporter, at once.
        try tree.file("Zeta/CartBadge.swift", CLIFixtures.cartBadge.text + "\n// edited\n")
        let variants = [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "8"], ["--reporter", "sarif"]]
        let references = try variants.map { try Self.reference(tree, $0) }
        let runs = try Self.parallel(variants.count) { try WirelintCLI.run(["lint", "--cache-path", cachePath] + variants[$0], in: root) }
        for (index, run) in runs.enumerated() { Self.expectSame(run, as: references[index], "changed file, \(variants[index])") }
        // No temporary files left behind.
        #expect(Self.entries(in: cache.url).allSatisfy { !$0.lastPathComponent.hasPrefix(".") })
    }

    private static func parallel(_ count: Int, _ body: @Sendable (Int) throws -> WirelintCLI.Run) throws -> [WirelintCLI.Run] {
        let results = Results(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, Result { try body(index) })
        }
        return try results.values.map { try $0!.get() }
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Result<WirelintCLI.Run, Error>?]

        init(count: Int) {
            values = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: Result<WirelintCLI.Run, Error>) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }

    @Test("a changed rule option invalidates the last run's findings and facts")
    func changedRuleOption() throws {
        let tree = try TemporaryTree()
        try tree.file("TripList.swift", #"""
            import SwiftData
            import SwiftUI

            struct TripList: View {
                @Query private var trips: [Trip]
                @State private var selection: Trip.ID?

                init() {
                    _selection = State(initialValue: trips.first?.id)
                }

                var body: some View { List(trips) { Text($0.name) } }
            }

            """#)
        let cache = try TemporaryTree()
        let before = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        #expect(before.findings.isEmpty, "\(before)")
        try tree.file(".wirelint.yml", "environment_in_init:\n  environment_wrappers: [Query]\n")
        let after = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        Self.expectSame(after, as: try Self.reference(tree), "after the option changed")
        #expect(after.findings.map(\.location) == ["TripList.swift:9:42 warning [environment_in_init]"], "\(after)")
    }
}
