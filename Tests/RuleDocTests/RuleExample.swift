import Testing
import WirelintRules

/// One example of a rule document: a small project, with the findings it must produce.
struct RuleExample: Sendable, CustomTestStringConvertible {
    enum Kind: String, Sendable {
        case triggering, nonTriggering = "non-triggering"

        /// The `##` section holding examples of this kind.
        var sectionTitle: String {
            switch self {
            case .triggering: "Triggering examples"
            case .nonTriggering: "Non-triggering examples"
            }
        }
    }

    /// The rule the example's document describes. Every rule runs on the example.
    var ruleID: String
    /// `Rules/environment_in_init.md`, for messages.
    var documentPath: String
    /// The `###` heading.
    var title: String
    /// The document line of the heading.
    var line: Int
    var kind: Kind
    /// The corrected code of the How to fix section, checked as a non-triggering example.
    var isFix = false
    /// The Swift files, markers removed.
    var files: [ExampleFile] = []
    /// The ```` ```yaml .wirelint.yml ```` block, if any.
    var configuration: CodeBlock?
    /// What the `↓` markers expect: every finding of every rule.
    var expected: [ExpectedFinding] = []
    /// Format errors: the example cannot be run as written.
    var problems: [String] = []

    var testDescription: String { "\(documentPath):\(line) \(kind.rawValue) “\(title)”" }
}

/// A Swift file of an example.
struct ExampleFile: Sendable {
    /// As given after the language in the info string (`Sources/Cart/CartView.swift`).
    var path: String
    var text: String
    /// The document line of the opening fence.
    var line: Int
}

/// A finding a `↓` marker states: where, which rule, how severe, what code, what it says.
struct ExpectedFinding: Sendable, Hashable, CustomStringConvertible {
    var position: ReportedPosition
    var ruleID: String
    var severity: Severity
    /// The code the finding covers, as `FindingMarkers.range(_:matches:)` compares it.
    var range: String
    var messageFragment: String?

    var description: String {
        "\(position): \(severity.rawValue) [\(ruleID)] `\(range)`" + (messageFragment.map { ": …\($0)…" } ?? "")
    }
}

/// A finding's position as the text reporter prints it: file, line, UTF-8 column.
struct ReportedPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int

    var description: String { "\(file):\(line):\(column)" }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
