/// The configured values of one rule: severity override and rule-specific options.
public struct RuleOptions: Sendable, Equatable {
    /// Replaces every finding's severity when set.
    public var severity: Severity?
    public var stringLists: [String: [String]]
    public var integers: [String: Int]

    public init(severity: Severity? = nil, stringLists: [String: [String]] = [:], integers: [String: Int] = [:]) {
        self.severity = severity
        self.stringLists = stringLists
        self.integers = integers
    }

    public func strings(_ key: String) -> [String] { stringLists[key] ?? [] }
}
