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

            // The path's steps are the code flow only; the related locations are the rest.
            let relatedLocations = try #require(results[0]["relatedLocations"] as? [[String: Any]])
            #expect(relatedLocations.map { $0["id"] as? Int } == [1])
            #expect(relatedLocations.map { ($0["message"] as? [String: String])?["text"] } == related.map(\.message))
            #expect(try relatedLocations.map { try Self.artifact(ofLocation: $0)["uriBaseId"] } == ["%SRCROOT%"])

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

        /// A path's steps that are also among a finding's related places (the views on the
        /// way to a reader) are written once, in the code flow.
        @Test("each step of a path is written once, as the code flow")
        func pathStepsOnce() throws {
            let hops = (1...3).map { AnnotatedLocation(location: F.location("V\($0).swift", line: $0, column: 1), message: "V\($0) is constructed here") }
            let root = AnnotatedLocation(location: F.location("App.swift", line: 1, column: 1), message: "App starts here")
            let finding = F.finding(at: root.location, related: hops, path: [root] + hops)
            let rendered = SARIFReporter().render(F.report([finding]))
            let result = try #require(try Self.results(F.report([finding])).first)
            #expect(result["relatedLocations"] == nil)
            #expect(rendered.components(separatedBy: "V2 is constructed here").count == 2, "written once:\n\(rendered)")
        }

        @Test("at most 100 related locations per result, saying how many more there are")
        func relatedLocationsLimit() throws {
            let reads = (1...150).map { AnnotatedLocation(location: F.location("R\($0).swift", line: 1, column: 1), message: "read \($0)") }
            let finding = F.finding("hidden_singleton", .warning, "Store.shared is read in 150 places", at: F.location("Store.swift", line: 1, column: 1), related: reads)
            let result = try #require(try Self.results(F.report([finding])).first)
            let related = try #require(result["relatedLocations"] as? [[String: Any]])
            #expect(related.count == SARIFReporter.maximumRelatedLocations)
            #expect(related.last.flatMap { ($0["message"] as? [String: String])?["text"] } == "read 100")
            #expect((result["message"] as? [String: String])?["text"] == "Store.shared is read in 150 places (50 more related locations not listed)")
        }

        @Test("at most 25,000 results per run: errors first, suppressed last; a notification and a warning say how many were left out")
        func resultsLimit() throws {
            let limit = SARIFReporter.maximumResults
            var findings = (0..<limit).map { F.finding("dependency_relay", .warning, "w\($0)", at: F.location("a.swift", line: $0 + 1, column: 1)) }
            findings += (0..<5).map { F.finding("dependency_relay", .warning, "s\($0)", at: F.location("b.swift", line: $0 + 1, column: 1), suppressed: true) }
            findings += (0..<5).map { F.finding("environment_in_init", .error, "e\($0)", at: F.location("c.swift", line: $0 + 1, column: 1)) }
            var text = ""
            let warnings = SARIFReporter().write(F.report(findings), to: &text)
            let run = try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["runs"] as? [[String: Any]]).first
            let results = try #require(run?["results"] as? [[String: Any]])
            #expect(results.count == limit)
            let messages = results.map { ($0["message"] as? [String: String])?["text"] ?? "" }
            #expect(messages.filter { $0.hasPrefix("e") }.count == 5, "every error is kept")
            #expect(!messages.contains { $0.hasPrefix("s") }, "suppressed findings are the first left out")
            #expect(messages.filter { $0.hasPrefix("w") }.count == limit - 5)
            #expect(messages.last == "e4", "kept in report order")
            let sentence = "10 of \(limit + 10) results left out: code scanning takes at most \(limit) per run; the most severe are kept"
            let invocations = try #require(run?["invocations"] as? [[String: Any]])
            let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
            #expect(notifications.map { ($0["message"] as? [String: String])?["text"] } == [sentence])
            #expect(invocations.first?["executionSuccessful"] as? Bool == true)
            #expect(warnings == ["warning: SARIF: \(sentence)"])
            #expect(SARIFReporter().write(F.report(Array(findings.prefix(3))), to: &text) == [], "nothing to say under the limits")
        }

        /// Output that compresses poorly: 20,000 results whose messages are noise.
        @Test("a warning when the log would be over 10 MB gzipped")
        func gzippedSizeWarning() {
            var state: UInt64 = 7
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/")
            let findings = (0..<20_000).map { index in
                let noise = String((0..<800).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 58)]
                })
                return F.finding("dependency_relay", .warning, noise, at: F.location("a.swift", line: index + 1, column: 1))
            }
            var output = DiscardingOutput()
            let warnings = SARIFReporter().write(F.report(findings), to: &output)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("warning: SARIF: the report takes ") == true, "\(warnings)")
            #expect(warnings.first?.hasSuffix(" gzipped; code scanning refuses uploads over 10.0 MB") == true, "\(warnings)")
        }

        @Test("an absolute path is a file URI without the %SRCROOT% base")
        func absolutePaths() throws {
            let finding = F.finding(at: F.location("/elsewhere/My App/a.swift", line: 1, column: 1))
            let result = try #require(try Self.results(F.report([finding])).first)
            #expect(try Self.artifact(ofLocation: Self.primaryLocation(result)) == ["uri": "file:///elsewhere/My%20App/a.swift"])
        }
    }
}

/// Keeps nothing: for reports whose size is the point.
private struct DiscardingOutput: TextOutputStream {
    mutating func write(_ string: String) {}
}
