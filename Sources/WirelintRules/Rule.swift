import WirelintGraph

/// A rule: a pure function from the linked project to findings.
///
/// Rules never parse and never read files; everything they know comes from the graph.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// How much of the rules phase the rule takes on a large project (default `.light`).
    static var weight: RuleWeight { get }
    static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding]
}

extension Rule {
    public static var weight: RuleWeight { .light }
}

/// What a rule's work grows with, for scheduling only: the rules phase starts the heaviest
/// rules first, so that none of them is left to run alone on one core after the others end.
public enum RuleWeight: Int, Comparable, Sendable {
    /// Little work, even on a large project.
    case light
    /// Looks through the bodies of the types it concerns.
    case bodies
    /// Follows the view tree or every construction across the project.
    case project

    public static func < (lhs: RuleWeight, rhs: RuleWeight) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
