import Testing
import WirelintRules

/// Runs every example of every rule document: the documentation is the rules' test suite.
@Suite struct RuleExampleTests {
    @Test(arguments: RuleDocumentLibrary.examples)
    func reportsExactlyTheMarkedPositions(_ example: RuleExample) throws {
        for problem in example.problems {
            Issue.record("\(example.testDescription): \(problem)")
        }
        for file in example.files {
            if let error = SyntaxCheck.firstError(in: file.text) {
                Issue.record("\(example.testDescription): \(file.path):\(error.line):\(error.column) is not valid Swift")
            }
        }
        guard example.problems.isEmpty else { return }

        let findings = try example.lint()
        let actual = findings.map(\.reportedPosition).sorted()
        let expected = example.expected.sorted()
        guard actual != expected else { return }
        Issue.record(Comment(rawValue: Self.mismatchReport(example, expected: expected, findings: findings)))
    }

    /// Says which marked positions were missed, which findings were not marked, and every
    /// finding with its message: enough to fix either the rule or the document.
    private static func mismatchReport(_ example: RuleExample, expected: [ReportedPosition], findings: [Finding]) -> String {
        let actual = findings.map(\.reportedPosition)
        var missing = expected
        for position in actual {
            if let index = missing.firstIndex(of: position) { missing.remove(at: index) }
        }
        var unexpected = actual
        for position in expected {
            if let index = unexpected.firstIndex(of: position) { unexpected.remove(at: index) }
        }
        var lines = ["\(example.testDescription): reported positions differ from the ↓ markers"]
        lines.append("expected (↓): " + (expected.isEmpty ? "none" : expected.map(\.description).joined(separator: ", ")))
        lines.append("missing:      " + (missing.isEmpty ? "none" : missing.map(\.description).joined(separator: ", ")))
        lines.append("unexpected:   " + (unexpected.isEmpty ? "none" : unexpected.map(\.description).joined(separator: ", ")))
        lines.append("reported:" + (findings.isEmpty ? " nothing" : ""))
        for finding in findings.sorted() {
            lines.append("  \(finding.reportedPosition): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
        }
        return lines.joined(separator: "\n")
    }
}
