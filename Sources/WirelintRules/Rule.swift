import WirelintGraph

/// A rule: a pure function from the linked project to findings.
///
/// Rules never parse and never read files; everything they know comes from the graph.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding]
}
