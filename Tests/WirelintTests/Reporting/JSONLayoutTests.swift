import Foundation
import Testing
import WirelintFacts
import WirelintReporting
import WirelintRules

extension ReportingTests {
    /// The JSON reports (SARIF, JSON, Code Climate) keep one layout: pretty-printed with two
    /// spaces, keys sorted, slashes unescaped — the bytes Foundation's own writer gives for the
    /// same document — so that a report diffs cleanly against the last one and every string,
    /// control characters included, reads back as written.
    @Suite("JSON report layout")
    struct JSONLayoutTests {
        typealias F = ReportingFixtures

        static let awkwardText = "quote \" backslash \\ slash / tab \t bell \u{7} \u{8}\u{c}\r\n nul \u{0} del \u{7f} é 🎉 \u{2028}"

        /// Findings with every shape of member: related places and paths, none, suppressed.
        static var report: Report {
            let place = { (file: String, line: Int, message: String) in
                AnnotatedLocation(location: F.location(file, line: line, column: 2), message: message)
            }
            let awkwardPath = "Sources/\(awkwardText).swift"
            return F.report([
                F.finding("environment_in_init", .error, awkwardText, at: F.location(awkwardPath, line: 3, column: 5),
                          related: [place(awkwardPath, 1, awkwardText)],
                          path: [place("Root.swift", 7, "root"), place(awkwardPath, 3, awkwardText)]),
                F.finding("dependency_relay", .warning, "relay", at: F.location("A.swift", line: 1, column: 1)),
                F.finding("dependency_relay", .warning, "kept", at: F.location("B.swift", line: 2, column: 1), suppressed: true),
            ], root: "/work/\(awkwardText)", files: [awkwardPath: "a\nb\nlet x = 1\n"])
        }

        static let reporters: [(String, any Reporter)] = [
            ("sarif", SARIFReporter()), ("json", JSONReporter()), ("codeclimate", CodeClimateReporter()),
        ]

        @Test("each report is laid out as Foundation writes the same document", arguments: [0, 1, 2])
        func layout(reporter: Int) throws {
            let (name, reporter) = Self.reporters[reporter]
            for report in [Self.report, F.report([])] {
                let text = reporter.render(report)
                let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
                let rewritten = try JSONSerialization.data(
                    withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                #expect(text == String(decoding: rewritten, as: UTF8.self) + "\n", "\(name)")
            }
        }

        @Test("messages and paths read back as written")
        func stringsRoundTrip() throws {
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(Self.report).utf8)) as? [String: Any])
            let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
            let result = try #require((run["results"] as? [[String: Any]])?.first { ($0["ruleId"] as? String) == "environment_in_init" })
            #expect((result["message"] as? [String: Any])?["text"] as? String == Self.awkwardText)
            let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
            #expect((related["message"] as? [String: Any])?["text"] as? String == Self.awkwardText)

            let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(Self.report).utf8)) as? [String: Any])
            let entry = try #require((json["findings"] as? [[String: Any]])?.first { ($0["rule"] as? String) == "environment_in_init" })
            #expect(entry["message"] as? String == Self.awkwardText)
            #expect(entry["path"] as? String == "Sources/\(Self.awkwardText).swift")
            #expect(json["root"] as? String == "/work/\(Self.awkwardText)")
        }
    }
}
