/// What `--focus` names, and the neighbourhood that explains it.
enum FocusTarget {
    /// Views, types, roots or previews (one name, declared in several places): what reaches them
    /// from the roots, what they draw.
    case nodes(Set<String>)
    /// An environment value: who injects it and who reads it.
    case environmentValue(String)
    /// Findings (of a rule, by id or by location): their paths, and where the values on them are injected.
    case findings([WiringFinding])

    static func resolve(_ name: String, in graph: WiringGraph, knownRules: [String]) throws(SelectionError) -> FocusTarget {
        let named = graph.nodes.filter { GraphName.matches(name, $0) }
        if let value = named.first(where: \.isEnvironmentValue) { return .environmentValue(value.id) }
        if !named.isEmpty { return .nodes(Set(named.map(\.id))) }
        let findings = graph.findings.filter { finding in
            finding.id == name || finding.ruleID == name || name == "\(finding.location.file):\(finding.location.range.start.line)"
        }
        if !findings.isEmpty { return .findings(findings) }
        if knownRules.contains(name) {
            throw SelectionError(description: "error: --focus: no finding of \(name) in the graph")
        }
        throw SelectionError.unknown(name, option: "--focus", among: graph.nodes.map(\.name) + knownRules)
    }

    func neighbourhood(in graph: WiringGraph, depth: Int) -> WiringGraph {
        let walk = GraphWalk(graph: graph)
        switch self {
        case .nodes(let ids):
            let tree = walk.above(ids).union(walk.below(ids, depth: depth))
            return graph.restricted(to: walk.withEnvironment(tree))
        case .environmentValue(let id):
            return graph.restricted(to: walk.providersAndReaders(of: id).union([id]))
        case .findings(let findings):
            var nodes = Set(findings.flatMap(\.nodes))
            for value in nodes where graph.nodes.contains(where: { $0.id == value && $0.isEnvironmentValue }) {
                nodes.formUnion(walk.providers(of: value))
            }
            return graph.restricted(to: nodes)
        }
    }
}
