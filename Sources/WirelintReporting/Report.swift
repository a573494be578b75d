import WirelintRules

/// Everything a reporter needs to render one lint run.
///
/// Reporters only format: the analysis is finished by the time a `Report` exists, so every
/// output format shows the same findings in the same order.
public struct Report: Sendable {
    /// Every finding, suppressed ones included, in report order (path, line, column, rule).
    public var findings: [Finding]
    /// The rules that ran, in the order SARIF lists them (`ruleIndex` points into it).
    public var rules: [RuleDescription]
    /// How many files were analysed, for the summary line.
    public var fileCount: Int
    /// The absolute path finding paths are relative to (SARIF `originalUriBaseIds`).
    public var rootPath: String
    /// The text of a file given its path relative to `rootPath`, or `nil` when it cannot be read.
    ///
    /// Used only for fingerprints, which hash line content; passing the text the analysis saw
    /// (rather than re-reading the disk) keeps the hash consistent with the reported lines.
    public var sourceText: @Sendable (String) -> String?
    /// How many threads formatting may use (hashing the lines of the files with findings).
    public var jobs: Int

    public init(
        findings: [Finding],
        rules: [RuleDescription],
        fileCount: Int,
        rootPath: String,
        sourceText: @escaping @Sendable (String) -> String? = { _ in nil },
        jobs: Int = 1
    ) {
        // Sorted here so that every reporter is deterministic whatever order the rules ran in.
        self.findings = findings.sorted()
        self.rules = rules
        self.fileCount = fileCount
        self.rootPath = rootPath
        self.sourceText = sourceText
        self.jobs = jobs
    }

    /// The findings that are shown to people: text output and the summary leave suppressed ones out.
    public var unsuppressedFindings: [Finding] {
        findings.filter { !$0.isSuppressed }
    }
}
