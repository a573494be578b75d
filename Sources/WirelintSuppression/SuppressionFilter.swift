import WirelintFacts
import WirelintRules

/// Applies `// wirelint:` comments to findings.
///
/// Suppressed findings are kept and flagged rather than dropped: SARIF reports them with
/// `suppressions` so code scanning shows them as dismissed in source.
public enum SuppressionFilter {
    public static func apply(_ findings: [Finding], directives: [String: [SuppressionDirective]]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            if let fileDirectives = directives[finding.location.file],
               isSuppressed(rule: finding.ruleID, line: finding.location.range.start.line, by: fileDirectives) {
                finding.isSuppressed = true
            }
            return finding
        }
    }

    /// Whether `rule` is disabled on `line`: by a `disable:this` on it, a `disable:next` on the
    /// line before, or the last `disable`/`enable` region command at or before it.
    static func isSuppressed(rule: String, line: Int, by directives: [SuppressionDirective]) -> Bool {
        var regionDisabled = false
        for directive in directives where directive.rules.contains(rule) || directive.rules.contains("all") {
            switch directive.action {
            case .disableThis where directive.line == line,
                 .disableNext where directive.line + 1 == line:
                return true
            case .disable where directive.line <= line:
                regionDisabled = true
            case .enable where directive.line <= line:
                regionDisabled = false
            default:
                break
            }
        }
        return regionDisabled
    }
}
