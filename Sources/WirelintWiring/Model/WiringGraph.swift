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

    /// The part of the graph made of `nodeIDs` and the edges between them, with the findings
    /// that still touch something kept.
    public func restricted(to nodeIDs: Set<String>) -> WiringGraph {
        let edges = edges.filter { nodeIDs.contains($0.from) && nodeIDs.contains($0.to) }
        let edgeIDs = Set(edges.map(\.id))
        let findings = findings.compactMap { finding -> WiringFinding? in
            var kept = finding
            kept.nodes = finding.nodes.filter(nodeIDs.contains)
            kept.edges = finding.edges.filter(edgeIDs.contains)
            return kept.nodes.isEmpty && kept.edges.isEmpty ? nil : kept
        }
        let findingIDs = Set(findings.map(\.id))
        return WiringGraph(
            nodes: nodes.filter { nodeIDs.contains($0.id) }.map { $0.keepingFindings(findingIDs) },
            edges: edges.map { $0.keepingFindings(findingIDs) },
            findings: findings)
    }
}
