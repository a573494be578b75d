import Foundation
import Testing

/// `// wirelint:` comments, end to end: hidden from text and the summary, kept in SARIF.
@Suite("CLI: inline suppression")
struct CLISuppressionTests {
    /// Five reads in `init`: three suppressed (next line, same line, region), one after the
    /// region ends, one under a comment that names another rule.
    static let source = MarkedSource(#"""
        import SwiftUI

        struct NextLineBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                // wirelint:disable:next environment_in_init
                _seenCount = State(initialValue: cart.items.count)
            }

            var body: some View { Text("\(seenCount)") }
        }

        struct SameLineBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                _seenCount = State(initialValue: cart.items.count) // wirelint:disable:this environment_in_init
            }

            var body: some View { Text("\(seenCount)") }
        }

        // wirelint:disable environment_in_init
        struct RegionBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                _seenCount = State(initialValue: cart.items.count)
            }

            var body: some View { Text("\(seenCount)") }
        }
        // wirelint:enable environment_in_init

        struct ReportedBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                _seenCount = State(initialValue: ↓cart.items.count)
            }

            var body: some View { Text("\(seenCount)") }
        }

        struct OtherRuleBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                // wirelint:disable:next injected_global_mutation
                _seenCount = State(initialValue: ↓cart.items.count)
            }

            var body: some View { Text("\(seenCount)") }
        }
        """#)

    @Test("disable:next, disable:this and disable/enable regions hide findings from text and the summary")
    func text() throws {
        let tree = try TemporaryTree()
        try tree.file("Badges.swift", Self.source.text)
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.findings.map(\.location) == Self.source.locations(path: "Badges.swift", severity: "error", rule: "environment_in_init"), "\(run)")
        #expect(run.stderrLines == ["2 errors, 0 warnings in 1 file"], "\(run)")
        #expect(run.status == 1)
    }

    @Test("when every finding is suppressed the run passes, even with --strict")
    func allSuppressed() throws {
        let tree = try TemporaryTree()
        let badge = CLIFixtures.cartBadge.text.replacingOccurrences(
            of: "cart.items.count)\n", with: "cart.items.count) // wirelint:disable:this environment_in_init\n")
        try tree.file("CartBadge.swift", badge)
        try tree.file("DateHeader.swift", "// wirelint:disable environment_in_init\n" + CLIFixtures.dateHeader.text)
        let run = try WirelintCLI.run(["lint", "--strict"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines == ["0 errors, 0 warnings in 2 files"], "\(run)")
    }

    @Test("SARIF keeps suppressed findings, marked as suppressed in source")
    func sarif() throws {
        let tree = try TemporaryTree()
        try tree.file("Badges.swift", Self.source.text)
        let run = try WirelintCLI.run(["lint", "--reporter", "sarif"], in: tree.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 5, "\(run)")
        let suppressionKinds = results.map { result in
            (result["suppressions"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        }
        #expect(suppressionKinds.filter { $0 == ["inSource"] }.count == 3, "\(run)")
        #expect(suppressionKinds.filter(\.isEmpty).count == 2, "\(run)")
    }

    /// A line with two rules' findings: the cart read in `init` and the shared client.
    static let twoRules = #"""
        import SwiftUI

        final class APIClient {
            static let shared = APIClient()
            var badgeCount = 0
        }

        struct CartBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                _seenCount = State(initialValue: cart.items.count + APIClient.shared.badgeCount)DIRECTIVE
            }

            var body: some View { Text("\(seenCount)") }
        }

        """#

    @Test("`all` and a list of rule ids each suppress every finding they name, end to end", arguments: [
        " // wirelint:disable:this all",
        " // wirelint:disable:this environment_in_init hidden_singleton",
    ])
    func allAndSeveralRules(directive: String) throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", Self.twoRules.replacingOccurrences(of: "DIRECTIVE", with: ""))
        let unsuppressed = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        try #require(Set(unsuppressed.findings.filter { $0.line == 13 }.map(\.rule)) == ["environment_in_init", "hidden_singleton"], "\(unsuppressed)")

        try tree.file("CartBadge.swift", Self.twoRules.replacingOccurrences(of: "DIRECTIVE", with: directive))
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.findings.filter { $0.line == 13 }.isEmpty, "\(run)")
        #expect(run.findings.count == unsuppressed.findings.count - 2, "\(run)")
        let sarif = try WirelintCLI.run(["lint", "--no-cache", "--reporter", "sarif"], in: tree.url)
        #expect(sarif.stdout.components(separatedBy: "\"suppressions\"").count - 1 == 2, "SARIF keeps both, marked suppressed:\n\(sarif.stdout)")
    }

    @Test("a directive naming only other rules suppresses nothing on its line")
    func otherRulesOnly() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", Self.twoRules.replacingOccurrences(of: "DIRECTIVE", with: " // wirelint:disable:this dependency_relay"))
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(Set(run.findings.filter { $0.line == 13 }.map(\.rule)) == ["environment_in_init", "hidden_singleton"], "\(run)")
    }
}
