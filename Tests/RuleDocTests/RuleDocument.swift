import Testing

/// One `Rules/<id>.md`, parsed into what the tests check: its outline and its examples.
///
/// The format is described at the top of `Rules/README.md`.
struct RuleDocument: Sendable, CustomTestStringConvertible {
    /// The `##` sections every rule document has, in this order.
    static let requiredSections = [
        "What it finds", "Why it matters", "How to fix", "Configuration",
        RuleExample.Kind.triggering.sectionTitle, RuleExample.Kind.nonTriggering.sectionTitle,
    ]

    /// `environment_in_init.md`.
    var fileName: String
    /// The file name without `.md`: the rule the document describes.
    var ruleID: String { String(fileName.dropLast(".md".count)) }
    /// The text of the `#` heading.
    var title: String?
    /// The id on the `**Identifier:**` line.
    var declaredID: String?
    /// The text after `**Default severity:**` on the identifier line.
    var declaredSeverity: String?
    /// The `##` headings, in order.
    var sections: [String] = []
    /// The examples of both example sections, then the fix as a non-triggering project.
    var examples: [RuleExample] = []
    /// The ```` ```yaml ```` blocks of the Configuration section: each must be a valid config.
    var configurationSamples: [CodeBlock] = []
    /// Format errors outside any one example.
    var problems: [String] = []

    var testDescription: String { fileName }

    func examples(_ kind: RuleExample.Kind) -> [RuleExample] {
        examples.filter { $0.kind == kind && !$0.isFix }
    }
}

/// A fenced code block of a document.
struct CodeBlock: Sendable {
    /// The info string's first word (`swift`, `yaml`).
    var language: String
    /// The rest of the info string: the example file's path.
    var path: String?
    /// The contents, with no trailing line break.
    var text: String
    /// The document line of the opening fence.
    var line: Int
}
