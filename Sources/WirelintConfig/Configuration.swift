import WirelintRules

/// The settings of one run, from `.wirelint.yml` and command-line options.
public struct Configuration: Sendable, Equatable {
    /// Globs of files to lint, relative to the config file's folder (empty: everything).
    public var included: [String]
    /// Globs of files to skip.
    public var excluded: [String]
    public var disabledRules: Set<String>
    /// Accepted for SwiftLint familiarity; rules that are off by default are turned on here.
    public var optInRules: Set<String>
    /// When non-empty, exactly these rules run.
    public var onlyRules: Set<String>
    /// Per-rule options keyed by rule id.
    public var ruleOptions: [String: RuleOptions]
    /// Read files and folders that symbolic links lead to outside the project (a monorepo's
    /// shared folder); otherwise they are skipped with a warning.
    public var followsExternalLinks = false
    /// Files larger than this many bytes are skipped and named (`max_file_size`): reading and
    /// parsing take memory and time in proportion to a file's size, and a pull request can add
    /// any file. Generated sources of a few megabytes still fit.
    public var maximumFileSize: Int

    /// 8 MB.
    public static let defaultMaximumFileSize = 8 * FileSize.megabyte

    public init(
        included: [String] = [],
        excluded: [String] = [],
        disabledRules: Set<String> = [],
        optInRules: Set<String> = [],
        onlyRules: Set<String> = [],
        ruleOptions: [String: RuleOptions] = [:],
        maximumFileSize: Int = Configuration.defaultMaximumFileSize
    ) {
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.onlyRules = onlyRules
        self.ruleOptions = ruleOptions
        self.maximumFileSize = maximumFileSize
    }

    /// The rules that run, in registry order.
    public var enabledRules: [any Rule.Type] {
        RuleRegistry.all.filter { rule in
            let id = rule.description.id
            return (onlyRules.isEmpty || onlyRules.contains(id)) && !disabledRules.contains(id)
        }
    }

    public func options(for ruleID: String) -> RuleOptions {
        ruleOptions[ruleID] ?? RuleOptions()
    }
}
