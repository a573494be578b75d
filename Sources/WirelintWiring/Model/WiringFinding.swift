import WirelintFacts
import WirelintRules

/// A finding of the run, with the nodes and edges it concerns: what a picture marks, and what
/// the HTML page highlights when the finding is clicked.
public struct WiringFinding: Codable, Sendable, Equatable {
    /// `f1`, `f2`, … in report order.
    public var id: String
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Ids of the nodes on its path: the root, the views on the way, the value read.
    public var nodes: [String]
    /// Ids of the edges on its path.
    public var edges: [String]

    public init(
        id: String, ruleID: String, severity: Severity, message: String, location: SourceLocation, nodes: [String], edges: [String]
    ) {
        self.id = id
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.nodes = nodes
        self.edges = edges
    }
}
