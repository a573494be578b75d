import Foundation
import Testing

/// `wirelint graph` on the example app, as a user runs it.
@Suite("CLI: graph")
struct CLIGraphTests {
    static let example = CoffeeShopExampleTests.example

    private func graph(_ arguments: [String]) throws -> WirelintCLI.Run {
        try WirelintCLI.run(["graph", Self.example] + arguments, in: WirelintCLI.repositoryRoot)
    }

    @Test("a focused preview's graph in JSON: its views, the value it misses, its finding; exit 0 despite errors")
    func focusedJSON() throws {
        let run = try graph(["--focus", "ReceiptView", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let names = Set((document["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        #expect(names.isSuperset(of: ["ReceiptView", "PickupStatusView", "\\.orderTracking", "CartView"]), "\(names)")
        let rules = (document["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules.contains("missing_preview_injection"), "\(rules)")
    }

    @Test("every format renders the same focus")
    func formats() throws {
        for (format, start) in [("dot", "digraph wiring {"), ("mermaid", "flowchart LR"), ("json", "{"), ("html", "<!DOCTYPE html>")] {
            let run = try graph(["--focus", "missing_root_injection", "--format", format])
            #expect(run.status == 0 && run.stdout.hasPrefix(start), "\(format): \(run)")
        }
    }

    @Test("a misspelt focus or format stops with exit 2 and a hint")
    func usageErrors() throws {
        let focus = try graph(["--focus", "RecieptView"])
        #expect(focus.status == 2 && focus.stderr.contains("did you mean 'ReceiptView'?"), "\(focus)")
        let format = try graph(["--format", "svg"])
        #expect(format.status == 2 && format.stderr.contains("unknown format 'svg'"), "\(format)")
    }
}
