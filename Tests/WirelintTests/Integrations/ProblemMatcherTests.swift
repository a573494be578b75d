import Foundation
import Testing

/// `.github/wirelint-matcher.json`, the problem matcher the GitHub action registers, against
/// real output of the binary.
@Suite("Integrations: GitHub problem matcher")
struct ProblemMatcherTests {
    struct Pattern {
        var regex: NSRegularExpression
        var groups: [String: Int]
    }

    /// The matcher's single pattern. GitHub evaluates it as a JavaScript regular expression; the
    /// features it uses (`^`, `$`, lazy `+?`, `\d`, classes, groups) mean the same in ICU's
    /// syntax, which NSRegularExpression uses, so the pattern is taken verbatim.
    static func pattern() throws -> Pattern {
        let url = WirelintCLI.repositoryRoot.appendingPathComponent(".github/wirelint-matcher.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let matchers = try #require(document["problemMatcher"] as? [[String: Any]])
        #expect(matchers.count == 1)
        #expect(matchers.first?["owner"] as? String == "wirelint")
        let patterns = try #require(matchers.first?["pattern"] as? [[String: Any]])
        #expect(patterns.count == 1)
        let pattern = try #require(patterns.first)
        let source = try #require(pattern["regexp"] as? String)
        let groups = pattern.compactMapValues { $0 as? Int }
        #expect(Set(groups.keys) == ["file", "line", "column", "severity", "message", "code"])
        return Pattern(regex: try NSRegularExpression(pattern: source), groups: groups)
    }

    static func extract(_ line: String, with pattern: Pattern) -> [String: String]? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.regex.firstMatch(in: line, range: range) else { return nil }
        return pattern.groups.compactMapValues { group in
            Range(match.range(at: group), in: line).map { String(line[$0]) }
        }
    }

    @Test("every line of the text report matches, with file, line, column, severity, message and rule")
    func matchesRealOutput() throws {
        let pattern = try Self.pattern()
        let tree = try CLIOutputTests.project()
        try tree.file("Odd: name, 100% [x].swift", CLIFixtures.cartBadge.text)
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.findings.count == 5, "\(run)")
        for (line, finding) in zip(run.stdoutLines, run.findings) {
            let fields = try #require(Self.extract(line, with: pattern), "no match: \(line)")
            #expect(fields["file"] == finding.path)
            #expect(fields["line"] == String(finding.line))
            #expect(fields["column"] == String(finding.column))
            #expect(fields["severity"] == finding.severity)
            #expect(fields["message"] == finding.message)
            #expect(fields["code"] == finding.rule)
        }
        #expect(run.findings.contains { $0.path == "Odd: name, 100% [x].swift" })
    }

    @Test("the summary line and other diagnostics are not annotations")
    func ignoresDiagnostics() throws {
        let pattern = try Self.pattern()
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", CLIFixtures.cartBadge.text)
        try Data([0xFF, 0xFE, 0x00]).write(to: tree.url("Binary.swift"))
        let run = try WirelintCLI.run(["lint", "--timings"], in: tree.url)
        #expect(run.stderrLines.count >= 3, "\(run)")
        for line in run.stderrLines {
            #expect(Self.extract(line, with: pattern) == nil, "\(line)")
        }
    }
}
