import WirelintConcurrency
import WirelintFacts
import WirelintGraph

/// `dependency_relay`: a stored dependency that a view, view model or feature environment
/// only passes on to other types' initializers.
///
/// This is bucket-brigade injection: the API client is created at the root and every screen
/// on the way to the one that calls it stores it only to hand it to the next. Adding a
/// dependency to a leaf then means editing every initializer, preview and test in between,
/// and each intermediate type advertises a dependency it does not have. The finding names the
/// whole chain, from where the value enters to where it is used, once per relaying property:
/// each middle type is reported at its own property, with the same chain, so a team can fix the
/// chain from either end.
public enum DependencyRelayRule: Rule {
    public static let description = RuleDescription(
        id: "dependency_relay",
        name: "Dependency only passed on",
        summary: "A stored dependency that the type never uses itself and only passes into other types' initializers.",
        rationale: """
            A view, view model or feature environment that stores a dependency (an API client, \
            a database, a store) only to hand it to the next initializer is a relay: every type \
            between the creator and the user has to change when a leaf needs something new, and \
            each advertises a dependency it does not use. Read the dependency where it is used — \
            from the environment (@Environment, @EnvironmentObject) or a dependency container — \
            or pass the leaf a ready-made view model instead of its ingredients.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOptionDescription(
                key: "minimum_hops", kind: .integer,
                summary: "Report only chains with at least this many relaying types (default 1: every relay)."),
            RuleOptionDescription(
                key: "ignored_types", kind: .stringList,
                summary: "Types that are never dependencies and whose properties are never reported."),
        ]
    )

    public static let weight = RuleWeight.project

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let minimumHops = max(1, options.integers["minimum_hops"] ?? 1)
        let analysis = RelayAnalysis(graph: graph, ignoredTypes: Set(options.strings("ignored_types")))
        let severity = options.severity ?? description.defaultSeverity
        // In a fixed order (the report sorts findings again, by location). Written on the
        // graph's threads: a large project's relays each spell out a chain, which took the
        // rule's last tenth alone on one thread.
        // A type declared in a preview or a test (a preview provider's own `Environment`) is
        // scaffolding: it hands on what the preview builds, not what the app composes.
        let keys = analysis.relays.keys.filter { !graph.isScaffolding(graph.types[$0.type]) }
            .sorted { ($0.type, $0.name) < ($1.type, $1.name) }
        return (0..<keys.count).runs(of: 256).parallelMap(jobs: graph.jobs) { run in
            run.compactMap { finding(for: analysis.relays[keys[$0]]!, in: analysis, minimumHops: minimumHops, severity: severity) }
        }.flatMap { $0 }
    }

    /// The most relays a finding spells out above the one it reports, and below it. A longer
    /// chain — generated code, or code written to slow the linter down, as every relay on it is
    /// reported with the chain — is told with the root and the nearest relays above, and the
    /// nearest below, and says how many it leaves out.
    static let shownRelays = 16

    private static func finding(
        for relay: RelayAnalysis.Relay, in analysis: RelayAnalysis, minimumHops: Int, severity: Severity
    ) -> Finding? {
        let graph = analysis.graph
        let upstream = analysis.upstream(of: relay.key)
        if upstream?.startsAtScreenState == true { return nil }
        let branches = analysis.downstream(of: relay.key)
        guard !branches.isEmpty else { return nil }
        let main = branches.max(by: isShorter)!
        // Relays above this one: every hand-over on the way down from the root that passes on a
        // relayed property (the root itself may be a feature environment nothing is seen filling).
        let hops = (upstream?.relayHandOvers ?? 0) + 1 + main.relayHops
        guard hops >= minimumHops else { return nil }

        let typeName = graph.types[relay.key.type].name
        let subject = "\(typeName).\(relay.property.name)"

        // Root → … → this type (relays above it), then the deepest branch below.
        var names: [String] = []
        var path: [AnnotatedLocation] = []
        if let upstream {
            let nearest = Array(upstream.nearestFirst.prefix(shownRelays + 1))
            let shown = upstream.count > nearest.count ? [upstream.root] + nearest.dropLast().reversed() : nearest.reversed()
            for (position, edge) in shown.enumerated() {
                if position == 1, upstream.count > shown.count {
                    names.append("… \(upstream.count - shown.count) relays")
                }
                if let upper = analysis.relayedSource(of: edge), let upperRelay = analysis.relays[upper] {
                    let upperName = graph.types[upper.type].name
                    names.append("\(upperName) (relay)")
                    path.append(AnnotatedLocation(location: upperRelay.location, message: "\(upperName).\(upper.name) is only passed on"))
                    path.append(AnnotatedLocation(location: edge.location, message: "\(upperName) passes it to \(call(edge))"))
                } else {
                    let rootName = contextName(of: edge, in: graph)
                    names.append(rootName)
                    path.append(AnnotatedLocation(location: edge.location, message: "\(rootName) passes it to \(call(edge))"))
                }
            }
        }
        names.append("\(typeName) (relay)")
        path.append(AnnotatedLocation(location: relay.location, message: "\(subject) is only passed on"))
        var node = main
        var sender = typeName
        var onChain: Set<RelayAnalysis.PropertyKey> = [relay.key]
        while true {
            let receiverName = graph.types[node.edge.receiver].name
            path.append(AnnotatedLocation(location: node.edge.location, message: "\(sender) passes it to \(call(node.edge))"))
            if let next = node.relay {
                names.append("\(receiverName) (relay)")
                path.append(AnnotatedLocation(location: next.location, message: "\(receiverName).\(next.property.name) is only passed on"))
                onChain.insert(next.key)
                guard let child = analysis.downstream(of: next.key, excluding: onChain).max(by: isShorter) else { break }
                if onChain.count > shownRelays, child.relay != nil {
                    names.append("… \(child.relayHops) more relays")
                    break
                }
                sender = receiverName
                node = child
            } else if node.isRecursive {
                names.append("\(receiverName) (again)")
                break
            } else {
                names.append("\(receiverName) uses it")
                if let use = node.use {
                    path.append(AnnotatedLocation(location: use, message: "\(receiverName) uses it here"))
                }
                break
            }
        }

        var chain = names.joined(separator: " → ")
        let others = uniqueNames(branches.filter { $0.edge.location != main.edge.location }.map { graph.types[$0.edge.receiver].name })
            .filter { $0 != graph.types[main.edge.receiver].name }
        if !others.isEmpty {
            chain += " (\(typeName) also passes it to \(others.joined(separator: ", ")))"
        }
        // The path is reported with the finding (SARIF lists it among the related locations
        // and as the code flow); related adds the branches the message only names.
        let related = branches.filter { $0.edge.location != main.edge.location }.map {
            AnnotatedLocation(location: $0.edge.location, message: "\(typeName) passes it to \(call($0.edge))")
        }
        let fix = relay.holder == .featureEnvironment
            ? "read it in the feature that uses it (@Dependency or another dependency container) instead of handing it down to each child feature"
            : "read it where it is used (from the environment or a dependency container) instead of threading it through initializers"
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(subject) is only passed on: \(chain) — \(hops) relay \(hops == 1 ? "hop" : "hops"); \(fix)",
            location: relay.location,
            related: related,
            path: path)
    }

    /// Orders branches for picking the one the message follows: most relay hops, then one
    /// that reaches a use rather than recursing, then the first in the source.
    private static func isShorter(_ lhs: RelayAnalysis.Downstream, _ rhs: RelayAnalysis.Downstream) -> Bool {
        if lhs.relayHops != rhs.relayHops { return lhs.relayHops < rhs.relayHops }
        if lhs.isRecursive != rhs.isRecursive { return lhs.isRecursive }
        return rhs.edge.location < lhs.edge.location
    }

    /// Who hands the value over: the environment it is read from, or the type the
    /// construction is in.
    private static func contextName(of edge: RelayAnalysis.Edge, in graph: ProjectGraph) -> String {
        if let source = edge.sourceProperty { return graph.types[source.type].name }
        switch edge.context {
        case .type(let index): return graph.types[index].name
        case .foreignExtension(let name): return "extension \(name)"
        case .preview: return "#Preview"
        case .fileLevel: return edge.functionName ?? edge.file
        }
    }

    /// `OrderRow(api:)`.
    private static func call(_ edge: RelayAnalysis.Edge) -> String {
        "\(edge.callee)(\(edge.label ?? "_"):)"
    }

    private static func uniqueNames(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
