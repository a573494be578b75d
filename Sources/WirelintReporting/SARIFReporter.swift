import WirelintFacts
import WirelintRules

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// Unlike text output, suppressed findings stay in (flagged with an `inSource` suppression), so
/// code scanning shows them as dismissed instead of reopening them as fixed-then-new. Columns
/// are UTF-16 code units (`columnKind`), the unit GitHub's viewer counts in.
///
/// The log stays within what code scanning accepts ("SARIF support for code scanning",
/// https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning):
/// an upload with more than 25,000 results in a run is rejected whole, and of a result's
/// locations only 100 are kept. A path's steps are written once, as the code flow.
public struct SARIFReporter: Reporter {
    /// Results per run that code scanning accepts.
    public static let maximumResults = 25_000
    /// Related locations per result that code scanning keeps.
    public static let maximumRelatedLocations = 100
    /// The gzipped size of an upload that code scanning accepts: 10 MB, read as the smaller
    /// of its two meanings.
    public static let maximumGzippedBytes = 10_000_000

    public init() {}

    /// Returns a warning for each limit the report meets: the results left out, and a log whose
    /// upload code scanning would refuse for its size.
    @discardableResult
    public func write(_ report: Report, to output: inout some TextOutputStream) -> [String] {
        let kept = Self.mostSevere(report.findings)
        let omitted = report.findings.count - kept.count
        var notifications: [SARIF.Notification] = []
        var warnings: [String] = []
        if omitted > 0 {
            let sentence = "\(omitted) of \(report.findings.count) results left out: code scanning takes at most \(Self.maximumResults) per run; "
                + "the most severe are kept"
            notifications.append(SARIF.Notification(level: "warning", message: SARIF.Message(text: sentence)))
            warnings.append("warning: SARIF: \(sentence)")
        }
        var measured = GzipMeasuredOutput(base: output)
        JSONWriter.write(log(for: report, findings: kept, notifications: notifications), to: &measured)
        output = measured.base
        if let gzipped = measured.size.finish(), gzipped > Self.maximumGzippedBytes {
            warnings.append("warning: SARIF: the report takes \(Self.megabytes(gzipped)) gzipped; code scanning refuses uploads over "
                + "\(Self.megabytes(Self.maximumGzippedBytes))")
        }
        return warnings
    }

    /// The findings to report, in report order: all of them, or as many as a run may hold,
    /// errors before warnings and suppressed ones last.
    static func mostSevere(_ findings: [Finding]) -> [Finding] {
        guard findings.count > maximumResults else { return findings }
        func rank(_ finding: Finding) -> Int { (finding.isSuppressed ? 2 : 0) + (finding.severity == .error ? 0 : 1) }
        let kept = findings.indices.sorted { (rank(findings[$0]), $0) < (rank(findings[$1]), $1) }.prefix(maximumResults)
        return kept.sorted().map { findings[$0] }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private func log(
        for report: Report, findings: [Finding], notifications: [SARIF.Notification]
    ) -> SARIF.Log<some Sequence<SARIF.Result>> {
        let ruleIndices = Dictionary(
            report.rules.enumerated().map { ($0.element.id, $0.offset) },
            uniquingKeysWith: { first, _ in first }
        )
        // Each file is hashed once, however many findings it has.
        let fingerprintsByFile = report.lineFingerprintsByFile()
        let results = findings.lazy.map { finding in
            let lineHash = fingerprintsByFile[finding.location.file]?[line: finding.location.range.start.line]
            return result(for: finding, ruleIndex: ruleIndices[finding.ruleID], lineHash: lineHash)
        }
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.ToolComponent(
                name: "wirelint",
                semanticVersion: ToolVersion.current,
                informationUri: ToolVersion.homepage,
                rules: report.rules.map(descriptor(for:))
            )),
            invocations: notifications.isEmpty ? nil : [SARIF.Invocation(toolExecutionNotifications: notifications)],
            originalUriBaseIds: [SARIF.sourceRootBaseID: SARIF.ArtifactLocation(uri: URIReference.directory(absolutePath: report.rootPath))],
            results: results
        )
        return SARIF.Log(runs: [run])
    }

    private func descriptor(for rule: RuleDescription) -> SARIF.ReportingDescriptor {
        let helpURI = ToolVersion.documentationURI(forRule: rule.id)
        return SARIF.ReportingDescriptor(
            id: rule.id,
            name: rule.name,
            shortDescription: SARIF.MultiformatMessage(text: rule.summary),
            fullDescription: SARIF.MultiformatMessage(text: rule.rationale),
            // GitHub shows `help` in the alert panel; the link leads to the examples and options.
            help: SARIF.MultiformatMessage(
                text: "\(rule.rationale)\n\nDocumentation: \(helpURI)",
                markdown: "\(rule.rationale)\n\nSee [\(rule.id)](\(helpURI)) for examples and configuration."
            ),
            helpUri: helpURI,
            defaultConfiguration: SARIF.ReportingConfiguration(level: rule.defaultSeverity.rawValue)
        )
    }

    /// `lineHash` is `nil` when the file's text is unavailable; GitHub's upload action then
    /// computes the value from the checkout, which beats guessing one from a different text.
    private func result(for finding: Finding, ruleIndex: Int?, lineHash: String?) -> SARIF.Result {
        // The path's steps are the code flow; the related locations are the other places.
        let steps = Set(finding.path)
        let related = finding.related.filter { !steps.contains($0) }
        let listed = related.prefix(Self.maximumRelatedLocations)
        var message = finding.message
        if listed.count < related.count {
            message += " (\(related.count - listed.count) more related locations not listed)"
        }
        // Ids start at 1 so that a message can link them as `[text](1)`.
        let relatedLocations = listed.enumerated().map { offset, place in
            SARIF.Location(id: offset + 1, physicalLocation: physicalLocation(place.location), message: SARIF.Message(text: place.message))
        }
        let codeFlow = SARIF.CodeFlow(threadFlows: [SARIF.ThreadFlow(locations: finding.path.map { step in
            SARIF.ThreadFlowLocation(location: SARIF.Location(physicalLocation: physicalLocation(step.location), message: SARIF.Message(text: step.message)))
        })])
        return SARIF.Result(
            ruleId: finding.ruleID,
            ruleIndex: ruleIndex,
            level: finding.severity.rawValue,
            message: SARIF.Message(text: message),
            locations: [SARIF.Location(physicalLocation: physicalLocation(finding.location))],
            relatedLocations: relatedLocations.isEmpty ? nil : relatedLocations,
            codeFlows: finding.path.isEmpty ? nil : [codeFlow],
            partialFingerprints: lineHash.map { ["primaryLocationLineHash": $0] },
            suppressions: finding.isSuppressed ? [SARIF.Suppression(kind: "inSource")] : []
        )
    }

    private func physicalLocation(_ location: SourceLocation) -> SARIF.PhysicalLocation {
        let range = location.range
        return SARIF.PhysicalLocation(
            artifactLocation: artifactLocation(location.file),
            region: SARIF.Region(
                startLine: range.start.line,
                startColumn: range.start.utf16Column,
                endLine: range.end.line,
                endColumn: range.end.utf16Column
            )
        )
    }

    /// A path relative to the lint root is a reference from `%SRCROOT%`; an absolute one
    /// (`--absolute-paths`, or a file outside the root) is a URI of its own, with no base.
    private func artifactLocation(_ path: String) -> SARIF.ArtifactLocation {
        path.hasPrefix("/")
            ? SARIF.ArtifactLocation(uri: URIReference.file(absolutePath: path))
            : SARIF.ArtifactLocation(uri: URIReference.relative(path: path), uriBaseId: SARIF.sourceRootBaseID)
    }
}
