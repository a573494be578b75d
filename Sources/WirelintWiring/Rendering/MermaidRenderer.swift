import WirelintReporting

/// A Mermaid flowchart, which GitHub draws in Markdown, pull request comments and job
/// summaries: a shape per kind, a line style per edge kind, findings outlined red.
public struct MermaidRenderer: Sendable {
    public init() {}

    public func render(_ graph: WiringGraph) -> String {
        let ids = RenderedIDs(graph)
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            let (open, close) = shape(node.kind)
            lines.append("  \(ids.node(node.id))\(open)\(MermaidText.label(node.name))\(close)")
        }
        var flagged: [Int] = []
        for (position, edge) in graph.edges.enumerated() {
            lines.append("  \(ids.node(edge.from)) \(arrow(edge))|\(MermaidText.label(edge.caption))| \(ids.node(edge.to))")
            if !edge.findings.isEmpty { flagged.append(position) }
        }
        for kind in WiringNode.Kind.allCases {
            let members = graph.nodes.filter { $0.kind == kind }.map { ids.node($0.id) }
            guard !members.isEmpty else { continue }
            lines.append("  classDef \(kind.rawValue) fill:\(kind.fill),stroke:#607d8b")
            lines.append("  class \(members.joined(separator: ",")) \(kind.rawValue)")
        }
        let withFindings = graph.nodes.filter { !$0.findings.isEmpty }.map { ids.node($0.id) }
        if !withFindings.isEmpty {
            lines.append("  classDef finding stroke:#c62828,stroke-width:3px")
            lines.append("  class \(withFindings.joined(separator: ",")) finding")
        }
        if !flagged.isEmpty {
            lines.append("  linkStyle \(flagged.map(String.init).joined(separator: ",")) stroke:#c62828,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func shape(_ kind: WiringNode.Kind) -> (String, String) {
        switch kind {
        case .view: ("[", "]")
        case .viewModel: ("(", ")")
        case .app, .scene: ("[[", "]]")
        case .preview: ("([", "])")
        case .environmentObject, .environmentKey: ("{{", "}}")
        case .dependency: ("[(", ")]")
        }
    }

    private func arrow(_ edge: WiringEdge) -> String {
        switch (edge.kind, edge.placement) {
        case (.injects, _), (.relays, _): "==>"
        case (.reads, _), (_, .presentation?), (_, .interaction?): "-.->"
        default: "-->"
        }
    }
}
