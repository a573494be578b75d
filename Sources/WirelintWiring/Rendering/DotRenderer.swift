/// Graphviz DOT: `dot -Tsvg` draws it, and the HTML page is laid out from it. Every node and
/// edge carries an `id` (kept by Graphviz in its SVG) for the page's highlighting, and a
/// tooltip with where it is written; findings are drawn red.
public struct DotRenderer: Sendable {
    public init() {}

    public func render(_ graph: WiringGraph) -> String {
        let ids = RenderedIDs(graph)
        var lines = [
            "digraph wiring {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.6];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=\"rounded,filled\", color=\"#607d8b\"];",
            "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#78909c\", fontcolor=\"#455a64\"];",
        ]
        for node in graph.nodes {
            var attributes = [
                ("id", ids.node(node.id)), ("label", "\(node.name)\n\(node.kind.words)"), ("shape", shape(node.kind)),
                ("fillcolor", node.kind.fill),
            ]
            if let location = node.location { attributes.append(("tooltip", "\(location.file):\(location.range.start.line)")) }
            if !node.findings.isEmpty { attributes += [("color", "#c62828"), ("penwidth", "2.5")] }
            lines.append("  \(ids.node(node.id)) [\(Self.attributes(attributes))];")
        }
        for edge in graph.edges {
            var attributes = [("id", edge.id), ("label", edge.caption)]
            if let location = edge.locations.first { attributes.append(("tooltip", "\(location.file):\(location.range.start.line)")) }
            attributes += style(edge)
            if !edge.findings.isEmpty { attributes += [("color", "#c62828"), ("fontcolor", "#c62828"), ("penwidth", "2.5")] }
            lines.append("  \(ids.node(edge.from)) -> \(ids.node(edge.to)) [\(Self.attributes(attributes))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func shape(_ kind: WiringNode.Kind) -> String {
        switch kind {
        case .view, .viewModel, .app, .scene: "box"
        case .preview: "note"
        case .environmentObject, .environmentKey: "hexagon"
        case .dependency: "cylinder"
        }
    }

    private func style(_ edge: WiringEdge) -> [(String, String)] {
        switch edge.kind {
        case .draws, .constructs:
            switch edge.placement {
            case .presentation?: [("style", "dashed")]
            case .interaction?: [("style", "dotted")]
            default: []
            }
        case .injects: [("color", "#2e7d32"), ("fontcolor", "#2e7d32")]
        case .reads: [("color", "#1565c0"), ("fontcolor", "#1565c0"), ("style", "dashed")]
        case .relays: [("color", "#ef6c00"), ("fontcolor", "#ef6c00"), ("style", "bold")]
        }
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\(quoted($0.1))" }.joined(separator: ", ")
    }

    /// A DOT string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": continue
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
