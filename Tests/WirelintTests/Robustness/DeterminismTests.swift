import Foundation
import Testing

/// Same input, same bytes out: whatever the thread count, whether the cache is cold, warm or
/// off, and however often the run is repeated. CI diffs reports and code scanning
/// deduplicates by fingerprint, so a reordered result is a regression.
@Suite("Robustness: deterministic output")
struct DeterminismTests {
    @Test("text and SARIF are byte-identical across --jobs 1, 2 and 8, cache off, cold and warm", arguments: ["text", "sarif"])
    func identical(reporter: String) throws {
        let tree = try RobustLint.multiRuleProject()
        // Enough files that every thread gets several, in a different interleaving each run.
        for index in 0..<40 {
            try tree.file("Bulk/Row\(index).swift", CLIFixtures.dateHeader.text.replacingOccurrences(of: "DateHeader", with: "Row\(index)"))
        }
        let cache = try TemporaryTree()
        let reference = try WirelintCLI.run(["lint", "--no-cache", "--jobs", "1", "--reporter", reporter], in: tree.url)
        #expect(reference.status == 1)
        let rules = Set(reference.stdout.matches(of: /(environment_in_init|injected_global_mutation|missing_preview_injection|observed_object_ownership)/).map { String($0.1) })
        #expect(rules.count == 4, "findings of several rules:\n\(reference)")

        var variants: [[String]] = []
        for jobs in ["1", "2", "8"] {
            variants += [["--no-cache", "--jobs", jobs], ["--cache-path", cache.path, "--jobs", jobs], ["--no-cache", "--jobs", jobs]]
        }
        for variant in variants {
            let run = try WirelintCLI.run(["lint", "--reporter", reporter] + variant, in: tree.url)
            #expect(run.stdout == reference.stdout, "\(variant):\n\(run.stdout)\n--- expected:\n\(reference.stdout)")
            #expect(run.stderr == reference.stderr && run.status == reference.status, "\(variant):\n\(run)")
        }
    }

    /// `dependency_relay` follows constructions in pieces of the project on several threads and
    /// joins them: its chains, related locations and code flows must not depend on how.
    @Test("dependency_relay's chains are byte-identical across --jobs 1, 2 and 8 in a project split into pieces")
    func relayChainsAcrossThreads() throws {
        let tree = try TemporaryTree()
        try tree.file("OrdersClient.swift", "final class OrdersClient { func load() -> [String] { [] } }\n")
        // Far more types than one piece holds; every screen is built by two roots, and hands the
        // client to a detail, in pieces far apart.
        let chains = 120
        // Each root is a window's content, so the client it creates lives as long as the window:
        // a dependency of the app, not a screen's own state.
        try tree.file("OrdersApp.swift", """
            import SwiftUI

            @main
            struct OrdersApp: App {
                var body: some Scene {
            \((0..<chains).map { "        WindowGroup(id: \"\($0)\") { Root\($0)() }" }.joined(separator: "\n"))
                }
            }
            """)
        for index in 0..<chains {
            try tree.file("Screens/Root\(index).swift", """
                import SwiftUI

                struct Root\(index): View {
                    let client = OrdersClient()
                    var body: some View {
                        VStack {
                            Screen\(index)(client: client)
                            Screen\(chains - 1 - index)(client: client)
                        }
                    }
                }
                """)
            try tree.file("Screens/Screen\(index).swift", """
                import SwiftUI

                struct Screen\(index): View {
                    let client: OrdersClient
                    var body: some View { List { Detail\(chains - 1 - index)(client: client) } }
                }
                """)
            try tree.file("Details/Detail\(index).swift", """
                import SwiftUI

                struct Detail\(index): View {
                    let client: OrdersClient
                    var body: some View { Text(client.load().first ?? "") }
                }
                """)
        }
        let reference = try WirelintCLI.run(["lint", "--no-cache", "--jobs", "1", "--reporter", "sarif"], in: tree.url)
        #expect(reference.stdout.matches(of: /"ruleId" : "dependency_relay"/).count == chains, "\(reference.stdout.prefix(2000))")
        for jobs in ["2", "8"] {
            let run = try WirelintCLI.run(["lint", "--no-cache", "--jobs", jobs, "--reporter", "sarif"], in: tree.url)
            #expect(run.stdout == reference.stdout && run.status == reference.status, "--jobs \(jobs) differs")
        }
    }
}
