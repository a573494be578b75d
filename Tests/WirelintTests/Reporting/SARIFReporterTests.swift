import Foundation
import Testing
import WirelintFacts
import WirelintReporting
import WirelintRules

extension ReportingTests {
    @Suite("SARIF structure")
    struct SARIFReporterTests {
        typealias F = ReportingFixtures

        /// The rendered log parsed back, so assertions see what GitHub sees.
        static func parsed(_ report: Report) throws -> [String: Any] {
            let text = SARIFReporter().render(report)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return try #require(object as? [String: Any])
        }

        static func run(_ report: Report) throws -> [String: Any] {
            let runs = try #require(parsed(report)["runs"] as? [[String: Any]])
            try #require(runs.count == 1)
            return runs[0]
        }

        static func results(_ report: Report) throws -> [[String: Any]] {
            try #require(run(report)["results"] as? [[String: Any]])
        }

        static func region(ofLocation location: [String: Any]) throws -> [String: Int] {
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            return try #require(physical["region"] as? [String: Int])
        }

        static func artifact(ofLocation location: [String: Any]) throws -> [String: String] {
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            return try #require(physical["artifactLocation"] as? [String: String])
        }

        static func primaryLocation(_ result: [String: Any]) throws -> [String: Any] {
            let locations = try #require(result["locations"] as? [[String: Any]])
            try #require(locations.count == 1)
            return locations[0]
        }

        @Test("log, run and driver carry what GitHub code scanning requires")
        func header() throws {
            let log = try Self.parsed(F.report([], root: "/home/ci/my app"))
            #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
            #expect(log["version"] as? String == "2.1.0")
            let run = try Self.run(F.report([], root: "/home/ci/my app"))
            #expect(run["columnKind"] as? String == "utf16CodeUnits")
            let baseIDs = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
            #expect(baseIDs == ["%SRCROOT%": ["uri": "file:///home/ci/my%20app/"]])
            #expect((run["results"] as? [Any])?.isEmpty == true)

            let tool = try #require(run["tool"] as? [String: Any])
            let driver = try #require(tool["driver"] as? [String: Any])
            #expect(driver["name"] as? String == "wirelint")
            #expect(driver["semanticVersion"] as? String == ToolVersion.current)
            #expect(driver["informationUri"] as? String == ToolVersion.homepage)
            let rules = try #require(driver["rules"] as? [[String: Any]])
            #expect(rules.count == F.rules.count)
            for (rule, description) in zip(rules, F.rules) {
                #expect(rule["id"] as? String == description.id)
                #expect(rule["name"] as? String == description.name)
                #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
                #expect((rule["fullDescription"] as? [String: String])?["text"] == description.rationale)
                let help = try #require(rule["help"] as? [String: String])
                #expect(help["text"]?.contains(description.rationale) == true)
                #expect(help["markdown"]?.contains(ToolVersion.documentationURI(forRule: description.id)) == true)
                #expect(rule["helpUri"] as? String == ToolVersion.documentationURI(forRule: description.id))
                #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == description.defaultSeverity.rawValue)
            }
        }

        @Test("each result points at its rule by id and index")
        func ruleIndex() throws {
            let findings = [
                F.finding("dependency_relay", .warning, "relay", at: F.location("a.swift", line: 1, column: 1)),
                F.finding("environment_in_init", .error, "early read", at: F.location("a.swift", line: 2, column: 1)),
            ]
            let run = try Self.run(F.report(findings))
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).map { $0["id"] as? String }
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.count == 2)
            for result in results {
                let index = try #require(result["ruleIndex"] as? Int)
                #expect(ruleIDs[index] == result["ruleId"] as? String)
            }
            #expect(results.map { $0["level"] as? String } == ["warning", "error"])
            #expect(results.map { ($0["message"] as? [String: String])?["text"] } == ["relay", "early read"])
        }

        @Test("regions count UTF-16 code units on a non-ASCII line")
        func utf16Columns() throws {
            let line = "let 🎉 = Text(\"é\"); _ = session"
            let prefix = line[..<line.range(of: "session")!.lowerBound]
            let utf8Start = prefix.utf8.count + 1, utf16Start = prefix.utf16.count + 1
            let length = "session".utf8.count
            #expect(utf8Start != utf16Start)
            let finding = F.finding(at: F.location(
                "a.swift", line: 1,
                column: utf8Start, endColumn: utf8Start + length,
                utf16Column: utf16Start, utf16EndColumn: utf16Start + length
            ))
            let result = try #require(Self.results(F.report([finding], files: ["a.swift": line])).first)
            let region = try Self.region(ofLocation: Self.primaryLocation(result))
            #expect(region == ["startLine": 1, "startColumn": utf16Start, "endLine": 1, "endColumn": utf16Start + length])
        }

        @Test("suppressed findings stay in, flagged inSource; others have an empty list")
        func suppressions() throws {
            let findings = [
                F.finding(at: F.location("a.swift", line: 1, column: 1), suppressed: true),
                F.finding(at: F.location("a.swift", line: 2, column: 1)),
            ]
            let results = try Self.results(F.report(findings))
            #expect(results.count == 2)
            #expect(results[0]["suppressions"] as? [[String: String]] == [["kind": "inSource"]])
            #expect(results[1]["suppressions"] as? [[String: String]] == [])
        }

        @Test("codeFlows follow the path, and only when there is one")
        func codeFlows() throws {
            let path = [
                AnnotatedLocation(location: F.location("Preview.swift", line: 3, column: 5), message: "preview renders AccountList"),
                AnnotatedLocation(location: F.location("List.swift", line: 8, column: 9), message: "AccountList shows AccountRow"),
            ]
            let related = [AnnotatedLocation(location: F.location("Row.swift", line: 2, column: 5), message: "@EnvironmentObject session")]
            let findings = [
                F.finding(at: F.location("Preview.swift", line: 1, column: 1), related: related, path: path),
                F.finding(at: F.location("Preview.swift", line: 9, column: 1), related: related),
                F.finding(at: F.location("Preview.swift", line: 10, column: 1)),
            ]
            let results = try Self.results(F.report(findings))

            let flows = try #require(results[0]["codeFlows"] as? [[String: Any]])
            #expect(flows.count == 1)
            let threadFlows = try #require(flows[0]["threadFlows"] as? [[String: Any]])
            #expect(threadFlows.count == 1)
            let steps = try #require(threadFlows[0]["locations"] as? [[String: Any]]).map { try #require($0["location"] as? [String: Any]) }
            #expect(steps.map { ($0["message"] as? [String: String])?["text"] } == path.map(\.message))
            #expect(try steps.map { try Self.artifact(ofLocation: $0)["uri"] } == ["Preview.swift", "List.swift"])
            #expect(try steps.map { try Self.region(ofLocation: $0)["startLine"] } == [3, 8])

            let relatedLocations = try #require(results[0]["relatedLocations"] as? [[String: Any]])
            #expect(relatedLocations.map { $0["id"] as? Int } == [1, 2, 3])
            #expect(relatedLocations.map { ($0["message"] as? [String: String])?["text"] } == (related + path).map(\.message))
            #expect(try relatedLocations.map { try Self.artifact(ofLocation: $0)["uriBaseId"] } == ["%SRCROOT%", "%SRCROOT%", "%SRCROOT%"])

            #expect(results[1]["codeFlows"] == nil)
            #expect((results[1]["relatedLocations"] as? [Any])?.count == 1)
            #expect(results[2]["codeFlows"] == nil)
            #expect(results[2]["relatedLocations"] == nil)
        }

        @Test("primaryLocationLineHash is the start line's hash, omitted when the text is unknown")
        func fingerprints() throws {
            let text = "import SwiftUI\n\nstruct Row: View {\n  @EnvironmentObject var session: Session\n}\n"
            let findings = [
                F.finding(at: F.location("Row.swift", line: 4, column: 3)),
                F.finding(at: F.location("Unread.swift", line: 1, column: 1)),
            ]
            let results = try Self.results(F.report(findings, files: ["Row.swift": text]))
            let expected = try #require(LineFingerprints(text: text)[line: 4])
            #expect(results[0]["partialFingerprints"] as? [String: String] == ["primaryLocationLineHash": expected])
            #expect(results[1]["partialFingerprints"] == nil)
        }

        @Test("hostile paths become valid URI references; hostile messages survive intact")
        func hostileStrings() throws {
            let path = "Sources/Wé \"q\" <&> 100%#?:/🎉\nline.swift"
            let message = "quote \" backslash \\ <tag> & 100% \n newline \u{1} control 🎉 é \u{2028}"
            let finding = F.finding("dependency_relay", .warning, message, at: F.location(path, line: 1, column: 1))
            let result = try #require(Self.results(F.report([finding])).first)
            #expect((result["message"] as? [String: String])?["text"] == message)

            let artifact = try Self.artifact(ofLocation: Self.primaryLocation(result))
            let uri = try #require(artifact["uri"])
            #expect(uri.removingPercentEncoding == path)
            #expect(uri.unicodeScalars.allSatisfy { $0.isASCII && !" \"<>\\^`{|}#?\n".unicodeScalars.contains($0) })
            #expect(!uri.prefix(while: { $0 != "/" }).contains(":"), "a colon before the first slash would read as a scheme")
            #expect(URL(string: uri) != nil)
        }

        @Test("output is deterministic whatever order findings arrive in")
        func determinism() {
            let findings = (1...20).map { index in
                F.finding(index.isMultiple(of: 2) ? "dependency_relay" : "environment_in_init", .warning, "m\(index)",
                          at: F.location("f\(index % 3).swift", line: index, column: index))
            }
            let forward = SARIFReporter().render(F.report(findings))
            #expect(forward == SARIFReporter().render(F.report(findings.reversed())))
            #expect(forward == SARIFReporter().render(F.report(findings.shuffled())))
            #expect(forward.hasSuffix("}\n"))
        }
    }
}
