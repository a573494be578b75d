import Foundation
import Testing
import WirelintRules

/// The default severity users read — in a rule's manual and in the README's rules table — is
/// the one the rule's description states (`RuleDescription.severityDescription`), which is also
/// the one `wirelint rules` and SARIF report.
@Suite struct SeverityDocumentationTests {
    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func manualStatesTheDescribedSeverity(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: id)).description
        let document = try #require(RuleDocumentLibrary.documents.first { $0.ruleID == rule.id })
        #expect(
            document.declaredSeverity == rule.severityDescription,
            "Rules/\(rule.id).md: the identifier line ends with **Default severity:** \(rule.severityDescription)")
    }

    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func readmeTableStatesTheDescribedSeverity(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: id)).description
        let row = try #require(
            Self.readmeRows[rule.id],
            "README.md has a row | [`\(rule.id)`](Rules/\(rule.id).md) | finds | default severity |")
        #expect(row == rule.severityDescription, "README.md, row of \(rule.id): the last cell is “\(rule.severityDescription)”")
    }

    /// The last cell of each rules-table row of README.md, by rule id.
    private static let readmeRows: [String: String] = {
        let readme = RuleDocumentLibrary.repository.appending(path: "README.md")
        let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let match = line.wholeMatch(of: #/\| \[`([a-z_]+)`\]\(Rules/\1\.md\) \| .* \| (.+?) \|\s*/#) else { continue }
            rows[String(match.1)] = String(match.2)
        }
        return rows
    }()
}
