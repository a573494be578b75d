import Foundation
import Testing

@Suite("CLI: sharded runs (extract, then lint --facts)")
struct CLIShardTests {
    /// The CoffeeShop example, whose findings span files (a preview in one file, the view it
    /// renders and the environment it reads in others).
    static let example = WirelintCLI.repositoryRoot.appendingPathComponent("Examples/CoffeeShop")

    /// `wirelint extract --shard I/N` for every I into `folder`; the bundles' paths.
    static func extractShards(_ count: Int, into folder: TemporaryTree, extra: [String] = []) throws -> [String] {
        try (1...count).map { index in
            let bundle = folder.url("shard-\(index).facts").path
            let run = try WirelintCLI.run(["extract", "--shard", "\(index)/\(count)", "--output", bundle] + extra, in: example)
            #expect(run.status == 0, "\(run)")
            return bundle
        }
    }

    @Test("linking every shard's bundle reports exactly what a plain run does, in text and SARIF")
    func shardsMatchPlainRun() throws {
        let folder = try TemporaryTree()
        let bundles = try Self.extractShards(3, into: folder, extra: ["--no-cache"])
        let facts = bundles.reversed().flatMap { ["--facts", $0] }
        for reporter in ["text", "sarif"] {
            let plain = try WirelintCLI.run(["lint", "--no-cache", "--reporter", reporter], in: Self.example)
            let linked = try WirelintCLI.run(["lint", "--reporter", reporter] + facts, in: Self.example)
            #expect(!plain.stdout.isEmpty && linked.stdout == plain.stdout, "\(reporter):\n\(plain)\n\(linked)")
            #expect(linked.status == plain.status && linked.stderr == plain.stderr, "\(linked)")
        }
    }

    @Test("the shards split the files: each is in exactly one bundle, and cross-file findings need them all")
    func shardsSplitTheFiles() throws {
        let folder = try TemporaryTree()
        let bundles = try Self.extractShards(2, into: folder, extra: ["--no-cache"])
        let files = FileManager.default.enumerator(atPath: Self.example.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let counts = try bundles.map { bundle in
            let run = try WirelintCLI.run(["lint", "--facts", bundle], in: Self.example)
            return Int(try #require(run.stderrLines.last?.split(separator: " ").last(where: { Int($0) != nil })))
        }
        #expect(counts.compactMap { $0 }.reduce(0, +) == files.count && counts.allSatisfy { ($0 ?? 0) > 0 }, "\(counts)")
        let whole = try WirelintCLI.run(["lint", "--facts", bundles[0], "--facts", bundles[1]], in: Self.example)
        let half = try WirelintCLI.run(["lint", "--facts", bundles[0]], in: Self.example)
        #expect(half.findings.count < whole.findings.count, "\(half)\n\(whole)")

        let overlap = try WirelintCLI.run(["lint", "--facts", bundles[0], "--facts", bundles[0]], in: Self.example)
        #expect(overlap.status == 2 && overlap.stderr.contains("is in both"), "\(overlap)")
    }

    @Test("--changed-since narrows a linked run's report as it does a plain run's")
    func changedSince() throws {
        let tree = try ReportScopeTests.repository()
        try tree.file("Badges/CartBadge.swift", CLIFixtures.cartBadge.text + "\n")
        let folder = try TemporaryTree()
        let bundle = folder.url("all.facts").path
        let extract = try WirelintCLI.run(["extract", "--no-cache", "--output", bundle], in: tree.url)
        #expect(extract.status == 0, "\(extract)")
        let plain = try WirelintCLI.run(["lint", "--no-cache", "--changed-since", "main"], in: tree.url)
        let linked = try WirelintCLI.run(["lint", "--changed-since", "main", "--facts", bundle], in: tree.url)
        #expect(plain.findings.map(\.path) == ["Badges/CartBadge.swift"], "\(plain)")
        #expect(linked.stdout == plain.stdout && linked.stderr == plain.stderr && linked.status == plain.status, "\(linked)")
    }

    @Test("--timings shows the bundles read in place of discovery and extraction, and no source bytes")
    func timings() throws {
        let folder = try TemporaryTree()
        let bundles = try Self.extractShards(2, into: folder, extra: ["--no-cache"])
        let run = try WirelintCLI.run(["lint", "--timings", "--facts", bundles[0], "--facts", bundles[1]], in: Self.example)
        let phases = run.stderrLines.filter { $0.hasPrefix("timing: ") }.map { $0.split(separator: " ")[1] }
        #expect(phases == ["read", "modules", "link", "rules", "report", "total"], "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("timing: read facts ") && $0.hasSuffix("(22 files from 2 bundles)") }, "\(run)")
        #expect(run.stderrLines.last?.wholeMatch(of: /timing: total \d+\.\d{3}s for 22 files/) != nil, "\(run)")
    }

    @Test("extract takes unchanged files' facts from the cache and writes the same bundle")
    func extractUsesTheCache() throws {
        let folder = try TemporaryTree()
        let cache = folder.url("cache").path
        var bundles: [Data] = []
        var summaries: [String] = []
        for name in ["cold", "warm"] {
            let bundle = folder.url("\(name).facts").path
            let run = try WirelintCLI.run(["extract", "--cache-path", cache, "--output", bundle], in: Self.example)
            #expect(run.status == 0, "\(run)")
            bundles.append(try Data(contentsOf: URL(fileURLWithPath: bundle)))
            summaries.append(run.stderrLines.last ?? "")
        }
        #expect(summaries[0].contains("(0 from the cache)") && !summaries[1].contains("(0 from the cache)"), "\(summaries)")
        #expect(bundles[0] == bundles[1])
    }

    @Test("a file that cannot be analysed in a shard is named where the bundles are linked")
    func problemsTravelWithTheBundle() throws {
        let tree = try TemporaryTree()
        try tree.file("Good.swift", "struct Good {}\n")
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(to: tree.url("Broken.swift"))
        let bundle = tree.url("all.facts").path
        let extract = try WirelintCLI.run(["extract", "--no-cache", "--output", bundle], in: tree.url)
        #expect(extract.status == 0 && extract.stderr.contains("Broken.swift"), "\(extract)")
        let linked = try WirelintCLI.run(["lint", "--facts", bundle], in: tree.url)
        let plain = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(linked.stderrLines.contains { $0.hasPrefix("warning: Broken.swift: ") }, "\(linked)")
        #expect(linked.stderr == plain.stderr, "\(linked)\n\(plain)")
    }

    @Test("a damaged or foreign bundle, a missing one, or --facts with paths stops the run with exit 2")
    func unusableBundles() throws {
        let folder = try TemporaryTree()
        let bundle = try Self.extractShards(1, into: folder, extra: ["--no-cache"])[0]
        var bytes = try Data(contentsOf: URL(fileURLWithPath: bundle))
        bytes[bytes.count / 2] ^= 0x5A
        let damaged = folder.url("damaged.facts")
        try bytes.write(to: damaged)
        try folder.file("text.facts", "struct NotABundle {}\n")
        for (arguments, message) in [
            (["--facts", damaged.path], "damaged"),
            (["--facts", folder.url("text.facts").path], "not a facts bundle"),
            (["--facts", folder.url("missing.facts").path], "no such file"),
            (["--facts", bundle, "Views"], "takes no paths"),
        ] {
            let run = try WirelintCLI.run(["lint"] + arguments, in: Self.example)
            #expect(run.status == 2 && run.stderr.contains(message) && run.stdout.isEmpty, "\(arguments):\n\(run)")
        }
        for shard in ["0/2", "3/2", "1", "a/b"] {
            let run = try WirelintCLI.run(["extract", "--shard", shard, "--output", folder.url("x.facts").path], in: Self.example)
            #expect(run.status == 2 && run.stderr.contains("--shard"), "\(shard):\n\(run)")
        }
    }
}
