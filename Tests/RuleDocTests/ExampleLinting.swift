import WirelintConfig
import WirelintKit
import WirelintRules

extension RuleExample {
    /// The configuration the example runs with: its `.wirelint.yml` block, with only the
    /// document's rule enabled so other rules cannot add or hide findings.
    func runConfiguration() throws -> Configuration {
        var configuration = try configuration.map { try ConfigurationLoader.parse(yaml: $0.text, file: ".wirelint.yml") }
            ?? Configuration()
        configuration.onlyRules = [ruleID]
        return configuration
    }

    /// The unsuppressed findings of linting the example's files.
    func lint() throws -> [Finding] {
        let sources = files.map { SourceText(path: $0.path, text: $0.text) }
        return Linter(configuration: try runConfiguration()).lint(sources: sources).findings.filter { !$0.isSuppressed }
    }
}

extension Finding {
    var reportedPosition: ReportedPosition {
        ReportedPosition(file: location.file, line: location.range.start.line, column: location.range.start.column)
    }
}
