import Testing
import WirelintRules
import WirelintWiring

/// `--focus`, `--root`, `--depth` and the size limit.
@Suite("Graph: what a picture shows")
struct GraphSelectionTests {
    typealias W = WiringFixtures
    static let rules = RuleRegistry.descriptions.map(\.id)

    private func names(_ selection: GraphSelection) throws -> Set<String> {
        Set(try selection.apply(to: W.graph(), knownRules: Self.rules).nodes.map(\.name))
    }

    @Test("a focused view shows every root above it, what they inject, and two steps below it")
    func focusedView() throws {
        let shown = try names(GraphSelection(focus: "OrdersView"))
        #expect(shown.isSuperset(of: ["ShopApp", "WindowGroup of ShopApp (line 9)", "preview of RootView", "RootView", "OrdersView", "OrderRow", "CartBadge"]))
        #expect(shown.isSuperset(of: ["Cart", "\\.pricing"]), "what the scene injects on the way")
        #expect(!shown.contains("CartScreen"), "a sibling branch is not drawn: \(shown)")
        let shallow = try names(GraphSelection(focus: "OrdersView", depth: 1))
        #expect(shallow.contains("OrderRow") && !shallow.contains("CartBadge"))
    }

    @Test("a focused environment value shows who injects it and who reads it")
    func focusedValue() throws {
        #expect(try names(GraphSelection(focus: "pricing")) == ["\\.pricing", "WindowGroup of ShopApp (line 9)", "CartScreen"])
    }

    @Test("a focused rule shows its findings' paths and where their values are injected")
    func focusedRule() throws {
        let graph = try GraphSelection(focus: "missing_preview_injection").apply(to: W.graph(), knownRules: Self.rules)
        #expect(Set(graph.nodes.map(\.name)) == [
            "preview of RootView", "RootView", "OrdersView", "OrderRow", "CartBadge", "Cart", "WindowGroup of ShopApp (line 9)",
        ])
        #expect(graph.findings.contains { $0.ruleID == "missing_preview_injection" })
    }

    @Test("a root draws only its own tree")
    func root() throws {
        let shown = try names(GraphSelection(root: "preview of RootView"))
        #expect(shown.isSuperset(of: ["preview of RootView", "RootView", "OrdersView", "CartScreen", "CartBadge", "Cart"]))
        #expect(!shown.contains("ShopApp") && !shown.contains("WindowGroup of ShopApp (line 9)"))
    }

    @Test("an unknown name stops with a suggestion; a rule without findings says so")
    func unknownNames() {
        #expect(throws: SelectionError.self) { try GraphSelection(focus: "OrderView").apply(to: W.graph(), knownRules: Self.rules) }
        do {
            _ = try GraphSelection(focus: "OrderView").apply(to: W.graph(), knownRules: Self.rules)
        } catch {
            #expect(error.description.contains("did you mean 'OrdersView'?"), "\(error)")
        }
        do {
            _ = try GraphSelection(focus: "hidden_singleton").apply(to: W.graph(), knownRules: Self.rules)
            Issue.record("a rule without findings was drawn")
        } catch {
            #expect(error.description == "error: --focus: no finding of hidden_singleton in the graph")
        }
    }

    @Test("a graph too large to read is refused with a hint to focus, naming the busiest nodes")
    func tooLarge() throws {
        var sources: [String: String] = [:]
        for index in 0...GraphSelection.mostNodes {
            sources["Screen\(index).swift"] = "struct Screen\(index): View { var body: some View { Shared() } }"
        }
        sources["Shared.swift"] = "struct Shared: View { var body: some View { Text(\"\") } }"
        let graph = W.graph(sources)
        do {
            _ = try GraphSelection().apply(to: graph, knownRules: Self.rules)
            Issue.record("\(graph.nodes.count) nodes were drawn")
        } catch {
            #expect(error.description.contains("narrow it with --focus NAME"), "\(error)")
            #expect(error.description.contains("most connected: Shared"), "\(error)")
        }
        #expect(try GraphSelection(focus: "Screen3").apply(to: graph, knownRules: Self.rules).nodes.count == 2)
    }
}
