import WirelintFacts
import WirelintRules

/// Puts each finding on the nodes and edges it concerns, by where they are written: a
/// finding's location, path and related places are the roots, constructions and properties the
/// picture's nodes and edges stand for. A finding inside a type's code that no edge stands for
/// (a `.shared` read in a method) goes on the innermost type node declared around it.
enum FindingPlacement {
    static func place(_ findings: [Finding], on graph: WiringGraph, extents: [TypeExtent]) -> WiringGraph {
        var graph = graph
        var nodesAt: [CodePlace: [Int]] = [:]
        for (position, node) in graph.nodes.enumerated() {
            if let location = node.location { nodesAt[CodePlace(location), default: []].append(position) }
        }
        var edgesAt: [CodePlace: [Int]] = [:]
        for (position, edge) in graph.edges.enumerated() {
            for location in edge.locations { edgesAt[CodePlace(location), default: []].append(position) }
        }
        let positions = graph.nodePositions
        for (number, finding) in findings.enumerated() {
            let id = "f\(number + 1)"
            let places = [finding.location] + finding.path.map(\.location) + finding.related.map(\.location)
            var nodes = Set(places.flatMap { nodesAt[CodePlace($0)] ?? [] })
            let edges = Set(places.flatMap { edgesAt[CodePlace($0)] ?? [] })
            for edge in edges {
                for end in [graph.edges[edge].from, graph.edges[edge].to] { if let node = positions[end] { nodes.insert(node) } }
            }
            if nodes.isEmpty, let enclosing = innermost(extents, around: finding.location).flatMap({ positions[$0] }) { nodes.insert(enclosing) }
            guard !nodes.isEmpty else { continue }
            for node in nodes { graph.nodes[node].findings.append(id) }
            for edge in edges { graph.edges[edge].findings.append(id) }
            graph.findings.append(WiringFinding(
                id: id, ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: finding.location,
                nodes: nodes.sorted().map { graph.nodes[$0].id }, edges: edges.sorted().map { graph.edges[$0].id }))
        }
        return graph
    }

    /// The node of the type whose code holds `location` most closely (a nested type before the one around it).
    private static func innermost(_ extents: [TypeExtent], around location: SourceLocation) -> String? {
        extents.filter { $0.contains(location) }.min { ($0.range.end.line - $0.range.start.line) < ($1.range.end.line - $1.range.start.line) }?.node
    }

}
