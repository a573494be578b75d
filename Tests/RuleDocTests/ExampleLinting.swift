import WirelintConfig
import WirelintKit
import WirelintRules

extension RuleExample {
    /// The configuration the example runs with: its `.wirelint.yml` block, else the defaults.
    /// Every rule it enables runs, so another rule's finding on an example is seen too.
    func runConfiguration() throws -> Configuration {
        try configuration.map { try ConfigurationLoader.parse(yaml: $0.text, file: ".wirelint.yml") } ?? Configuration()
    }

    /// The unsuppressed findings of linting the example's files.
    func lint() throws -> [Finding] {
        let sources = files.map { SourceText(path: $0.path, text: $0.text) }
        return Linter(configuration: try runConfiguration()).lint(sources: sources).findings.filter { !$0.isSuppressed }
    }

    /// The code `finding` covers, read from the example's file.
    func text(coveredBy finding: Finding) -> String? {
        guard let file = files.first(where: { $0.path == finding.location.file }) else { return nil }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let (start, end) = (finding.location.range.start, finding.location.range.end)
        guard start.line >= 1, end.line <= lines.count, start <= end else { return nil }
        var covered: [UInt8] = []
        for line in start.line...end.line {
            let bytes = lines[line - 1]
            let from = line == start.line ? start.column - 1 : 0
            let to = line == end.line ? end.column - 1 : bytes.count
            guard from >= 0, from <= to, to <= bytes.count else { return nil }
            if line > start.line { covered.append(UInt8(ascii: "\n")) }
            covered += bytes[from..<to]
        }
        return String(decoding: covered, as: UTF8.self)
    }
}

extension Finding {
    var reportedPosition: ReportedPosition {
        ReportedPosition(file: location.file, line: location.range.start.line, column: location.range.start.column)
    }
}
