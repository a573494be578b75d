import Foundation
import WirelintConfig
import WirelintRuleDocs
import WirelintRules

/// What `wirelint rules` and `wirelint explain` show.
public enum RuleCatalog {
    public static func enabledRuleIDs(configPath: String?) throws(UsageError) -> Set<String> {
        do {
            let loaded = try ConfigurationLoader.resolve(
                explicitPath: configPath, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            return Set(loaded.configuration.enabledRules.map { $0.description.id })
        } catch {
            throw UsageError(error.description)
        }
    }

    /// A plain-text table: id, default severity, enabled, summary.
    public static func table(enabled: Set<String>) -> String {
        let rules = RuleRegistry.descriptions
        let idWidth = max(2, rules.map(\.id.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = [pad("id", idWidth) + "  severity  enabled  summary"]
        for rule in rules {
            lines.append(pad(rule.id, idWidth) + "  " + pad(rule.defaultSeverity.rawValue, 8) + "  "
                + pad(enabled.contains(rule.id) ? "yes" : "no", 7) + "  " + rule.summary)
        }
        return lines.joined(separator: "\n")
    }

    /// The rule's `Rules/<id>.md`, or nil for an unknown rule.
    public static func documentation(forRule id: String) -> String? {
        guard RuleRegistry.rule(withID: id) != nil else { return nil }
        return RuleDocumentation.markdown(forRule: id)
    }
}
