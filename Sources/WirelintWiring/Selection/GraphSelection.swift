import WirelintConfig

/// The part of the wiring a picture shows: `--root`, `--focus` and `--depth`, then the limit
/// that keeps it legible.
public struct GraphSelection: Sendable {
    /// An app, scene or preview (by name or `file:line`): only what its tree reaches is drawn.
    public var root: String?
    /// A view, type, environment value, rule id, finding (`f3`) or finding location (`file:line`).
    public var focus: String?
    /// How many steps below the focus (or the root) are drawn; everything when nil, two below a focus.
    public var depth: Int?

    /// The most nodes a picture holds: past a few hundred boxes no layout stays readable, and a
    /// large app's whole graph has thousands. A larger selection is refused with a hint to focus.
    public static let mostNodes = 150

    /// How far below a focus is drawn when `--depth` is not given: what it draws and what those draw.
    static let focusDepth = 2

    public init(root: String? = nil, focus: String? = nil, depth: Int? = nil) {
        self.root = root
        self.focus = focus
        self.depth = depth
    }

    /// The selected part of `graph`; `knownRules` tells a rule with no finding from a misspelt name.
    public func apply(to graph: WiringGraph, knownRules: [String]) throws(SelectionError) -> WiringGraph {
        var selected = graph
        let walk = GraphWalk(graph: graph)
        if let root {
            let roots = graph.nodes.filter { $0.isRoot && GraphName.matches(root, $0) }
            guard !roots.isEmpty else {
                throw SelectionError.unknown(root, option: "--root", among: graph.nodes.filter(\.isRoot).map(\.name))
            }
            selected = graph.restricted(to: walk.withEnvironment(walk.below(Set(roots.map(\.id)), depth: depth)))
        }
        if let focus {
            selected = try FocusTarget.resolve(focus, in: selected, knownRules: knownRules)
                .neighbourhood(in: selected, depth: depth ?? Self.focusDepth)
        }
        guard selected.nodes.count <= Self.mostNodes else { throw SelectionError.tooLarge(selected, focused: focus != nil || root != nil) }
        return selected
    }
}

/// Why a selection cannot be drawn: exit status 2, with a hint.
public struct SelectionError: Error, CustomStringConvertible {
    public let description: String

    static func unknown(_ name: String, option: String, among candidates: [String]) -> SelectionError {
        let hint = SpellingSuggestion.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return SelectionError(description: "error: \(option): nothing named '\(name)' in the graph\(hint)")
    }

    static func tooLarge(_ graph: WiringGraph, focused: Bool) -> SelectionError {
        let roots = graph.nodes.filter { $0.kind == .app || $0.kind == .scene }.prefix(5).map(\.name)
        let busiest = GraphWalk(graph: graph).mostConnected(5)
        let narrow = focused ? "a smaller --depth, or --root" : "--focus NAME (a view, type, environment value or rule id) or --root NAME"
        return SelectionError(description: """
            error: the graph has \(graph.nodes.count) nodes, more than the \(GraphSelection.mostNodes) a picture keeps legible; \
            narrow it with \(narrow) (roots: \(roots.joined(separator: ", "))); most connected: \(busiest.joined(separator: ", "))
            """)
    }
}
