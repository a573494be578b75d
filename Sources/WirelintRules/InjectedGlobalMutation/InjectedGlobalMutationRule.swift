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
            + leakingStoreWrites(in: graph, stores: stores, severity: severity)
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

    // MARK: Store writes that leak

    /// A body where a store write outlives its purpose, and what to say about it.
    private struct LeakingPlace {
        let file: String
        let body: BodyFacts
        let what: String
        let fix: String
        /// Bodies whose writes undo this one's (`tearDown`); the body's own `defer` and
        /// `addTeardownBlock` writes always count.
        let restorers: [BodyFacts]
    }

    private static func leakingStoreWrites(in graph: ProjectGraph, stores: Set<String>, severity: Severity) -> [Finding] {
        guard !stores.isEmpty else { return [] }
        var findings: [Finding] = []
        for place in leakingPlaces(in: graph) {
            let restores = Set((place.restorers + [place.body]).flatMap { body in
                body.staticWrites.filter { $0.context == .deferred || $0.closureCallee == "addTeardownBlock" || body != place.body }
                    .map { "\($0.store)|\($0.key)" }
            })
            for write in place.body.staticWrites where stores.contains(write.store) {
                guard write.context != .deferred, write.closureCallee != "addTeardownBlock",
                      !restores.contains("\(write.store)|\(write.key)") else { continue }
                findings.append(Finding(
                    ruleID: description.id,
                    severity: severity,
                    message: "\(place.what) writes \(write.target), a process-wide dependency store, "
                        + "and never restores it: the override leaks into everything that runs afterwards — \(place.fix)",
                    location: SourceLocation(file: place.file, range: write.range)))
            }
        }
        return findings
    }

    private static func leakingPlaces(in graph: ProjectGraph) -> [LeakingPlace] {
        var places = graph.previews.map {
            LeakingPlace(file: $0.file, body: $0.value.body, what: "this preview",
                         fix: "inject the stub into the previewed view instead", restorers: [])
        }
        for type in graph.types {
            let functions = type.functions
            if graph.isView(type) || graph.isViewModifier(type) {
                for function in functions where function.value.kind == .initializer || function.value.name == "body" {
                    places.append(LeakingPlace(
                        file: function.file, body: function.value.body,
                        what: "\(type.name).\(function.value.kind == .initializer ? "init" : "body")",
                        fix: "views run many times; configure dependencies at the composition root", restorers: []))
                }
            }
            if graph.isPreviewProvider(type) {
                for function in functions where function.value.name == "previews" {
                    places.append(LeakingPlace(
                        file: function.file, body: function.value.body, what: "\(type.name).previews",
                        fix: "inject the stub into the previewed view instead", restorers: []))
                }
            }
            let isTestCase = graph.isTestCase(type)
            let tearDowns = functions.filter { ["tearDown", "tearDownWithError"].contains($0.value.name) }.map(\.value.body)
            for function in functions where function.value.kind == .method && !function.value.isStatic {
                let name = function.value.name
                let isXCTest = isTestCase && (name.hasPrefix("test") || name == "setUp" || name == "setUpWithError")
                guard isXCTest || function.value.attributes.contains("Test") else { continue }
                places.append(LeakingPlace(
                    file: function.file, body: function.value.body, what: "test \(type.name).\(name)()",
                    fix: "save the old value and restore it in tearDown, addTeardownBlock or a defer",
                    restorers: isXCTest ? tearDowns : []))
            }
        }
        return places
    }
}
