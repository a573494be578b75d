import WirelintFacts
import WirelintRules

/// A plain JSON document for scripts, dashboards and bots that do not speak SARIF.
///
/// The schema is versioned (`version`) and documented in the README; fields are only ever
/// added. Suppressed findings are included with `suppressed: true` so a consumer can count
/// them, and left out of the error and warning counts, as in the text summary. Lines and
/// columns are 1-based, columns in UTF-8 bytes like the text output.
public struct JSONReporter: Reporter {
    /// The `version` field; raised only for a change that could break a consumer.
    public static let schemaVersion = 1

    public init() {}

    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        let fingerprints = FindingFingerprints.fingerprints(for: report)
        let document = Document(
            version: Self.schemaVersion,
            tool: Tool(name: "wirelint", version: ToolVersion.current),
            root: report.rootPath,
            findings: zip(report.findings, fingerprints).lazy.map(Entry.init),
            summary: Summary(
                errors: report.errorCount,
                warnings: report.warningCount,
                suppressed: report.findings.count { $0.isSuppressed },
                files: report.fileCount
            )
        )
        JSONWriter.write(document, to: &output)
        return []
    }

    /// `Entries` makes each finding's entry as it is written.
    struct Document<Entries: Sequence<Entry>>: JSONValue {
        var version: Int
        var tool: Tool
        /// The absolute folder `path`s are relative to (unless a path is absolute itself).
        var root: String
        var findings: Entries
        var summary: Summary

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("findings", JSONArray(findings))
                json.member("root", root)
                json.member("summary", summary)
                json.member("tool", tool)
                json.member("version", version)
            }
        }
    }

    struct Tool: JSONValue {
        var name: String
        var version: String

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("name", name)
                json.member("version", version)
            }
        }
    }

    struct Summary: JSONValue {
        var errors: Int
        var warnings: Int
        var suppressed: Int
        var files: Int

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("errors", errors)
                json.member("files", files)
                json.member("suppressed", suppressed)
                json.member("warnings", warnings)
            }
        }
    }

    struct Entry: JSONValue {
        var rule: String
        var severity: String
        var message: String
        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        /// Other places involved, each with a sentence saying why.
        var related: [Place]
        /// The ordered path that proves the finding (root → … → culprit), as in SARIF `codeFlows`.
        var trace: [Place]
        var fingerprint: String
        var suppressed: Bool

        init(_ finding: Finding, fingerprint: String) {
            let range = finding.location.range
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            path = finding.location.file
            line = range.start.line
            column = range.start.column
            endLine = range.end.line
            endColumn = range.end.column
            related = finding.related.map(Place.init)
            trace = finding.path.map(Place.init)
            self.fingerprint = fingerprint
            suppressed = finding.isSuppressed
        }

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("column", column)
                json.member("endColumn", endColumn)
                json.member("endLine", endLine)
                json.member("fingerprint", fingerprint)
                json.member("line", line)
                json.member("message", message)
                json.member("path", path)
                json.member("related", related)
                json.member("rule", rule)
                json.member("severity", severity)
                json.member("suppressed", suppressed)
                json.member("trace", trace)
            }
        }
    }

    struct Place: JSONValue {
        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var message: String

        init(_ annotated: AnnotatedLocation) {
            let range = annotated.location.range
            path = annotated.location.file
            line = range.start.line
            column = range.start.column
            endLine = range.end.line
            endColumn = range.end.column
            message = annotated.message
        }

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("column", column)
                json.member("endColumn", endColumn)
                json.member("endLine", endLine)
                json.member("line", line)
                json.member("message", message)
                json.member("path", path)
            }
        }
    }
}
