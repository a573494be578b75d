import WirelintFacts

/// Gathers nodes and edges as the builder finds them: one node per id, the first kind and
/// location kept, and one edge per kind, ends, placement and label, holding every place it
/// is written.
struct WiringCollector {
    private(set) var nodes: [WiringNode] = []
    private(set) var edges: [WiringEdge] = []
    private var nodePositions: [String: Int] = [:]
    private var edgePositions: [String: Int] = [:]

    var graph: WiringGraph { WiringGraph(nodes: nodes, edges: edges, findings: []) }

    @discardableResult
    mutating func node(id: String, kind: WiringNode.Kind, name: String, location: SourceLocation?) -> String {
        if nodePositions[id] == nil {
            nodePositions[id] = nodes.count
            nodes.append(WiringNode(id: id, kind: kind, name: name, location: location))
        }
        return id
    }

    mutating func edge(
        _ kind: WiringEdge.Kind, from: String, to: String, placement: Construction.Placement? = nil, label: String? = nil,
        at location: SourceLocation
    ) {
        let key = "\(kind.rawValue) \(from) \(to) \(placement?.rawValue ?? "") \(label ?? "")"
        if let position = edgePositions[key] {
            if !edges[position].locations.contains(location) { edges[position].locations.append(location) }
            return
        }
        edgePositions[key] = edges.count
        edges.append(WiringEdge(
            id: "e\(edges.count + 1)", kind: kind, from: from, to: to, placement: placement, label: label, locations: [location]))
    }
}
