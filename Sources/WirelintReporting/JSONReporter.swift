import Foundation
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

    public func render(_ report: Report) -> String {
        let fingerprints = FindingFingerprints.fingerprints(for: report)
        let document = Document(
            version: Self.schemaVersion,
            tool: Tool(name: "wirelint", version: ToolVersion.current),
            root: report.rootPath,
            findings: zip(report.findings, fingerprints).map(Entry.init),
            summary: Summary(
                errors: report.errorCount,
                warnings: report.warningCount,
                suppressed: report.findings.count { $0.isSuppressed },
                files: report.fileCount
            )
        )
        return JSONOutput.encode(document)
    }

    struct Document: Encodable {
        var version: Int
        var tool: Tool
        /// The absolute folder `path`s are relative to (unless a path is absolute itself).
        var root: String
        var findings: [Entry]
        var summary: Summary
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var suppressed: Int
        var files: Int
    }

    struct Entry: Encodable {
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
    }

    struct Place: Encodable {
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
    }
}

/// The JSON encoding every JSON-based reporter shares.
enum JSONOutput {
    /// Pretty-printed with sorted keys, so the bytes depend only on the report; ends with a
    /// newline. Never a byte-order mark: GitLab and most JSON readers reject one.
    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // The models hold only strings, integers and booleans, which always encode.
            preconditionFailure("report failed to encode as JSON: \(error)")
        }
    }
}
