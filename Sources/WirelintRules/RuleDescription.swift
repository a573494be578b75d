/// What a rule is, for `wirelint rules`, SARIF `tool.driver.rules` and config validation.
public struct RuleDescription: Sendable, Hashable {
    /// The fixed identifier (`environment_in_init`).
    public var id: String
    /// A title (`Environment read in init`).
    public var name: String
    /// One sentence: SARIF `shortDescription`, the `wirelint rules` table.
    public var summary: String
    /// A paragraph: why it matters and how to fix it (SARIF `fullDescription` and `help`).
    public var rationale: String
    /// The severity of findings that do not set their own: SARIF's `defaultConfiguration`.
    public var defaultSeverity: Severity
    /// The default severity as users read it, in the rule's manual and the README's rules table:
    /// the severity's name, or when each severity applies for a rule whose findings differ.
    public var severityDescription: String
    /// Options accepted under the rule's id in `.wirelint.yml` (besides `severity`).
    public var options: [RuleOptionDescription]

    public init(
        id: String,
        name: String,
        summary: String,
        rationale: String,
        defaultSeverity: Severity,
        severityDescription: String? = nil,
        options: [RuleOptionDescription] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.severityDescription = severityDescription ?? defaultSeverity.rawValue
        self.options = options
    }
}

/// One rule-specific configuration key.
public struct RuleOptionDescription: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case stringList = "list of strings"
        case integer
    }

    public var key: String
    public var kind: Kind
    public var summary: String

    public init(key: String, kind: Kind, summary: String) {
        self.key = key
        self.kind = kind
        self.summary = summary
    }
}
