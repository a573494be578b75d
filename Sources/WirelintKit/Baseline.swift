import Foundation
import WirelintRules

/// The findings a project has accepted for now (`--baseline FILE`), so that a team adopting
/// wirelint on an existing app fails only on findings that are new.
///
/// A finding is identified by its rule, its file, the text of its line and its message — not
/// by its line number, so adding or removing code above it does not make it new. The line's
/// text is normalised (surrounding whitespace dropped, inner runs collapsed to one space), so
/// re-indenting does not either. Identical findings are counted: with two recorded, a third
/// one is new. Paths are relative to the baseline file's folder, so the file works from any
/// working directory and in any checkout.
public struct Baseline: Codable, Equatable, Sendable {
    /// The file format's version; a file with another version is rejected rather than misread.
    public static let formatVersion = 1

    public var version: Int
    public var findings: [Entry]

    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        /// The finding's line, normalised.
        public var source: String
        public var message: String
        /// How many findings share all of the above.
        public var count: Int
    }
}

/// Applies and writes baselines for one run.
struct BaselineStage {
    /// `--baseline`: findings it records are not reported.
    var baselinePath: String?
    /// `--write-baseline`: where to record the accepted findings.
    var writePath: String?
    var workingDirectory: URL

    /// Returns the findings to report and lines for stderr.
    ///
    /// - Only `--write-baseline`: every current finding is recorded and none is reported —
    ///   the adoption step.
    /// - `--baseline` (with or without `--write-baseline`): recorded findings are hidden, new
    ///   ones reported; the written file keeps only the recorded findings that still occur, so
    ///   it shrinks as they are fixed and never silently grows.
    ///
    /// Suppressed findings are neither recorded nor matched: the comment already decides them.
    func apply(_ findings: [Finding], root: String, sourceText: @escaping (String) -> String?) throws(UsageError) -> (findings: [Finding], diagnostics: [String]) {
        guard baselinePath != nil || writePath != nil else { return (findings, []) }
        var keys = KeyMaker(root: root, sourceText: sourceText)
        var reported: [Finding] = []
        var accepted: [Finding] = []

        if let baselinePath {
            let directory = folder(of: baselinePath)
            var remaining = try load(baselinePath).findings.reduce(into: [Key: Int]()) { counts, entry in
                counts[Key(entry), default: 0] += entry.count
            }
            for finding in findings {
                let key = finding.isSuppressed ? nil : keys.key(for: finding, relativeTo: directory)
                if let key, let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                    accepted.append(finding)
                } else {
                    reported.append(finding)
                }
            }
        } else {
            accepted = findings.filter { !$0.isSuppressed }
            reported = findings.filter(\.isSuppressed)
        }

        var diagnostics: [String] = []
        if let baselinePath {
            diagnostics.append("\(Self.counted(accepted.count)) from baseline \(baselinePath) not reported")
        }
        if let writePath {
            let directory = folder(of: writePath)
            try write(accepted.map { keys.key(for: $0, relativeTo: directory) }, to: writePath)
            diagnostics.append("wrote \(Self.counted(accepted.count)) to baseline \(writePath)")
        }
        return (reported, diagnostics)
    }

    // MARK: - Files

    private func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    }

    private func folder(of path: String) -> String {
        url(path).deletingLastPathComponent().path
    }

    private func load(_ path: String) throws(UsageError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url(path))
        } catch {
            throw UsageError("error: --baseline: cannot read \(path) (create it with --write-baseline \(path))")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw UsageError("error: --baseline: \(path) is not a wirelint baseline: \(Self.describe(error))")
        }
        guard baseline.version == Baseline.formatVersion else {
            throw UsageError("error: --baseline: \(path) has format version \(baseline.version); this wirelint reads version \(Baseline.formatVersion)")
        }
        return baseline
    }

    private static func counted(_ count: Int) -> String {
        "\(count) \(count == 1 ? "finding" : "findings")"
    }

    private func write(_ keys: [Key], to path: String) throws(UsageError) {
        var counts: [Key: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        let findings = counts.map { key, count in
            var entry = key.entry
            entry.count = count
            return entry
        }.sorted { ($0.path, $0.rule, $0.source, $0.message) < ($1.path, $1.rule, $1.source, $1.message) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(Baseline(version: Baseline.formatVersion, findings: findings))
        } catch {
            throw UsageError("error: --write-baseline: cannot write \(path): \(error.localizedDescription)")
        }
        var output = try ReportOutput(path: path, relativeTo: workingDirectory, option: "--write-baseline")
        output.write(String(decoding: data, as: UTF8.self) + "\n")
        try output.finish()
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "invalid JSON"
        }
    }
}

/// What identifies a finding in a baseline: everything but the count.
private struct Key: Hashable {
    var rule: String
    var path: String
    var source: String
    var message: String

    init(rule: String, path: String, source: String, message: String) {
        self.rule = rule
        self.path = path
        self.source = source
        self.message = message
    }

    init(_ entry: Baseline.Entry) {
        self.init(rule: entry.rule, path: entry.path, source: entry.source, message: entry.message)
    }

    var entry: Baseline.Entry {
        Baseline.Entry(rule: rule, path: path, source: source, message: message, count: 1)
    }
}

/// Builds keys, splitting each file into lines once.
private struct KeyMaker {
    var root: String
    var sourceText: (String) -> String?
    private var lines: [String: [Substring]] = [:]

    init(root: String, sourceText: @escaping (String) -> String?) {
        self.root = root
        self.sourceText = sourceText
    }

    mutating func key(for finding: Finding, relativeTo directory: String) -> Key {
        let file = finding.location.file
        if lines[file] == nil {
            // Split on every line ending (LF, CRLF, CR) as the positions count them.
            lines[file] = sourceText(file).map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) } ?? []
        }
        let index = finding.location.range.start.line - 1
        let line = lines[file].flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? ""
        let source = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return Key(rule: finding.ruleID, path: relative(file, to: directory), source: source, message: finding.message)
    }

    private func relative(_ file: String, to directory: String) -> String {
        let absolute = file.hasPrefix("/") ? file : URL(fileURLWithPath: root).appendingPathComponent(file).standardizedFileURL.path
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
