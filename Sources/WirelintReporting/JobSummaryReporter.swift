import WirelintRules

/// Markdown for a GitHub Actions job summary (`$GITHUB_STEP_SUMMARY`), what the action writes
/// after its annotations: the counts per rule, then each error with its path drawn as a small
/// Mermaid flowchart (root → views on the way → the culprit), which GitHub renders in place.
/// Suppressed findings are left out, as in the text output.
public struct JobSummaryReporter: Reporter {
    /// The most errors drawn: a job summary holds at most a megabyte, and a page of a few dozen
    /// diagrams is already more than anyone reads; the rest are counted.
    static let mostDiagrams = 30

    public init() {}

    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        let findings = report.unsuppressedFindings
        output.write("## wirelint\n\n\(report.summaryLine)\n")
        guard !findings.isEmpty else { return [] }
        output.write("\n| Rule | Errors | Warnings |\n| --- | ---: | ---: |\n")
        var rules: [String] = []
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in findings {
            if counts[finding.ruleID] == nil { rules.append(finding.ruleID) }
            var count = counts[finding.ruleID] ?? (errors: 0, warnings: 0)
            if finding.severity == .error { count.errors += 1 } else { count.warnings += 1 }
            counts[finding.ruleID] = count
        }
        for rule in rules.sorted() {
            output.write("| `\(rule)` | \(counts[rule]!.errors) | \(counts[rule]!.warnings) |\n")
        }
        let errors = findings.filter { $0.severity == .error }
        guard !errors.isEmpty else { return [] }
        output.write("\n### Errors\n")
        for finding in errors.prefix(Self.mostDiagrams) {
            let place = "\(finding.location.file):\(finding.location.range.start.line)"
            output.write("\n**`\(finding.ruleID)`** \(Self.markdown(place)): \(Self.markdown(finding.message))\n")
            if !finding.path.isEmpty { output.write("\n" + Self.diagram(of: finding.path)) }
        }
        if errors.count > Self.mostDiagrams {
            output.write("\n… and \(errors.count - Self.mostDiagrams) more errors: see the annotations.\n")
        }
        return []
    }

    /// The path as a top-down flowchart, one box per step: what happens there and where.
    static func diagram(of path: [AnnotatedLocation]) -> String {
        var lines = ["```mermaid", "flowchart TD"]
        for (index, step) in path.enumerated() {
            let place = "\(step.location.file):\(step.location.range.start.line)"
            lines.append("  s\(index)[\(MermaidText.label("\(step.message) — \(place)"))]")
            if index > 0 { lines.append("  s\(index - 1) --> s\(index)") }
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text shown as written: Markdown's and HTML's punctuation escaped, lines joined.
    static func markdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~": escaped += "\\\(character)"
            case "\n", "\r": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
