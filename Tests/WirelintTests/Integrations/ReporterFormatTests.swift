import Foundation
import FoundationXML
import Testing
import WirelintReporting
import WirelintRules

/// Each machine-read format is parsed back with a real parser, from a report full of hostile
/// paths and messages, and must give back exactly what went in.
@Suite("Integrations: report formats")
struct ReporterFormatTests {
    typealias H = HostileReport

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test("every --reporter name selects its format")
    func reporterNames() {
        #expect(ReporterKind.allCases.map(\.rawValue) == ["text", "sarif", "json", "github-actions", "checkstyle", "junit", "codeclimate", "github-summary"])
        #expect(ReporterKind(name: "github-actions") == .githubActions)
        #expect(ReporterKind(name: "xcode") == .text)
    }

    // MARK: - json

    @Test("json: the documented schema, values round-trip, suppressed findings flagged and counted apart")
    func jsonSchema() throws {
        let report = H.report
        let document = try #require(try Self.json(JSONReporter().render(report)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect((document["tool"] as? [String: Any])?["name"] as? String == "wirelint")
        #expect(document["root"] as? String == "/home/ci/wé <app> 100%")
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        let keys: Set<String> = ["rule", "severity", "message", "path", "line", "column", "endLine", "endColumn", "related", "trace", "fingerprint", "suppressed"]
        #expect(findings.allSatisfy { Set($0.keys) == keys })
        for (entry, finding) in zip(findings, report.findings) {
            #expect(entry["rule"] as? String == finding.ruleID)
            #expect(entry["severity"] as? String == finding.severity.rawValue)
            #expect(entry["message"] as? String == finding.message)
            #expect(entry["path"] as? String == finding.location.file)
            #expect(entry["line"] as? Int == finding.location.range.start.line)
            #expect(entry["column"] as? Int == finding.location.range.start.column)
            #expect(entry["endLine"] as? Int == finding.location.range.end.line)
            #expect(entry["endColumn"] as? Int == finding.location.range.end.column)
            #expect(entry["suppressed"] as? Bool == finding.isSuppressed)
            let related = try #require(entry["related"] as? [[String: Any]])
            #expect(related.compactMap { $0["message"] as? String } == finding.related.map(\.message))
            #expect(related.compactMap { $0["path"] as? String } == finding.related.map(\.location.file))
        }
        let fingerprints = findings.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == findings.count, "fingerprints are unique within a report")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 3, "suppressed": 1, "files": 2])
    }

    @Test("json: an empty report is a valid document with zero counts")
    func jsonEmpty() throws {
        let report = Report(findings: [], rules: [], fileCount: 0, rootPath: "/")
        let document = try #require(try Self.json(JSONReporter().render(report)) as? [String: Any])
        #expect((document["findings"] as? [Any])?.isEmpty == true)
        #expect(document["summary"] as? [String: Int] == ["errors": 0, "warnings": 0, "suppressed": 0, "files": 0])
    }

    // MARK: - codeclimate

    @Test("codeclimate: GitLab's fields, no BOM, unsuppressed findings only, unique fingerprints")
    func codeClimate() throws {
        let rendered = CodeClimateReporter().render(H.report)
        #expect(rendered.utf8.first == UInt8(ascii: "["), "GitLab rejects a byte-order mark")
        let issues = try #require(try Self.json(rendered) as? [[String: Any]])
        let expected = H.report.unsuppressedFindings
        #expect(issues.count == expected.count)
        for (issue, finding) in zip(issues, expected) {
            #expect(issue["check_name"] as? String == finding.ruleID)
            #expect((issue["description"] as? String)?.hasPrefix(finding.message) == true)
            #expect(issue["severity"] as? String == (finding.severity == .error ? "critical" : "major"))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == finding.location.file)
            #expect((location["lines"] as? [String: Int])?["begin"] == finding.location.range.start.line)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == issues.count)
        #expect(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test("fingerprints stay the same when lines are added above a finding, and change with its line")
    func fingerprintStability() throws {
        typealias F = ReportingFixtures
        let text = "struct A {}\nlet x = session.user\n"
        func fingerprint(text: String, line: Int) -> String {
            let finding = F.finding(at: F.location("A.swift", line: line, column: 9))
            let report = Report(findings: [finding], rules: F.rules, fileCount: 1, rootPath: "/", sourceText: { _ in text })
            return FindingFingerprints.fingerprints(for: report)[0]
        }
        let original = fingerprint(text: text, line: 2)
        #expect(fingerprint(text: text, line: 2) == original, "deterministic")
        #expect(fingerprint(text: "import SwiftUI\n\n" + text, line: 4) == original, "moved by two lines")
        #expect(fingerprint(text: "struct A {}\nlet x = session.account\n", line: 2) != original, "the line itself changed")
    }

    // MARK: - github-actions

    /// A workflow command as the Actions runner parses it (actions/runner `ActionCommand`):
    /// the name up to the first space, properties up to the first `::`, split at `,` and the
    /// first `=`, then unescaped; the rest of the line is the message.
    struct WorkflowCommand {
        var name: String
        var properties: [String: String]
        var message: String

        init?(_ line: String) {
            guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else { return nil }
            let information = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            let space = information.firstIndex(of: " ") ?? information.endIndex
            name = String(information[..<space])
            properties = [:]
            for pair in information[space...].dropFirst().split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { return nil }
                properties[String(parts[0])] = Self.unescape(String(parts[1]), ["%0D": "\r", "%0A": "\n", "%3A": ":", "%2C": ",", "%25": "%"])
            }
            message = Self.unescape(String(line[end.upperBound...]), ["%0D": "\r", "%0A": "\n", "%25": "%"])
        }

        /// The runner replaces each sequence in turn, `%25` last.
        private static func unescape(_ text: String, _ sequences: KeyValuePairs<String, String>) -> String {
            sequences.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
    }

    @Test("github-actions: one command line per finding; file, position, title and message survive the runner's parsing")
    func githubActions() throws {
        let rendered = GitHubActionsReporter().render(H.report)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let expected = H.report.unsuppressedFindings
        #expect(lines.count == expected.count, "a line break in a path or message must not split a command:\n\(rendered)")
        #expect(!rendered.contains("\r"))
        for (line, finding) in zip(lines, expected) {
            let command = try #require(WorkflowCommand(line), "not a workflow command: \(line)")
            #expect(command.name == (finding.severity == .error ? "error" : "warning"))
            #expect(command.properties["file"] == finding.location.file)
            #expect(command.properties["line"] == String(finding.location.range.start.line))
            #expect(command.properties["col"] == String(finding.location.range.start.utf16Column))
            #expect(command.properties["endLine"] == String(finding.location.range.end.line))
            #expect(command.properties["endColumn"] == String(finding.location.range.end.utf16Column))
            #expect(command.properties["title"] == "wirelint: \(finding.ruleID)")
            #expect(command.message == finding.message)
            #expect(Set(command.properties.keys) == ["file", "line", "col", "endLine", "endColumn", "title"])
        }
    }

    @Test("github-actions: a range over several lines has no columns, as GitHub requires")
    func githubActionsMultiline() throws {
        typealias F = ReportingFixtures
        var location = F.location("a.swift", line: 3, column: 5)
        location.range.end.line = 6
        let line = GitHubActionsReporter().render(F.report([F.finding(at: location)])).trimmingCharacters(in: .newlines)
        let command = try #require(WorkflowCommand(line))
        #expect(command.properties["line"] == "3")
        #expect(command.properties["endLine"] == "6")
        #expect(command.properties["col"] == nil)
        #expect(command.properties["endColumn"] == nil)
    }

    // MARK: - checkstyle

    @Test("checkstyle: parses as XML; one <file> per path; attributes round-trip")
    func checkstyle() throws {
        let rendered = CheckstyleReporter().render(H.report)
        let document = try XMLDocument(xmlString: rendered, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "checkstyle")
        let files = root.elements(forName: "file")
        let expected = H.report.unsuppressedFindings
        #expect(files.compactMap { $0.attribute(forName: "name")?.stringValue } == [H.xmlRepresentable(H.path), "plain.swift"])
        let errors = files.flatMap { $0.elements(forName: "error") }
        #expect(errors.count == expected.count)
        for (error, finding) in zip(errors, expected) {
            #expect(error.attribute(forName: "message")?.stringValue == H.xmlRepresentable(finding.message))
            #expect(error.attribute(forName: "line")?.stringValue == String(finding.location.range.start.line))
            #expect(error.attribute(forName: "column")?.stringValue == String(finding.location.range.start.column))
            #expect(error.attribute(forName: "severity")?.stringValue == finding.severity.rawValue)
            #expect(error.attribute(forName: "source")?.stringValue == "wirelint.\(finding.ruleID)")
        }
    }

    @Test("checkstyle: a clean run is an empty, valid document")
    func checkstyleEmpty() throws {
        let document = try XMLDocument(xmlString: CheckstyleReporter().render(ReportingFixtures.report([])), options: [])
        #expect(document.rootElement()?.name == "checkstyle")
        #expect(document.rootElement()?.elements(forName: "file").isEmpty == true)
    }

    // MARK: - junit

    @Test("junit: parses as XML; one failed test case per finding, with distinct names")
    func junit() throws {
        let rendered = JUnitReporter().render(H.report)
        let document = try XMLDocument(xmlString: rendered, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let expected = H.report.unsuppressedFindings
        #expect(root.attribute(forName: "tests")?.stringValue == String(expected.count))
        #expect(root.attribute(forName: "failures")?.stringValue == String(expected.count))
        let suite = try #require(root.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == expected.count)
        let identities = cases.map { "\($0.attribute(forName: "classname")?.stringValue ?? "")|\($0.attribute(forName: "name")?.stringValue ?? "")" }
        #expect(Set(identities).count == cases.count, "\(identities)")
        for (testCase, finding) in zip(cases, expected) {
            #expect(testCase.attribute(forName: "classname")?.stringValue == finding.ruleID)
            #expect(testCase.attribute(forName: "file")?.stringValue == H.xmlRepresentable(finding.location.file))
            let failure = try #require(testCase.elements(forName: "failure").first)
            #expect(failure.attribute(forName: "message")?.stringValue == H.xmlRepresentable(finding.message))
            #expect(failure.stringValue?.contains(H.xmlRepresentable(finding.message)) == true)
        }
    }

    /// CI systems (GitLab, Jenkins) take a report without test cases for a failed or missing one.
    @Test("junit: a clean run is one passing test case")
    func junitClean() throws {
        let document = try XMLDocument(xmlString: JUnitReporter().render(ReportingFixtures.report([])), options: [])
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "1")
        #expect(root.attribute(forName: "failures")?.stringValue == "0")
        let cases = try #require(root.elements(forName: "testsuite").first).elements(forName: "testcase")
        #expect(cases.count == 1)
        #expect(cases.first?.elements(forName: "failure").isEmpty == true)
    }
}
