import Testing
import WirelintWiring

/// The wiring model: what `wirelint graph` draws of a project, and where it puts the findings.
@Suite("Graph: the wiring model")
struct WiringGraphBuilderTests {
    typealias W = WiringFixtures

    @Test("roots, scenes, views and environment values are nodes of their kind")
    func nodeKinds() throws {
        let graph = W.graph()
        let kinds = Dictionary(graph.nodes.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["ShopApp"] == .app)
        #expect(kinds["WindowGroup of ShopApp (line 9)"] == .scene)
        #expect(kinds["RootView"] == .view && kinds["CartBadge"] == .view)
        #expect(kinds["Cart"] == .environmentObject)
        #expect(kinds["\\.pricing"] == .environmentKey)
        #expect(kinds["OrderHistory"] == .dependency)
        #expect(kinds["preview of RootView"] == .preview)
    }

    @Test("edges draw, present, inject into a view, read, construct and relay")
    func edges() {
        let arrows = W.arrows(W.graph())
        for expected in [
            "ShopApp --draws--> WindowGroup of ShopApp (line 9)",
            "WindowGroup of ShopApp (line 9) --draws--> RootView",
            "WindowGroup of ShopApp (line 9) --injects into RootView--> Cart",
            "WindowGroup of ShopApp (line 9) --injects into RootView--> \\.pricing",
            "RootView --presents--> CartScreen",
            "CartScreen --reads--> Cart",
            "CartScreen --reads--> \\.pricing",
            "ShopApp --constructs with--> Cart",
            "RootView --relays history--> OrdersView",
            "preview of RootView --draws--> RootView",
        ] {
            #expect(arrows.contains(expected), "\(expected) in \(arrows.sorted())")
        }
    }

    @Test("a missing injection's finding is on every node and edge of its path, root to read")
    func findingOnPath() throws {
        let graph = W.graph()
        let finding = try #require(graph.findings.first { $0.ruleID == "missing_preview_injection" })
        let names = Dictionary(graph.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(finding.nodes.map { names[$0]! }) == ["preview of RootView", "RootView", "OrdersView", "OrderRow", "CartBadge", "Cart"])
        let edges = graph.edges.filter { finding.edges.contains($0.id) }.map { "\(names[$0.from]!) \($0.kind) \(names[$0.to]!)" }
        #expect(Set(edges) == [
            "preview of RootView draws RootView", "RootView draws OrdersView", "OrdersView draws OrderRow", "OrderRow draws CartBadge",
            "CartBadge reads Cart",
        ])
        #expect(W.node(named: "CartBadge", in: graph)?.findings.contains(finding.id) == true)
    }

    @Test("a finding no edge stands for is on the type declared around it")
    func findingInsideType() throws {
        let graph = W.graph()
        let relay = try #require(graph.findings.first { $0.ruleID == "dependency_relay" })
        #expect(relay.nodes.contains("type:RootView"), "\(relay)")
        let scene = try #require(graph.findings.first { $0.ruleID == "missing_root_injection" })
        #expect(scene.nodes.contains { $0.hasPrefix("scene:App/ShopApp.swift:") }, "\(scene)")
    }

    @Test("same-named views of two targets are two nodes, named by folder; a focus on the name draws both")
    func sameNamedTypes() throws {
        let graph = W.graph([
            "Phone/SettingsView.swift": "struct SettingsView: View { var body: some View { Text(\"\") } }",
            "Watch/SettingsView.swift": "struct SettingsView: View { var body: some View { Text(\"\") } }",
        ])
        #expect(Set(graph.nodes.map(\.name)) == ["SettingsView (Phone)", "SettingsView (Watch)"])
        let focused = try GraphSelection(focus: "SettingsView").apply(to: graph, knownRules: [])
        #expect(focused.nodes.count == 2)
    }
}
