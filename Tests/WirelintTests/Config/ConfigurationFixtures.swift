import WirelintConfig
import WirelintRules

/// Rule descriptions for configuration tests, independent of which rules are registered.
enum ConfigurationFixtures {
    static let rules = [
        RuleDescription(
            id: "environment_in_init",
            name: "Environment read in init",
            summary: "An environment value is read before SwiftUI installs it.",
            rationale: "Reading @Environment in init yields the default value.",
            defaultSeverity: .warning,
            options: [
                RuleOptionDescription(key: "environment_wrappers", kind: .stringList, summary: "Extra wrappers."),
                RuleOptionDescription(key: "max_depth", kind: .integer, summary: "How far to follow calls."),
            ]
        ),
        RuleDescription(
            id: "injected_global_mutation",
            name: "Global mutation through a property wrapper",
            summary: "An assignment swaps a process-wide dependency.",
            rationale: "The wrapper's setter writes static storage.",
            defaultSeverity: .warning,
            options: [
                RuleOptionDescription(key: "global_setter_wrappers", kind: .stringList, summary: "Wrappers with global setters."),
            ]
        ),
    ]

    static func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(yaml: yaml, file: ".wirelint.yml", rules: rules)
    }

    /// The error `yaml` produces, or `nil` when it parses.
    static func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error
        }
    }
}
