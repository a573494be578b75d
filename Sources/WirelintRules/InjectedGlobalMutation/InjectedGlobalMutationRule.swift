import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// `injected_global_mutation`: a local-looking write that swaps a dependency process-wide.
///
/// Service-locator wrappers such as `@Injected(\.network) var network` often implement their
/// setter as `InjectedValues[keyPath] = newValue`. Then `viewModel.network = Stub()` replaces
/// the network client for every reader in the process, and a preview or test that writes the
/// store directly leaks its stub into everything that runs after it. The wrapper is recognised
/// by the shape of its setter, not by its name.
public enum InjectedGlobalMutationRule: Rule {
    public static let description = RuleDescription(
        id: "injected_global_mutation",
        name: "Global mutation through an injected property",
        summary: "A write through a property wrapper whose setter changes a process-wide store, or a write to that store that leaks from a preview, view or test.",
        rationale: """
            A property wrapper whose wrappedValue setter writes static storage turns \
            `model.network = Stub()` into a process-wide swap: every other reader sees the stub, \
            and previews and tests leak it into whatever runs next. Register overrides at the \
            composition root, pass the dependency in explicitly, or restore the old value in \
            tearDown / defer.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOptionDescription(
                key: "global_setter_wrappers", kind: .stringList,
                summary: "Property wrappers with a global setter whose source is not linted (e.g. from a package)."),
            RuleOptionDescription(
                key: "global_stores", kind: .stringList,
                summary: "Types whose static storage is a global dependency store (writes from previews, views and tests are reported)."),
        ]
    )

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        var wrappers = graph.globalSetterWrappers
        for name in options.strings("global_setter_wrappers") where wrappers[name] == nil {
            wrappers[name] = "the wrapper's global store"
        }
        let stores = Set(graph.globalSetterWrappers.values).union(options.strings("global_stores"))
        let severity = options.severity ?? description.defaultSeverity
        return wrapperMutations(in: graph, wrappers: wrappers, severity: severity)
            + StoreLeaks(graph: graph, stores: stores, wrappers: Set(wrappers.keys)).findings(severity: severity)
    }

    // MARK: Writes through a wrapper

    private static func wrapperMutations(in graph: ProjectGraph, wrappers: [String: String], severity: Severity) -> [Finding] {
        guard !wrappers.isEmpty else { return [] }
        var findings: [Finding] = []
        let bodies = graph.allFunctions.map { ($0.owner, $0.function.file, $0.function.value.body) }
            + graph.previews.map { (LinkedType?.none, $0.file, $0.value.body) }
        for (owner, file, body) in bodies {
            for mutation in body.mutations {
                guard let holder = holderType(of: mutation.base, owner: owner, graph: graph),
                      let property = holder.property(named: mutation.member),
                      let wrapper = property.wrapper?.name, let store = wrappers[wrapper],
                      isMutation(mutation.kind, of: property, graph: graph)
                else { continue }
                let verb: String
                switch mutation.kind {
                case .assignment: verb = "assigning"
                case .compoundAssignment(let op): verb = "'\(op)' on"
                case .inout: verb = "passing inout"
                case .call(let method): verb = "calling mutating \(method)() on"
                }
                findings.append(Finding(
                    ruleID: description.id,
                    severity: severity,
                    message: "\(verb) \(mutation.member) goes through @\(wrapper)'s setter, which writes \(store): "
                        + "the dependency changes for the whole process, not just this \(holder.name) — "
                        + "register the override at the composition root or pass the dependency in explicitly",
                    location: SourceLocation(file: file, range: mutation.range),
                    related: [AnnotatedLocation(
                        location: holder.declaration.location(property.range),
                        message: "\(mutation.member) is declared @\(wrapper) here")]))
            }
        }
        return findings
    }

    /// The type declaring the mutated property, from what the extraction knew about the base.
    private static func holderType(of base: MemberMutation.Base, owner: LinkedType?, graph: ProjectGraph) -> LinkedType? {
        switch base {
        case .self:
            return owner
        case .typed(let name):
            return graph.type(named: name)
        case .selfProperty(let name):
            return owner?.property(named: name)?.typeName.flatMap { graph.type(named: $0) }
        }
    }

    private static func isMutation(_ kind: MemberMutation.Kind, of property: PropertyFacts, graph: ProjectGraph) -> Bool {
        guard case .call(let method) = kind else { return true }
        if Knowledge.mutatingMethods.contains(method) { return true }
        guard let typeName = property.typeName, let type = graph.type(named: typeName) else { return false }
        return type.members(named: method).contains { $0.value.isMutating }
    }
}
