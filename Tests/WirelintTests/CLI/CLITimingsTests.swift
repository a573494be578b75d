import Foundation
import Testing

/// `--timings` is how users see where a run's time and memory go, and whether the cache
/// worked: each phase with its wall time and the peak memory so far, then the totals.
@Suite("CLI: --timings")
struct CLITimingsTests {
    /// The phases of a run, by name, with their detail.
    static func phases(_ run: WirelintCLI.Run) -> [(name: String, detail: String?)] {
        let phase = /timing: ([a-z+]+) (\d+\.\d{3})s, peak (\d+) MB(?: \((.*)\))?/
        return run.stderrLines.compactMap { line in
            line.wholeMatch(of: phase).map { (String($0.1), $0.4.map(String.init)) }
        }
    }

    @Test("every phase is timed; the detail says how much the cache served")
    func phasesAndCache() throws {
        let tree = try CLIOutputTests.project()
        let cache = try TemporaryTree()
        let bytes = try ["Zeta/CartBadge.swift", "Alpha/DateHeader.swift", "Alpha/Feed/Injected.swift", "Alpha/Feed/OfflineMode.swift", "MemberCard.swift"]
            .reduce(0) { $0 + (try Data(contentsOf: tree.url($1))).count }
        let arguments = ["lint", "--quiet", "--timings", "--cache-path", cache.path]

        let cold = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(cold).map(\.name) == ["discover", "read+extract", "link", "rules", "report"], "\(cold)")
        #expect(Self.phases(cold)[1].detail == "0 of 5 from cache", "\(cold)")
        let total = try #require(cold.stderrLines.last)
        #expect(total.wholeMatch(of: /timing: total \d+\.\d{3}s for 5 files, (\d+) bytes/)?.1 == "\(bytes)", "\(cold)")
        #expect(cold.stdout == (try WirelintCLI.run(["lint", "--quiet", "--no-cache"], in: tree.url)).stdout, "timings go to stderr only")

        let warm = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(warm).map(\.name) == ["discover", "read+extract", "report"], "\(warm)")
        #expect(Self.phases(warm)[1].detail == "unchanged since the last run: findings reused", "\(warm)")

        try tree.file("MemberCard.swift", CLIFixtures.clean + "\n// edited\n")
        let changed = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(changed)[1].detail == "4 of 5 from cache", "\(changed)")

        let uncached = try WirelintCLI.run(["lint", "--quiet", "--timings", "--no-cache"], in: tree.url)
        #expect(Self.phases(uncached)[1].detail == "cache off", "\(uncached)")
    }

    @Test("files untouched since a run are not even read; an edit of the same size or a touch is noticed")
    func untouchedFilesAreNotRead() throws {
        let tree = try CLIOutputTests.project()
        let cache = try TemporaryTree()
        let arguments = ["lint", "--quiet", "--timings", "--cache-path", cache.path]
        // Files modified moments before a run are matched by content only (their times may not
        // move on the next write); these are left to settle first.
        Thread.sleep(forTimeInterval: 2.2)
        let cold = try WirelintCLI.run(arguments, in: tree.url)

        let warm = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(warm)[1].detail == "no file touched since the last run: findings reused unread", "\(warm)")
        #expect(warm.stdout == cold.stdout)

        let path = tree.url("MemberCard.swift").path
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        let touched = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(touched)[1].detail == "unchanged since the last run: findings reused", "\(touched)")

        let original = try String(contentsOfFile: path, encoding: .utf8)
        try tree.file("MemberCard.swift", String(original.dropLast()) + " ")
        let edited = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(edited)[1].detail == "4 of 5 from cache", "\(edited)")
    }
}
