import WirelintFacts

/// What `wirelint graph` draws: the project's views, view models, roots, previews,
/// environment values and dependencies, how they are wired, and the findings on them.
///
/// A model of its own, built once from the linked project and the run's findings
/// (`WiringGraphBuilder`), so that every format shows the same picture and no renderer
/// analyses anything: renderers read this and nothing else.
public struct WiringGraph: Codable, Sendable, Equatable {
    /// In the order they were found: roots and previews first, then types in declaration order.
    public var nodes: [WiringNode]
    public var edges: [WiringEdge]
    /// The findings of the run that concern something drawn, in report order.
    public var findings: [WiringFinding]

    public init(nodes: [WiringNode], edges: [WiringEdge], findings: [WiringFinding]) {
        self.nodes = nodes
        self.edges = edges
        self.findings = findings
    }

    /// The position of each node in `nodes`, by id.
    public var nodePositions: [String: Int] {
        Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Without the view models and dependencies nothing constructs, injects or reads and that
    /// use nothing: a protocol or a class on its own says nothing about the wiring.
    var withoutIsolatedObjects: WiringGraph {
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        return restricted(to: Set(nodes.filter { connected.contains($0.id) || ($0.kind != .dependency && $0.kind != .viewModel) }.map(\.id)))
    }

    /// The part of the graph made of `nodeIDs` and the edges between them, with the findings
    /// whose whole path is still there: a path drawn in part would highlight the wrong story.
    public func restricted(to nodeIDs: Set<String>) -> WiringGraph {
        let edges = edges.filter { nodeIDs.contains($0.from) && nodeIDs.contains($0.to) }
        let edgeIDs = Set(edges.map(\.id))
        let findings = findings.filter { $0.nodes.allSatisfy(nodeIDs.contains) && $0.edges.allSatisfy(edgeIDs.contains) }
        let findingIDs = Set(findings.map(\.id))
        return WiringGraph(
            nodes: nodes.filter { nodeIDs.contains($0.id) }.map { $0.keepingFindings(findingIDs) },
            edges: edges.map { $0.keepingFindings(findingIDs) },
            findings: findings)
    }
}
