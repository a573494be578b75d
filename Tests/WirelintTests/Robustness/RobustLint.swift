import Foundation
import Testing

/// What every bad-input test checks, around one bad thing in an otherwise healthy project.
///
/// The project always holds a *sentinel*: a good file with one known error. Whatever the bad
/// input does, the run must exit with a contract code, name the bad file on stderr, print only
/// well-formed output — compiler-style lines for the text reporter, JSON for SARIF — and still
/// report the sentinel's finding, proving that no other file was dropped.
enum RobustLint {
    typealias F = CLIFixtures

    static let sentinelPath = "Good/CartBadge.swift"
    static var sentinelLocation: String {
        F.cartBadge.locations(path: sentinelPath, severity: "error", rule: "environment_in_init")[0]
    }

    /// A project with the sentinel and a clean second file, so that extraction runs on more
    /// than one thread when `--jobs` allows it.
    static func project() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file(sentinelPath, F.cartBadge.text)
        try tree.file("Good/MemberCard.swift", F.clean)
        return tree
    }

    /// Files in several folders with findings of four rules — `environment_in_init`,
    /// `injected_global_mutation`, `missing_preview_injection`, `observed_object_ownership` —
    /// for the tests that compare whole reports.
    static func multiRuleProject() throws -> TemporaryTree {
        let tree = try CLIOutputTests.project()
        try tree.file("Account/Session.swift", """
            import SwiftUI

            final class Session: ObservableObject {
                @Published var userName = ""
            }

            """)
        try tree.file("Account/AccountView.swift", """
            import SwiftUI

            struct AccountView: View {
                @EnvironmentObject var session: Session

                var body: some View {
                    Text(session.userName)
                }
            }

            #Preview {
                AccountView()
            }

            """)
        try tree.file("Counter/CounterView.swift", """
            import SwiftUI

            final class CounterModel: ObservableObject {
                @Published var count = 0
            }

            struct CounterView: View {
                @ObservedObject var model = CounterModel()

                var body: some View {
                    Button("\\(model.count)") { model.count += 1 }
                }
            }

            """)
        return tree
    }

    /// Runs `wirelint lint` with `arguments` twice — text, then SARIF unless `sarif` is false —
    /// and checks both runs.
    ///
    /// - Parameters:
    ///   - named: paths that must each appear in a stderr line (the skipped or refused files).
    ///   - status: the expected exit status; 1 by default, for the sentinel's error.
    /// - Returns: the text run, for further checks.
    @discardableResult
    static func check(
        _ tree: TemporaryTree,
        _ arguments: [String] = [],
        named: [String] = [],
        status: Int32 = 1,
        sentinel: Bool = true,
        sarif checksSARIF: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> WirelintCLI.Run {
        let text = try WirelintCLI.run(["lint", "--no-cache"] + arguments, in: tree.url)
        let sarif = checksSARIF ? try WirelintCLI.run(["lint", "--no-cache", "--reporter", "sarif"] + arguments, in: tree.url) : nil
        for run in [text] + (sarif.map { [$0] } ?? []) {
            #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
            for path in named {
                #expect(run.stderrLines.contains { $0.contains(path) }, "stderr names \(path):\n\(run)", sourceLocation: sourceLocation)
            }
        }
        #expect(text.findings.count == text.stdoutLines.count, "every stdout line is a finding line:\n\(text)", sourceLocation: sourceLocation)
        if sentinel {
            #expect(text.findings.map(\.location).contains(sentinelLocation), "the sentinel's finding:\n\(text)", sourceLocation: sourceLocation)
        }
        if let sarif {
            let results = sarifResults(sarif, sourceLocation: sourceLocation)
            if sentinel {
                #expect(results.contains { $0.uri == sentinelPath && $0.ruleID == "environment_in_init" }, "the sentinel's SARIF result:\n\(sarif)", sourceLocation: sourceLocation)
            }
            #expect(results.count == text.findings.count, "SARIF and text report the same findings", sourceLocation: sourceLocation)
        }
        return text
    }

    /// The run's SARIF results as (uri, ruleId), after checking that stdout is a SARIF log.
    static func sarifResults(_ run: WirelintCLI.Run, sourceLocation: SourceLocation = #_sourceLocation) -> [(uri: String, ruleID: String)] {
        guard let log = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
              let runs = log["runs"] as? [[String: Any]], runs.count == 1
        else {
            Issue.record("--reporter sarif did not write a SARIF log:\n\(run)", sourceLocation: sourceLocation)
            return []
        }
        let results = runs[0]["results"] as? [[String: Any]] ?? []
        return results.map { result in
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            let artifact = physical?["artifactLocation"] as? [String: Any]
            let uri = (artifact?["uri"] as? String).flatMap { $0.removingPercentEncoding } ?? ""
            return (uri, result["ruleId"] as? String ?? "")
        }
    }

    /// Deterministic pseudo-random bytes (a linear congruential generator is plenty for noise).
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Writes raw bytes (which `TemporaryTree.file` cannot: it takes text).
    static func write(_ bytes: [UInt8], to relativePath: String, in tree: TemporaryTree) throws {
        let url = tree.url(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
