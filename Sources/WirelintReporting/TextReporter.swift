import WirelintRules

/// Compiler-style lines, `PATH:LINE:COL: error|warning: MESSAGE [rule_id]`.
///
/// The shape `swiftc` prints, so Xcode, editor problem matchers and CI log annotators pick the
/// findings up without configuration. The column counts UTF-8 bytes, as `swiftc` does.
/// Suppressed findings are left out: a suppression is a decision already made by a person.
/// Line breaks and other control characters in paths and messages are escaped
/// (`TerminalText`): tools read this output line by line, and people read it on a terminal.
public struct TextReporter: Reporter {
    public init() {}

    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        for finding in report.findings where !finding.isSuppressed {
            output.write(line(for: finding) + "\n")
        }
        return []
    }

    func line(for finding: Finding) -> String {
        let start = finding.location.range.start
        let path = TerminalText.escaped(finding.location.file)
        let message = TerminalText.escaped(finding.message)
        return "\(path):\(start.line):\(start.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
    }
}
