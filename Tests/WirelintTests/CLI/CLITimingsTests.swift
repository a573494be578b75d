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
        #expect(Self.phases(cold).map(\.name) == ["discover", "read+extract", "modules", "link", "rules", "report"], "\(cold)")
        #expect(Self.phases(cold)[1].detail == "0 of 5 from cache, 5 read", "\(cold)")
        let total = try #require(cold.stderrLines.last)
        #expect(total.wholeMatch(of: /timing: total \d+\.\d{3}s for 5 files, (\d+) bytes/)?.1 == "\(bytes)", "\(cold)")
        #expect(cold.stdout == (try WirelintCLI.run(["lint", "--quiet", "--no-cache"], in: tree.url)).stdout, "timings go to stderr only")

        try Self.keepUnsettled(tree)
        let warm = try WirelintCLI.run(arguments, in: tree.url)
        #expect(Self.phases(warm).map(\.name) == ["discover", "read+extract", "report"], "\(warm)")
        #expect(Self.phases(warm)[1].detail == "unchanged since the last run: findings reused", "\(warm)")

        try tree.file("MemberCard.swift", CLIFixtures.clean.replacingOccurrences(of: "Member since", with: "Since \\(locale)"))
        try Self.keepUnsettled(tree)
        let changed = try WirelintCLI.run(arguments, in: tree.url)
        // Files modified too recently to trust their stamps are read (see the tests below).
        #expect(Self.phases(changed)[1].detail == "4 of 5 from cache, 5 read", "\(changed)")

        let uncached = try WirelintCLI.run(["lint", "--quiet", "--timings", "--no-cache"], in: tree.url)
        #expect(Self.phases(uncached)[1].detail == "cache off", "\(uncached)")
    }

    /// Dates every Swift file of `tree` an hour ahead: a run then never trusts their stamps and
    /// matches them by content, however long it takes to start.
    static func keepUnsettled(_ tree: TemporaryTree) throws {
        let files = FileManager.default.enumerator(at: tree.url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        for file in files where file.pathExtension == "swift" {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: file.path)
        }
    }

    @Test("the rules phase gives each rule that ran its own time, the slowest first")
    func ruleTimes() throws {
        let tree = try CLIOutputTests.project()
        let run = try WirelintCLI.run(
            ["lint", "--quiet", "--timings", "--no-cache", "--only", "hidden_singleton", "--only", "dependency_relay"], in: tree.url)
        let detail = try #require(Self.phases(run).first { $0.name == "rules" }?.detail, "\(run)")
        let times = try #require(
            detail.wholeMatch(of: /\d+ object injections of uninferred type; ([a-z_]+) (\d+\.\d{3})s, ([a-z_]+) (\d+\.\d{3})s/), "\(detail)")
        #expect(Set([String(times.1), String(times.3)]) == ["dependency_relay", "hidden_singleton"])
        #expect(try #require(Double(times.2)) >= (try #require(Double(times.4))))
    }

    /// The example project, left to settle, after a first run with a cache: files modified
    /// moments before a run are matched by content only (their times may not move on the next
    /// write).
    struct SettledProject {
        let tree: TemporaryTree
        let cache: TemporaryTree
        let cold: WirelintCLI.Run

        init() throws {
            tree = try CLIOutputTests.project()
            cache = try TemporaryTree()
            Thread.sleep(forTimeInterval: 2.2)
            cold = try WirelintCLI.run(["lint", "--quiet", "--timings", "--cache-path", cache.path], in: tree.url)
        }

        /// Another run with the cache, after `edit` (if any) has settled.
        func run(after edit: ((TemporaryTree) throws -> Void)? = nil) throws -> WirelintCLI.Run {
            if let edit {
                try edit(tree)
                Thread.sleep(forTimeInterval: 2.2)
            }
            return try WirelintCLI.run(["lint", "--quiet", "--timings", "--cache-path", cache.path], in: tree.url)
        }

        /// The same project linted from scratch.
        func uncached() throws -> WirelintCLI.Run {
            try WirelintCLI.run(["lint", "--quiet", "--no-cache"], in: tree.url)
        }
    }

    @Test("files untouched since a run are not even read; a touch is noticed, and a comment edited changes no finding")
    func untouchedFilesAreNotRead() throws {
        let project = try SettledProject()
        let (tree, cold) = (project.tree, project.cold)

        let warm = try project.run()
        #expect(Self.phases(warm)[1].detail == "no file touched since the last run: findings reused unread", "\(warm)")
        #expect(warm.stdout == cold.stdout)

        let path = tree.url("MemberCard.swift").path
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        let touched = try project.run()
        #expect(Self.phases(touched)[1].detail == "unchanged since the last run: findings reused", "\(touched)")

        let original = try String(contentsOfFile: path, encoding: .utf8)
        try tree.file("MemberCard.swift", original + "// A comment changes no fact.\n")
        let commented = try project.run()
        #expect(Self.phases(commented)[1].detail == "1 of 5 changed, none in its facts: findings reused", "\(commented)")
        #expect(commented.stdout == cold.stdout)
    }

    @Test("after a code edit only the edited file is read, and the findings follow the edit")
    func codeEditReadsOnlyTheEditedFile() throws {
        let project = try SettledProject()
        // The calendar is no longer read in init: one finding fewer.
        let edited = try project.run { tree in
            let path = tree.url("Alpha/DateHeader.swift").path
            try tree.file("Alpha/DateHeader.swift", String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "calendar: calendar", with: "calendar: .current"))
        }
        #expect(Self.phases(edited).map(\.name) == ["discover", "read+extract", "modules", "link", "rules", "report"], "\(edited)")
        #expect(Self.phases(edited)[1].detail == "4 of 5 from cache, 1 read", "\(edited)")
        #expect(edited.stdout == (try project.uncached()).stdout)
        #expect(edited.findings.filter { $0.path == "Alpha/DateHeader.swift" }.count == 1, "\(edited)")
        #expect(project.cold.findings.filter { $0.path == "Alpha/DateHeader.swift" }.count == 2, "\(project.cold)")
    }

    @Test("after lines are inserted the findings move with the code, without analysing the project again")
    func movedCodeMovesTheFindings() throws {
        let project = try SettledProject()
        let moved = try project.run { tree in
            let path = tree.url("Alpha/DateHeader.swift").path
            try tree.file("Alpha/DateHeader.swift", "// Moved down\n// two lines.\n" + String(contentsOfFile: path, encoding: .utf8))
        }
        #expect(Self.phases(moved).map(\.name) == ["discover", "read+extract", "report"], "\(moved)")
        #expect(Self.phases(moved)[1].detail == "1 of 5 changed, 1 only moved: findings reused", "\(moved)")
        #expect(moved.stdout == (try project.uncached()).stdout)
        let lines = { (run: WirelintCLI.Run) in run.findings.filter { $0.path == "Alpha/DateHeader.swift" }.map(\.line) }
        #expect(lines(moved) == lines(project.cold).map { $0 + 2 }, "\(moved)")
        #expect(!lines(project.cold).isEmpty)
    }
}
