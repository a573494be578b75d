import WirelintConfig
import WirelintExtraction
import WirelintFacts
import WirelintGraph
import WirelintRules

/// A Swift file to lint: its path relative to the lint root and its text.
public struct SourceText: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What a lint run produced.
public struct LintResult: Sendable {
    /// Every finding, sorted, suppressed ones included (flagged).
    public var findings: [Finding]
    /// The rules that ran.
    public var rules: [RuleDescription]
    /// Paths that were analysed.
    public var files: [String]
}

/// Runs the pipeline after discovery: extract → link → rules → suppression.
public struct Linter: Sendable {
    public var configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func lint(sources: [SourceText]) -> LintResult {
        let summaries = sources.map { FileSummary(path: $0.path, facts: FactExtractor.facts(fromSource: $0.text)) }
        let graph = ProjectGraph(files: summaries)
        let rules = configuration.enabledRules
        let findings = rules.flatMap { $0.findings(in: graph, options: configuration.options(for: $0.description.id)) }
        return LintResult(findings: findings.sorted(), rules: rules.map { $0.description }, files: summaries.map(\.path))
    }
}
