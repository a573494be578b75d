/// Steps through a `WiringGraph` along its edges: down the view tree (draws, constructs,
/// relays), up it, and out to the environment values nodes inject and read.
struct GraphWalk {
    let graph: WiringGraph
    private let below: [String: [String]]
    private let above: [String: [String]]

    init(graph: WiringGraph) {
        self.graph = graph
        var below: [String: [String]] = [:]
        var above: [String: [String]] = [:]
        for edge in graph.edges where edge.isStructural {
            below[edge.from, default: []].append(edge.to)
            above[edge.to, default: []].append(edge.from)
        }
        self.below = below
        self.above = above
    }

    /// `start` and what it reaches down the tree in at most `depth` steps (all when nil).
    func below(_ start: Set<String>, depth: Int?) -> Set<String> { reach(from: start, along: below, depth: depth) }

    /// `start` and everything that reaches it from above, up to the roots: what explains it.
    func above(_ start: Set<String>) -> Set<String> { reach(from: start, along: above, depth: nil) }

    /// `nodes` and the environment values they inject or read.
    func withEnvironment(_ nodes: Set<String>) -> Set<String> {
        nodes.union(graph.edges.lazy.filter { !$0.isStructural && nodes.contains($0.from) }.map(\.to))
    }

    /// The nodes that inject or read `value`.
    func providersAndReaders(of value: String) -> Set<String> {
        Set(graph.edges.lazy.filter { !$0.isStructural && $0.to == value }.map(\.from))
    }

    /// The nodes that inject `value`.
    func providers(of value: String) -> Set<String> {
        Set(graph.edges.lazy.filter { $0.kind == .injects && $0.to == value }.map(\.from))
    }

    /// The names of the `count` nodes with the most edges, the busiest first: where to focus.
    func mostConnected(_ count: Int) -> [String] {
        var degree: [String: Int] = [:]
        for edge in graph.edges {
            degree[edge.from, default: 0] += 1
            degree[edge.to, default: 0] += 1
        }
        return graph.nodes.enumerated()
            .sorted { (degree[$0.element.id] ?? 0, $1.offset) > (degree[$1.element.id] ?? 0, $0.offset) }
            .prefix(count).map(\.element.name)
    }

    private func reach(from start: Set<String>, along next: [String: [String]], depth: Int?) -> Set<String> {
        var reached = start
        var frontier = Array(start)
        var steps = 0
        while !frontier.isEmpty, depth.map({ steps < $0 }) ?? true {
            frontier = frontier.flatMap { next[$0] ?? [] }.filter { reached.insert($0).inserted }
            steps += 1
        }
        return reached
    }
}
