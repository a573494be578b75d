import WirelintRules

/// GitLab Code Quality's report: a JSON array of Code Climate issues.
///
/// GitLab shows these in merge requests, comparing the report of the source branch with the
/// target's by `fingerprint`, so the fingerprint must stay the same while a finding does
/// (see `FindingFingerprints`). Suppressed findings are left out: GitLab has no notion of a
/// suppressed issue and would show them as open. Only the fields GitLab reads are written.
public struct CodeClimateReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let fingerprints = FindingFingerprints.fingerprints(for: report)
        let issues = zip(report.findings, fingerprints).filter { !$0.0.isSuppressed }.map { finding, fingerprint in
            Issue(
                description: "\(finding.message) [\(finding.ruleID)]",
                check_name: finding.ruleID,
                fingerprint: fingerprint,
                severity: Self.severity(finding.severity),
                location: Location(
                    path: finding.location.file,
                    lines: Lines(begin: finding.location.range.start.line, end: finding.location.range.end.line)
                )
            )
        }
        return JSONOutput.encode(issues)
    }

    /// Code Climate's scale is info, minor, major, critical, blocker: an error (a crash at run
    /// time) is critical, a warning major.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        }
    }

    // Property names are GitLab's, snake case included.
    struct Issue: Encodable {
        var type = "issue"
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var categories = ["Bug Risk"]
        var location: Location
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
        var end: Int
    }
}
