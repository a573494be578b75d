import WirelintFacts
import WirelintRules

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// Unlike text output, suppressed findings stay in (flagged with an `inSource` suppression), so
/// code scanning shows them as dismissed instead of reopening them as fixed-then-new. Columns
/// are UTF-16 code units (`columnKind`), the unit GitHub's viewer counts in.
public struct SARIFReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to output: inout some TextOutputStream) {
        JSONWriter.write(log(for: report), to: &output)
    }

    private func log(for report: Report) -> SARIF.Log<some Sequence<SARIF.Result>> {
        let ruleIndices = Dictionary(
            report.rules.enumerated().map { ($0.element.id, $0.offset) },
            uniquingKeysWith: { first, _ in first }
        )
        // Each file is hashed once, however many findings it has.
        let fingerprintsByFile = report.lineFingerprintsByFile()
        let results = report.findings.lazy.map { finding in
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
        let evidence = finding.related + finding.path
        // Ids start at 1 so that a message can link them as `[text](1)`.
        let relatedLocations = evidence.enumerated().map { offset, step in
            SARIF.Location(id: offset + 1, physicalLocation: physicalLocation(step.location), message: SARIF.Message(text: step.message))
        }
        let codeFlow = SARIF.CodeFlow(threadFlows: [SARIF.ThreadFlow(locations: finding.path.map { step in
            SARIF.ThreadFlowLocation(location: SARIF.Location(physicalLocation: physicalLocation(step.location), message: SARIF.Message(text: step.message)))
        })])
        return SARIF.Result(
            ruleId: finding.ruleID,
            ruleIndex: ruleIndex,
            level: finding.severity.rawValue,
            message: SARIF.Message(text: finding.message),
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
            artifactLocation: SARIF.ArtifactLocation(uri: URIReference.relative(path: location.file), uriBaseId: SARIF.sourceRootBaseID),
            region: SARIF.Region(
                startLine: range.start.line,
                startColumn: range.start.utf16Column,
                endLine: range.end.line,
                endColumn: range.end.utf16Column
            )
        )
    }
}
