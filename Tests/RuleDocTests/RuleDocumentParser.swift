import Foundation

/// Reads a rule document in the format described at the top of `Rules/README.md`.
///
/// Headings are ATX (`#`, `##`, `###`); code blocks are fenced with ```` ``` ```` or `~~~` at the
/// start of a line. Everything else is prose and is not interpreted.
struct RuleDocumentParser {
    private var document: RuleDocument
    private let documentPath: String
    private var section: String?
    private var example: RuleExample?
    private var fix: RuleExample?
    private var fence: OpenFence?

    /// `folder` is the document's folder relative to the repository root, for messages.
    static func parse(fileName: String, text: String, folder: String = "Rules") -> RuleDocument {
        var parser = RuleDocumentParser(fileName: fileName, folder: folder)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            parser.read(line.hasSuffix("\r") ? line.dropLast() : line, number: index + 1)
        }
        return parser.finish()
    }

    private init(fileName: String, folder: String) {
        document = RuleDocument(fileName: fileName)
        documentPath = "\(folder)/\(fileName)"
    }

    private mutating func read(_ line: Substring, number: Int) {
        if var open = fence {
            if open.isClosed(by: line) {
                fence = nil
                add(open.block)
            } else {
                open.lines.append(String(line))
                fence = open
            }
        } else if let open = OpenFence(line, number: number) {
            fence = open
        } else if let title = heading(line, level: 1) {
            if document.title != nil || section != nil {
                document.problems.append("line \(number): the `#` title must be the document's only level-1 heading, before any section")
            }
            document.title = title
        } else if let title = heading(line, level: 2) {
            finishExample()
            section = title
            document.sections.append(title)
            if title == "How to fix" {
                fix = RuleExample(
                    ruleID: document.ruleID, documentPath: documentPath, title: "How to fix", line: number,
                    kind: .nonTriggering, isFix: true)
            }
        } else if let title = heading(line, level: 3), let kind = exampleKind {
            finishExample()
            example = RuleExample(ruleID: document.ruleID, documentPath: documentPath, title: title, line: number, kind: kind)
        } else if section == nil, line.hasPrefix(Self.identifierPrefix) {
            document.declaredID = line.dropFirst(Self.identifierPrefix.count).prefix { $0 != "`" }.description
            document.declaredSeverity = line.range(of: Self.severityPrefix).map { String(line[$0.upperBound...]) }
        }
    }

    private static let identifierPrefix = "**Identifier:** `"
    private static let severityPrefix = "**Default severity:** "

    private var exampleKind: RuleExample.Kind? {
        [RuleExample.Kind.triggering, .nonTriggering].first { $0.sectionTitle == section }
    }

    private func heading(_ line: Substring, level: Int) -> String? {
        let hashes = String(repeating: "#", count: level)
        guard line.hasPrefix(hashes + " ") else { return nil }
        return line.dropFirst(level + 1).trimmingCharacters(in: .whitespaces)
    }

    private mutating func add(_ block: CodeBlock) {
        if exampleKind != nil {
            guard example != nil else {
                document.problems.append("line \(block.line): code block before the first `###` example title of “\(section ?? "")”")
                return
            }
            example!.add(block)
        } else if section == "How to fix", block.language == "swift" {
            fix!.add(block)
        } else if section == "Configuration", block.language == "yaml" {
            document.configurationSamples.append(block)
        }
    }

    private mutating func finishExample() {
        guard var finished = example else { return }
        example = nil
        if document.examples.contains(where: { $0.kind == finished.kind && $0.title == finished.title }) {
            finished.problems.append("another \(finished.kind.rawValue) example has the same title")
        }
        finished.checkMarkers()
        document.examples.append(finished)
    }

    private mutating func finish() -> RuleDocument {
        if let open = fence {
            document.problems.append("line \(open.line): code block is never closed")
        }
        finishExample()
        if var fix {
            if fix.files.isEmpty {
                document.problems.append("line \(fix.line): How to fix has no ```swift block with the corrected code")
            } else {
                fix.checkMarkers()
                document.examples.append(fix)
            }
        }
        return document
    }
}

/// A code fence that has been opened and not yet closed.
private struct OpenFence {
    let character: Character
    let length: Int
    let info: String
    let line: Int
    var lines: [String] = []

    /// Recognises an opening fence: three or more backticks or tildes at the start of a line.
    init?(_ text: Substring, number: Int) {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix { $0 == first }.count
        let info = text.dropFirst(length).trimmingCharacters(in: .whitespaces)
        guard length >= 3, !(first == "`" && info.contains("`")) else { return nil }
        character = first
        self.length = length
        self.info = info
        line = number
    }

    func isClosed(by text: Substring) -> Bool {
        let length = text.prefix { $0 == character }.count
        return length >= self.length && text.dropFirst(length).allSatisfy(\.isWhitespace)
    }

    var block: CodeBlock {
        let words = info.split(separator: " ", maxSplits: 1)
        return CodeBlock(
            language: words.first.map(String.init) ?? "",
            path: words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil,
            text: lines.joined(separator: "\n"),
            line: line
        )
    }
}

extension RuleExample {
    /// Adds a block of the example's project: a Swift file or the configuration.
    fileprivate mutating func add(_ block: CodeBlock) {
        switch block.language {
        case "swift":
            let path = block.path ?? "Example.swift"
            if files.contains(where: { $0.path == path }) {
                problems.append("line \(block.line): two blocks are named \(path)")
            }
            let marked = FindingMarkers.strip(block.text)
            for problem in marked.problems {
                problems.append("line \(block.line + problem.line): \(problem.message)")
            }
            files.append(ExampleFile(path: path, text: marked.text, line: block.line))
            expected += marked.markers.map { marker in
                ExpectedFinding(
                    position: ReportedPosition(file: path, line: marker.line, column: marker.column),
                    ruleID: marker.ruleID ?? ruleID, severity: marker.severity, range: marker.range,
                    messageFragment: marker.messageFragment)
            }
        case "yaml" where block.path == ".wirelint.yml":
            if configuration != nil {
                problems.append("line \(block.line): an example has at most one .wirelint.yml block")
            }
            if block.text.contains(FindingMarkers.marker) {
                problems.append("line \(block.line): ↓ marks code, not configuration")
            }
            configuration = block
        default:
            problems.append("line \(block.line): an example holds only ```swift PATH and ```yaml .wirelint.yml blocks, not ```\(block.language) \(block.path ?? "")")
        }
    }

    /// Reports examples that cannot be checked as written.
    fileprivate mutating func checkMarkers() {
        if files.isEmpty {
            problems.append("the example has no ```swift block")
        }
        let ownFindings = expected.filter { $0.ruleID == ruleID }
        switch kind {
        case .triggering where ownFindings.isEmpty:
            problems.append("a triggering example marks every expected finding of \(ruleID) with ↓, and this one has none")
        case .nonTriggering where isFix && !expected.isEmpty:
            problems.append("How to fix shows only corrected code: remove the ↓ markers")
        case .nonTriggering where !ownFindings.isEmpty:
            problems.append("a non-triggering example must not mark findings of \(ruleID), only other rules' it expects")
        default:
            break
        }
    }
}
