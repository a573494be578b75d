import WirelintRules

/// GitHub Actions workflow commands, one per finding:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
///
/// The runner turns each line into an annotation on the pull request's diff, with no upload
/// step and no permissions. The runner reads every line of a step's output as a possible
/// command, so untrusted text must never end a command early or start a new one: values are
/// escaped the way the runner unescapes them (see `escapedData`, `escapedProperty`).
/// Suppressed findings are left out, as in the text output.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        for finding in report.findings where !finding.isSuppressed {
            output.write(line(for: finding) + "\n")
        }
        return []
    }

    func line(for finding: Finding) -> String {
        let range = finding.location.range
        var properties = [
            ("file", finding.location.file),
            ("line", String(range.start.line)),
        ]
        // GitHub takes columns only for a range on one line. They count UTF-16 code units, the
        // unit of the browser that draws the annotation.
        if range.start.line == range.end.line {
            properties.append(("col", String(range.start.utf16Column)))
            properties += [("endLine", String(range.end.line)), ("endColumn", String(range.end.utf16Column))]
        } else {
            properties.append(("endLine", String(range.end.line)))
        }
        properties.append(("title", "wirelint: \(finding.ruleID)"))
        let command = finding.severity == .error ? "error" : "warning"
        let renderedProperties = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(renderedProperties)::\(Self.escapedData(finding.message))"
    }

    /// The message after `::`: `%`, CR and LF are percent-encoded, so a newline cannot start
    /// another command and a literal `%0A` in the text is not decoded into one. A `::` in the
    /// message is harmless: the runner splits at the first `::` after the properties.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value additionally encodes `:` and `,`, which would otherwise end the
    /// property list or the value.
    static func escapedProperty(_ text: String) -> String {
        var escaped = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
