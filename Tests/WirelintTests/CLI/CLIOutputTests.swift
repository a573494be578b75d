import Foundation
import Testing

@Suite("CLI: report output")
struct CLIOutputTests {
    typealias F = CLIFixtures

    /// Findings in several files and folders, two of them on one line; 1 error, 3 warnings.
    static func project() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("Zeta/CartBadge.swift", F.cartBadge.text)
        try tree.file("Alpha/DateHeader.swift", F.dateHeader.text)
        try tree.file("Alpha/Feed/Injected.swift", F.injected)
        try tree.file("Alpha/Feed/OfflineMode.swift", F.offlineMode.text)
        try tree.file("MemberCard.swift", F.clean)
        return tree
    }

    @Test("one compiler-style line per finding, at the marked positions, sorted by path, line and column")
    func textLines() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.count == run.stdoutLines.count, "every stdout line is a finding line:\n\(run)")
        #expect(run.stdoutLines.allSatisfy { !$0.hasPrefix("/") }, "paths are relative to the working directory")
        let expected = F.dateHeader.locations(path: "Alpha/DateHeader.swift", severity: "warning", rule: "environment_in_init")
            + F.offlineMode.locations(path: "Alpha/Feed/OfflineMode.swift", severity: "warning", rule: "injected_global_mutation")
            + F.cartBadge.locations(path: "Zeta/CartBadge.swift", severity: "error", rule: "environment_in_init")
        #expect(run.findings.map(\.location) == expected)
    }

    @Test("paths given on the command line are printed as given")
    func explicitPaths() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "Zeta", "Alpha/DateHeader.swift"], in: tree.url)
        #expect(run.findings.map(\.path) == ["Alpha/DateHeader.swift", "Alpha/DateHeader.swift", "Zeta/CartBadge.swift"], "\(run)")
        #expect(run.stderrLines == ["1 error, 2 warnings in 2 files"], "\(run)")
    }

    @Test("the summary line goes to stderr")
    func summary() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.stderrLines == ["1 error, 3 warnings in 5 files"], "\(run)")
        #expect(!run.stdout.contains("in 5 files"))
    }

    @Test("singular counts in the summary")
    func summarySingular() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.stderrLines == ["1 error, 0 warnings in 1 file"], "\(run)")
    }

    @Test("--quiet drops the summary line, nothing else")
    func quiet() throws {
        let tree = try Self.project()
        let plain = try WirelintCLI.run(["lint"], in: tree.url)
        let quiet = try WirelintCLI.run(["lint", "--quiet"], in: tree.url)
        #expect(quiet.stderr.isEmpty, "\(quiet)")
        #expect(quiet.stdout == plain.stdout)
        #expect(quiet.status == 1)
    }

    @Test("--output replaces the file with the report instead of printing it, leaving nothing else behind")
    func outputFile() throws {
        let tree = try Self.project()
        let plain = try WirelintCLI.run(["lint"], in: tree.url)
        try "the last run's report, longer than this one's first line\n".write(to: tree.url("wirelint.txt"), atomically: true, encoding: .utf8)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: tree.url.path))
        let written = try WirelintCLI.run(["lint", "--output", "wirelint.txt"], in: tree.url)
        #expect(written.status == 1, "\(written)")
        #expect(written.stdout.isEmpty, "\(written)")
        #expect(written.stderrLines == ["1 error, 3 warnings in 5 files"], "the summary still goes to stderr")
        let report = try String(contentsOf: tree.url("wirelint.txt"), encoding: .utf8)
        #expect(report == plain.stdout)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: tree.url.path)) == before, "no temporary file is left")
    }

    @Test("--output naming a link writes the file it points to and keeps the link")
    func outputThroughLink() throws {
        let tree = try Self.project()
        let plain = try WirelintCLI.run(["lint"], in: tree.url)
        try FileManager.default.createDirectory(at: tree.url("reports"), withIntermediateDirectories: true)
        try "old\n".write(to: tree.url("reports/latest.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: tree.url("wirelint.txt").path, withDestinationPath: "reports/latest.txt")
        let written = try WirelintCLI.run(["lint", "--output", "wirelint.txt"], in: tree.url)
        #expect(written.status == 1, "\(written)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: tree.url("wirelint.txt").path) == "reports/latest.txt")
        #expect(try String(contentsOf: tree.url("reports/latest.txt"), encoding: .utf8) == plain.stdout)
    }

    #if os(Linux)
    @Test("a report cut short by a full disk: exit 2, naming the file, and the device left as it is")
    func fullDevice() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--output", "/dev/full"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("cannot write /dev/full"), "\(run)")
        let kind = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(kind == .typeCharacterSpecial)
    }
    #endif

    @Test("an --output file that cannot be written: exit 2, naming it")
    func unwritableOutput() throws {
        let tree = try Self.project()
        // The folder does not exist, and wirelint creates nothing but the file it is asked for.
        let run = try WirelintCLI.run(["lint", "--output", "reports/wirelint.txt"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("reports/wirelint.txt"), "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("--reporter xcode prints exactly what text prints")
    func xcodeIsText() throws {
        let tree = try Self.project()
        let text = try WirelintCLI.run(["lint", "--reporter", "text"], in: tree.url)
        let xcode = try WirelintCLI.run(["lint", "--reporter", "xcode"], in: tree.url)
        #expect(xcode.stdout == text.stdout)
        #expect(xcode.status == text.status)
        #expect(!text.stdout.isEmpty)
    }

    @Test("--reporter sarif prints one JSON document with every finding, the summary stays on stderr")
    func sarif() throws {
        let tree = try Self.project()
        let text = try WirelintCLI.run(["lint"], in: tree.url)
        let run = try WirelintCLI.run(["lint", "--reporter", "sarif"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["1 error, 3 warnings in 5 files"], "\(run)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == text.findings.map(\.rule))
        #expect(results.compactMap { $0["level"] as? String } == text.findings.map(\.severity))
    }

    @Test("output is byte-identical whatever the number of threads", arguments: ["text", "sarif"])
    func threadCountIndependence(reporter: String) throws {
        let tree = try Self.project()
        for index in 0..<40 {
            try tree.file("Generated/Badge\(index).swift", F.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "Badge\(index)"))
        }
        let single = try WirelintCLI.run(["lint", "--reporter", reporter, "--jobs", "1"], in: tree.url)
        let double = try WirelintCLI.run(["lint", "--reporter", reporter, "--jobs", "2"], in: tree.url)
        let all = try WirelintCLI.run(["lint", "--reporter", reporter], in: tree.url)
        #expect(single.status == 1)
        #expect(!single.stdout.isEmpty)
        #expect(double.stdout == single.stdout)
        #expect(all.stdout == single.stdout)
        #expect(double.stderr == single.stderr)
    }
}
