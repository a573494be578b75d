import WirelintFacts
import WirelintReporting
import WirelintRules

/// Builders shared by the reporter tests.
enum ReportingFixtures {
    static let rules = [
        RuleDescription(
            id: "environment_in_init",
            name: "Environment read in init",
            summary: "An environment value is read before SwiftUI installs it.",
            rationale: "Reading @Environment in init yields the default value.",
            defaultSeverity: .error
        ),
        RuleDescription(
            id: "dependency_relay",
            name: "Dependency relay",
            summary: "A view stores a dependency only to pass it on.",
            rationale: "Relays make every intermediate view change when a leaf needs a dependency.",
            defaultSeverity: .warning
        ),
    ]

    /// A location on one line; UTF-16 columns equal UTF-8 ones unless given.
    static func location(
        _ file: String,
        line: Int,
        column: Int,
        endColumn: Int? = nil,
        utf16Column: Int? = nil,
        utf16EndColumn: Int? = nil
    ) -> SourceLocation {
        let end = endColumn ?? column + 1
        return SourceLocation(
            file: file,
            range: SourceRange(
                start: SourcePosition(line: line, column: column, utf16Column: utf16Column ?? column),
                end: SourcePosition(line: line, column: end, utf16Column: utf16EndColumn ?? end)
            )
        )
    }

    static func finding(
        _ ruleID: String = "environment_in_init",
        _ severity: Severity = .error,
        _ message: String = "problem",
        at location: SourceLocation,
        related: [AnnotatedLocation] = [],
        path: [AnnotatedLocation] = [],
        suppressed: Bool = false
    ) -> Finding {
        Finding(
            ruleID: ruleID,
            severity: severity,
            message: message,
            location: location,
            related: related,
            path: path,
            isSuppressed: suppressed
        )
    }

    static func report(
        _ findings: [Finding],
        fileCount: Int = 1,
        root: String = "/work/app",
        files: [String: String] = [:]
    ) -> Report {
        Report(findings: findings, rules: rules, fileCount: fileCount, rootPath: root, sourceText: { files[$0] })
    }
}
