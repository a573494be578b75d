import Foundation
import WirelintFacts

/// The graph as JSON for other tools, in the shape `docs/graph.schema.json` describes: places
/// as `file`, `line`, `column` (UTF-8, 1-based, as the other reports), ids that link findings,
/// nodes and edges. The document is its own types, so that the schema changes only on purpose.
public struct GraphJSONRenderer: Sendable {
    /// Raised when a field is added, renamed or changes meaning.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ graph: WiringGraph) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The document holds only strings, numbers and arrays: encoding cannot fail.
        let data = try! encoder.encode(Document(graph))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        let schemaVersion = GraphJSONRenderer.schemaVersion
        let nodes: [Node]
        let edges: [Edge]
        let findings: [Finding]

        init(_ graph: WiringGraph) {
            nodes = graph.nodes.map(Node.init)
            edges = graph.edges.map(Edge.init)
            findings = graph.findings.map(Finding.init)
        }
    }


    private struct Node: Encodable {
        let id: String
        let kind: String
        let name: String
        let location: CodePlace?
        let findings: [String]

        init(_ node: WiringNode) {
            id = node.id
            kind = node.kind.rawValue
            name = node.name
            location = node.location.map(CodePlace.init)
            findings = node.findings
        }
    }

    private struct Edge: Encodable {
        let id: String
        let kind: String
        let from: String
        let to: String
        let placement: String?
        let label: String?
        let locations: [CodePlace]
        let findings: [String]

        init(_ edge: WiringEdge) {
            id = edge.id
            kind = edge.kind.rawValue
            from = edge.from
            to = edge.to
            placement = edge.placement?.rawValue
            label = edge.label
            locations = edge.locations.map(CodePlace.init)
            findings = edge.findings
        }
    }

    private struct Finding: Encodable {
        let id: String
        let rule: String
        let severity: String
        let message: String
        let location: CodePlace
        let nodes: [String]
        let edges: [String]

        init(_ finding: WiringFinding) {
            id = finding.id
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            location = CodePlace(finding.location)
            nodes = finding.nodes
            edges = finding.edges
        }
    }
}
