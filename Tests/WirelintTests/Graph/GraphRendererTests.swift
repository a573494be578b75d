import Foundation
import Testing
import WirelintWiring

/// The four formats render the same model: each is checked for what its reader needs.
@Suite("Graph: renderers")
struct GraphRendererTests {
    typealias W = WiringFixtures

    @Test("dot: every node and edge has an id and a label; names are escaped; findings are red")
    func dot() {
        let graph = W.graph()
        let text = DotRenderer().render(graph)
        #expect(text.hasPrefix("digraph wiring {\n") && text.hasSuffix("}\n"))
        let nodes = text.split(separator: "\n").filter { $0.wholeMatch(of: #/  n\d+ \[id="n\d+", label=.*\];/#) != nil }
        let edges = text.split(separator: "\n").filter { $0.wholeMatch(of: #/  n\d+ -> n\d+ \[id="e\d+", label=.*\];/#) != nil }
        #expect(nodes.count == graph.nodes.count && edges.count == graph.edges.count, "\(text)")
        #expect(text.contains(#"label="\\.pricing\nenvironment key""#), "a backslash in a name is escaped")
        #expect(nodes.contains { $0.contains("CartBadge\\nview") && $0.contains("color=\"#c62828\"") })
    }

    @Test("dot: a quote in a name cannot end the label")
    func dotQuotes() {
        let graph = WiringGraph(nodes: [WiringNode(id: "x", kind: .view, name: #"A"] evil [label="B"#, location: nil)], edges: [], findings: [])
        #expect(DotRenderer().render(graph).contains(#"label="A\"] evil [label=\"B\nview""#))
    }

    @Test("mermaid: one declaration per node, links between declared nodes, labels without raw quotes or markup")
    func mermaid() {
        let graph = W.graph()
        let lines = MermaidRenderer().render(graph).split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        let declared = lines.compactMap { $0.wholeMatch(of: #/  (n\d+)[\[\(\{]+"[^"<>]*"[\]\)\}]+/#)?.1 }.map(String.init)
        #expect(declared.count == graph.nodes.count)
        let links = lines.compactMap { $0.wholeMatch(of: #/  (n\d+) (?:-->|-\.->|==>)\|"[^"<>]*"\| (n\d+)/#) }
        #expect(links.count == graph.edges.count)
        #expect(links.allSatisfy { declared.contains(String($0.1)) && declared.contains(String($0.2)) })
        #expect(lines.contains { $0.hasPrefix("  linkStyle ") && $0.hasSuffix(" stroke:#c62828,stroke-width:3px") })
        let hostile = WiringGraph(nodes: [WiringNode(id: "x", kind: .view, name: #"A"]<b>B"#, location: nil)], edges: [], findings: [])
        #expect(MermaidRenderer().render(hostile).contains(#"  n0["A#quot;]#lt;b#gt;B"]"#))
    }

    @Test("json: the keys and values docs/graph.schema.json declares, ids that resolve")
    func json() throws {
        let schemaURL = WirelintCLI.repositoryRoot.appendingPathComponent("docs/graph.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let graph = W.graph()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(GraphJSONRenderer().render(graph).utf8)) as? [String: Any])
        #expect(Set(document.keys) == Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? []))
        #expect(document["schemaVersion"] as? Int == GraphJSONRenderer.schemaVersion)
        for (list, definition) in [("nodes", "node"), ("edges", "edge"), ("findings", "finding")] {
            let entries = try #require(document[list] as? [[String: Any]])
            let declared = try #require(definitions[definition]?["properties"] as? [String: [String: Any]])
            let required = Set(try #require(definitions[definition]?["required"] as? [String]))
            #expect(!entries.isEmpty)
            for entry in entries {
                #expect(required.isSubset(of: entry.keys) && Set(entry.keys).isSubset(of: declared.keys), "\(list): \(entry.keys)")
                if let kinds = declared["kind"]?["enum"] as? [String] { #expect(kinds.contains(entry["kind"] as? String ?? "")) }
            }
        }
        let kinds = try #require((definitions["node"]?["properties"] as? [String: [String: Any]])?["kind"]?["enum"] as? [String])
        #expect(Set(kinds) == Set(WiringNode.Kind.allCases.map(\.rawValue)))
        let edgeKinds = try #require((definitions["edge"]?["properties"] as? [String: [String: Any]])?["kind"]?["enum"] as? [String])
        #expect(Set(edgeKinds) == Set(WiringEdge.Kind.allCases.map(\.rawValue)))
        let ids = Set(graph.nodes.map(\.id))
        #expect(graph.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
    }

    @Test("html: self-contained, every finding's path names elements of the page, the picture embedded without its prolog")
    func html() throws {
        let graph = W.graph()
        let svg = #"<?xml version="1.0"?>\#n<!DOCTYPE svg>\#n<svg width="620pt" height="44.5pt" id="drawn"><g id="n0" class="node"><text x="1pt">A</text></g></svg>"#
        let page = HTMLRenderer().render(graph, picture: svg)
        #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("<?xml"))
        #expect(page.contains(#"<svg width="620px" height="44.5px" id="drawn"><g id="n0" class="node"><text x="1pt">A</text>"#))
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        #expect(page.firstMatch(of: /(src|href)=/) == nil, "nothing is loaded")
        let paths = try #require(page.firstMatch(of: /<script type="application\/json" id="finding-paths">(.*)<\/script>/)?.1)
        let elements = try #require(try JSONSerialization.jsonObject(with: Data(paths.utf8)) as? [String: [String]])
        #expect(Set(elements.keys) == Set(graph.findings.map(\.id)))
        for id in elements.values.joined() { #expect(page.contains("id=\"row-\(id)\""), "\(id) has a row") }
        #expect(page.contains("data-finding=\"\(graph.findings[0].id)\""))
    }

    @Test("html without Graphviz: the page says how to get the picture and still lists the wiring")
    func htmlWithoutPicture() {
        let page = HTMLRenderer().render(W.graph(), picture: nil)
        #expect(page.contains("Graphviz is not installed") && page.contains("<table id=\"wiring\">") && !page.contains("<svg"))
    }
}
