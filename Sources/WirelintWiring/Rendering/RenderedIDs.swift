/// The identifiers renderers give nodes: `n0`, `n1`, … by position. Model ids (`type:Cart`,
/// `preview:App/Cart.swift:12`) hold characters none of Graphviz's, Mermaid's or HTML's
/// identifiers all take; positions are safe in each, and the same in the DOT an HTML page is
/// laid out from and in the page's script.
struct RenderedIDs {
    private let positions: [String: Int]

    init(_ graph: WiringGraph) {
        positions = graph.nodePositions
    }

    func node(_ id: String) -> String { "n\(positions[id] ?? 0)" }

    /// What highlighting a finding lights up: its nodes and edges.
    func elements(of finding: WiringFinding) -> [String] {
        finding.nodes.map(node) + finding.edges
    }
}

extension WiringNode.Kind {
    /// How a legend and a label name the kind.
    var words: String { rawValue.replacingOccurrences(of: "_", with: " ") }

    /// The fill every picture gives the kind, so that the formats look alike.
    var fill: String {
        switch self {
        case .view: "#e3f2fd"
        case .viewModel: "#f3e5f5"
        case .app, .scene: "#fff3e0"
        case .preview: "#f1f8e9"
        case .environmentObject, .environmentKey: "#e0f2f1"
        case .dependency: "#eceff1"
        }
    }
}
