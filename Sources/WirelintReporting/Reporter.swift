/// Turns a finished `Report` into the text written to stdout (or `--output`).
///
/// A protocol rather than a switch over formats so each format lives in its own type and a new
/// one (json, checkstyle, …) is added without touching the others.
public protocol Reporter: Sendable {
    /// Writes the report to `output` piece by piece as it is made: a report can be far larger
    /// than the findings it tells (SARIF writes each step of a long path deeply indented), so no
    /// format holds all of it at once.
    ///
    /// Returns warnings for standard error about what the format had to leave out (SARIF within
    /// code scanning's limits); none for most formats.
    @discardableResult
    func write(_ report: Report, to output: inout some TextOutputStream) -> [String]
}

extension Reporter {
    /// The whole report as one string.
    public func render(_ report: Report) -> String {
        var text = ""
        write(report, to: &text)
        return text
    }
}

/// The output formats selectable with `--reporter`.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text
    case sarif
    case json
    case githubActions = "github-actions"
    case checkstyle
    case junit
    case codeclimate
    /// Markdown for a GitHub Actions job summary.
    case githubSummary = "github-summary"

    /// Parses a `--reporter` value, accepting aliases (`xcode` is `text`: Xcode and editor problem
    /// matchers read the same compiler-style lines).
    public init?(name: String) {
        switch name {
        case "xcode": self = .text
        default: self.init(rawValue: name)
        }
    }

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .sarif: SARIFReporter()
        case .json: JSONReporter()
        case .githubActions: GitHubActionsReporter()
        case .checkstyle: CheckstyleReporter()
        case .junit: JUnitReporter()
        case .codeclimate: CodeClimateReporter()
        case .githubSummary: JobSummaryReporter()
        }
    }
}
