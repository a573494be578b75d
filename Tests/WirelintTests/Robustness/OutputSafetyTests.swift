import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Paths are chosen by whoever writes the pull request. Whatever characters they and the
/// messages contain, every reporter's output stays parseable by a real parser, says exactly
/// which file each finding is in, and cannot inject a workflow command or a forged line.
@Suite("Robustness: output safety")
struct OutputSafetyTests {
    typealias F = CLIFixtures

    /// Folders and files named with quotes, markup, `%` and escapes that look decoded already,
    /// `,`, `:` and `::`, line breaks, a tab, non-ASCII letters and an emoji.
    static let hostilePaths = [
        "We \"quoted\" <&> 100%, a::b/x::y, z:w '<&>' %0A%25.swift",
        "Caf\u{E9} \u{1F389}/line\nbreak\rand\ttab.swift",
        "::error file=forged,line=1::pwned/ok.swift",
        "plain/</testcase>]]>.swift",
    ]

    /// A type name and a key path with non-ASCII characters, a backslash and an emoji in the
    /// message, besides the paths.
    static let unusualMessages = """
        import SwiftUI

        struct Caf\u{E9}Badge: View {
            @Environment(\\.caf\u{E9}Locale) private var \u{1F369}
            @State private var seen = 0

            init() {
                _seen = State(initialValue: \u{1F369}.count)
            }

            var body: some View { Text("") }
        }

        """

    /// The reporters `wirelint lint --help` offers, so a new one cannot skip this test.
    static func reporters() throws -> [String] {
        let help = try WirelintCLI.run(["lint", "--help"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        let flattened = help.stdout.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let list = try #require(flattened.firstMatch(of: /Output format: ([a-z, -]+)/)?.1, "\(help)")
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("every reporter's output parses and names the hostile paths exactly")
    func everyReporter() throws {
        let tree = try TemporaryTree()
        for path in Self.hostilePaths { try tree.file(path, F.cartBadge.text) }
        try tree.file("Unicode/Messages.swift", Self.unusualMessages)
        let reporters = try Self.reporters()
        #expect(Set(reporters).isSuperset(of: ["text", "sarif", "json", "github-actions", "checkstyle", "junit", "codeclimate"]), "\(reporters)")
        let findingCount = Self.hostilePaths.count + 1

        for reporter in reporters {
            let run = try WirelintCLI.run(["lint", "--no-cache", "--reporter", reporter], in: tree.url)
            #expect(run.status == 1, "\(reporter):\n\(run)")
            switch reporter {
            case "text":
                // Line breaks in a path are escaped: one line per finding, nothing forged.
                #expect(run.findings.count == findingCount && run.stdoutLines.count == findingCount, "\(run)")
                for path in Self.hostilePaths {
                    let shown = path.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
                    #expect(run.findings.contains { $0.path == shown }, "\(path.debugDescription) in:\n\(run)")
                }
            case "github-actions":
                let commands = try run.stdoutLines.map(Self.workflowCommand)
                #expect(commands.count == findingCount, "\(run)")
                #expect(Set(commands.compactMap { $0["file"] }).isSuperset(of: Self.hostilePaths), "\(commands)")
            case "checkstyle", "junit":
                let values = try Self.xmlValues(run.stdout)
                for path in Self.hostilePaths {
                    #expect(values.contains { $0.contains(path) }, "\(reporter): \(path.debugDescription) in:\n\(run.stdout)")
                }
                #expect(values.contains { $0.contains("\u{1F369}") && $0.contains("caf\u{E9}Locale") }, "\(reporter): the message")
            case "github-summary":
                // Markdown: no path or message opens HTML, and a line break in one starts no line.
                #expect(!run.stdout.contains("<"), "\(run)")
                for path in Self.hostilePaths where path.contains("\n") {
                    let rest = path.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
                    #expect(!run.stdoutLines.contains { $0.hasPrefix(rest) }, "\(path.debugDescription) starts a line")
                }
            default:
                // sarif, json, codeclimate, and any JSON format added later.
                let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8), options: [.fragmentsAllowed])
                let strings = Self.strings(in: json)
                for path in Self.hostilePaths {
                    // SARIF URIs are percent-encoded; every other format shows the path itself.
                    #expect(strings.contains { $0 == path || $0.removingPercentEncoding == path }, "\(reporter): \(path.debugDescription)")
                }
                #expect(strings.contains { $0.contains("\u{1F369}") && $0.contains("caf\u{E9}Locale") }, "\(reporter): the message")
            }
        }
    }

    /// Parses `::error|warning props::message` the way the Actions runner does and returns the
    /// unescaped properties; throws on anything else.
    static func workflowCommand(_ line: String) throws -> [String: String] {
        let match = try #require(line.wholeMatch(of: /::(error|warning) ([^:]*)::(.*)/), "not a workflow command: \(line.debugDescription)")
        func unescape(_ text: Substring) -> String {
            text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
                .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
                .replacingOccurrences(of: "%25", with: "%")
        }
        var properties: [String: String] = [:]
        for property in match.2.split(separator: ",") {
            let parts = property.split(separator: "=", maxSplits: 1)
            try #require(parts.count == 2, "a property without a value: \(property)")
            properties[String(parts[0])] = unescape(parts[1])
        }
        #expect(!match.3.contains("\n") && !match.3.contains("\r"))
        return properties
    }

    /// Every attribute value and text node of an XML document; throws when it does not parse.
    static func xmlValues(_ xml: String) throws -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var values: [String] = []
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                values += attributes.values
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { values.append(string) }
            func parser(_ parser: XMLParser, foundCDATA block: Data) { values.append(String(decoding: block, as: UTF8.self)) }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        try #require(parser.parse(), "invalid XML (\(parser.parserError.map { "\($0)" } ?? "?")):\n\(xml)")
        return collector.values
    }

    static func strings(in json: Any) -> [String] {
        switch json {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings)
        default: []
        }
    }
}
