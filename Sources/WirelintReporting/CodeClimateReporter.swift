import WirelintRules

/// GitLab Code Quality's report: a JSON array of Code Climate issues.
///
/// GitLab shows these in merge requests, comparing the report of the source branch with the
/// target's by `fingerprint`, so the fingerprint must stay the same while a finding does
/// (see `FindingFingerprints`). Suppressed findings are left out: GitLab has no notion of a
/// suppressed issue and would show them as open. Only the fields GitLab reads are written.
public struct CodeClimateReporter: Reporter {
    public init() {}

    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        let fingerprints = FindingFingerprints.fingerprints(for: report)
        let issues = zip(report.findings, fingerprints).lazy.filter { !$0.0.isSuppressed }.map { finding, fingerprint in
            Issue(
                description: "\(finding.message) [\(finding.ruleID)]",
                checkName: finding.ruleID,
                fingerprint: fingerprint,
                severity: Self.severity(finding.severity),
                location: Location(
                    path: finding.location.file,
                    lines: Lines(begin: finding.location.range.start.line, end: finding.location.range.end.line)
                )
            )
        }
        JSONWriter.write(JSONArray(issues), to: &output)
        return []
    }

    /// Code Climate's scale is info, minor, major, critical, blocker: an error (a crash at run
    /// time) is critical, a warning major.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        }
    }

    // Member names are GitLab's, snake case included.
    struct Issue: JSONValue {
        var type = "issue"
        var description: String
        var checkName: String
        var fingerprint: String
        var severity: String
        var categories = ["Bug Risk"]
        var location: Location

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("categories", categories)
                json.member("check_name", checkName)
                json.member("description", description)
                json.member("fingerprint", fingerprint)
                json.member("location", location)
                json.member("severity", severity)
                json.member("type", type)
            }
        }
    }

    struct Location: JSONValue {
        var path: String
        var lines: Lines

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("lines", lines)
                json.member("path", path)
            }
        }
    }

    struct Lines: JSONValue {
        var begin: Int
        var end: Int

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("begin", begin)
                json.member("end", end)
            }
        }
    }
}
