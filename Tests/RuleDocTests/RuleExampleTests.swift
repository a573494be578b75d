import Testing
import WirelintRules

/// Runs every example of every rule document with every rule: the documentation is the rules'
/// test suite, and an example users copy meets all the rules they run.
@Suite struct RuleExampleTests {
    @Test(arguments: RuleDocumentLibrary.examples)
    func reportsExactlyTheMarkedFindings(_ example: RuleExample) throws {
        for problem in example.problems {
            Issue.record("\(example.testDescription): \(problem)")
        }
        for file in example.files {
            if let error = SyntaxCheck.firstError(in: file.text) {
                Issue.record("\(example.testDescription): \(file.path):\(error.line):\(error.column) is not valid Swift")
            }
        }
        guard example.problems.isEmpty else { return }
        let configuration = try example.runConfiguration()
        guard configuration.enabledRules.contains(where: { $0.description.id == example.ruleID }) else {
            Issue.record("\(example.testDescription): its .wirelint.yml disables \(example.ruleID), the rule it documents")
            return
        }

        let findings = try example.lint()
        let differences = Self.differences(example, findings: findings)
        guard !differences.isEmpty else { return }
        Issue.record(Comment(rawValue: Self.mismatchReport(example, differences: differences, findings: findings)))
    }

    /// What does not match: a marker nothing answers, a finding no marker states, or a finding
    /// at a marker that differs in severity, range or message.
    static func differences(_ example: RuleExample, findings: [Finding]) -> [String] {
        var unanswered = example.expected
        var differences: [String] = []
        for finding in findings.sorted() {
            guard let index = unanswered.firstIndex(where: { $0.position == finding.reportedPosition && $0.ruleID == finding.ruleID })
            else {
                differences.append("not marked: \(finding.reportedPosition) [\(finding.ruleID)]")
                continue
            }
            let expected = unanswered.remove(at: index)
            let covered = example.text(coveredBy: finding) ?? "?"
            if finding.severity != expected.severity {
                differences.append("\(expected.position) [\(finding.ruleID)]: \(finding.severity.rawValue), marked \(expected.severity.rawValue)")
            }
            if !FindingMarkers.range(covered, matches: expected.range) {
                differences.append("\(expected.position) [\(finding.ruleID)]: covers `\(covered)`, marked `\(expected.range)`")
            }
            if let fragment = expected.messageFragment, !finding.message.contains(fragment) {
                differences.append("\(expected.position) [\(finding.ruleID)]: the message does not contain “\(fragment)”")
            }
        }
        differences += unanswered.map { "not reported: \($0)" }
        return differences
    }

    /// The differences, then every finding with its severity, range and message: enough to fix
    /// either the rule or the document.
    private static func mismatchReport(_ example: RuleExample, differences: [String], findings: [Finding]) -> String {
        var lines = ["\(example.testDescription): the findings differ from the ↓ markers"]
        lines += differences.map { "  " + $0 }
        lines.append("reported:" + (findings.isEmpty ? " nothing" : ""))
        for finding in findings.sorted() {
            let covered = example.text(coveredBy: finding) ?? "?"
            lines.append("  \(finding.reportedPosition): \(finding.severity.rawValue) [\(finding.ruleID)] `\(covered)`: \(finding.message)")
        }
        return lines.joined(separator: "\n")
    }
}
