import ArgumentParser
import WirelintKit
import WirelintRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, enabled, summary."
    )

    @Option(help: "Configuration file whose enabled rules to show.")
    var config: String?

    func run() throws {
        let enabled: Set<String>
        do {
            enabled = try RuleCatalog.enabledRuleIDs(configPath: config)
        } catch {
            throw ConfigurationFailure(message: error.description)
        }
        Output.standardOutput(RuleCatalog.table(enabled: enabled))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation with examples."
    )

    @Argument(help: "The rule id, as listed by `wirelint rules`.")
    var rule: String

    func run() throws {
        guard let text = RuleCatalog.documentation(forRule: rule) else {
            throw ConfigurationFailure(message: "error: unknown rule '\(rule)' (see `wirelint rules`)")
        }
        Output.standardOutput(text)
    }
}
