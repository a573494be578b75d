import WirelintRules

/// Compiler-style lines, `PATH:LINE:COL: error|warning: MESSAGE [rule_id]`.
///
/// The shape `swiftc` prints, so Xcode, editor problem matchers and CI log annotators pick the
/// findings up without configuration. The column counts UTF-8 bytes, as `swiftc` does.
/// Suppressed findings are left out: a suppression is a decision already made by a person.
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
        let path = Self.singleLine(finding.location.file)
        let message = Self.singleLine(finding.message)
        return "\(path):\(start.line):\(start.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
    }

    /// Replaces line breaks with spaces: tools parse this output line by line, so a newline in a
    /// message or path would split one finding into a broken one and a line of garbage.
    static func singleLine(_ text: String) -> String {
        // The common case skips the character walk, checking the UTF-8 bytes in place: no byte of
        // a line break (\n, \r, VT, FF) and none that can end one in UTF-8 (NEL is C2 85, LS and
        // PS E2 80 A8/A9).
        var text = text
        let mayBreak = text.withUTF8 { bytes in
            bytes.contains { byte in (0x0A...0x0D).contains(byte) || byte == 0x85 || byte == 0xA8 || byte == 0xA9 }
        }
        if !mayBreak { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
