import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// Stored dependencies that a type never uses itself and only passes into other types'
/// initializers, with where each comes from and where it finally goes.
///
/// A property is *relayed* when every read of it, in the type and its extensions, is a whole
/// argument of an initializer of a view, view modifier, view model or feature environment of the
/// project (`Row(api: api)`, `ListModel(api: api)`), and some construction of the type fills it.
/// Anything else — a member access, a call, a projected binding, passing it to a function or
/// to a type that is not a view, model or environment, an `.environmentObject(api)` — is a use.
struct RelayAnalysis: Sendable {
    typealias PropertyKey = ConstructionIndex.PropertyKey
    typealias Edge = ConstructionIndex.Edge

    /// A stored dependency its type only passes on.
    struct Relay: Sendable {
        let key: PropertyKey
        let property: PropertyFacts
        /// The file declaring the property.
        let file: String
        let holder: DependencyTypes.HolderKind
        /// Where the type passes it on, in its own bodies.
        let passes: [Edge]
        /// Constructions of the type that fill it.
        let sources: [Edge]

        var location: SourceLocation { SourceLocation(file: file, range: property.range) }
    }

    /// One receiving end below a relay: a type that takes the value, and what it does with it.
    struct Downstream: Sendable {
        /// The construction that hands the value over.
        let edge: Edge
        /// The receiving property when it is relayed further.
        let relay: Relay?
        /// Where the receiver uses it (its first other use, or the initializer that consumes it),
        /// when it does not relay it.
        let use: SourceLocation?
        /// The receiver is a relay already on the chain (a view that contains itself).
        let isRecursive: Bool
        /// Relay hops from this receiver down to the deepest use (the receiver included).
        let relayHops: Int
    }

    /// The chain of constructions that brings the value to a relay's type, root first: the first
    /// construction is in the type that creates the value or receives it from elsewhere, every
    /// later one passes on a relayed property. Each relay's chain continues the chain of the
    /// relay above it and shares it: a copy of everything above in every relay took time and
    /// memory quadratic in the chain's length.
    final class Upstream: Sendable {
        /// The construction that hands the value to the relay's type.
        let edge: Edge
        /// The chain up to the type that constructs with `edge`, when that type relays the value.
        let above: Upstream?
        /// The constructions on the chain.
        let count: Int
        /// The constructions on the chain that pass on a relayed property: each of those above
        /// the root, and the root when it does (a relay of a cycle the chain was cut at).
        let relayHandOvers: Int
        /// Where the value enters: the chain's first construction.
        let root: Edge
        /// No construction on the chain is in a preview or a test.
        let isInApp: Bool
        /// The value is state a screen owns (`ScreenState`).
        let startsAtScreenState: Bool

        /// `rootIsScreenState`: whether `edge` hands over a screen's own state, which matters
        /// when it is the chain's first construction.
        init(edge: Edge, above: Upstream?, passesRelay: Bool, rootIsScreenState: Bool) {
            self.edge = edge
            self.above = above
            count = 1 + (above?.count ?? 0)
            relayHandOvers = (above?.relayHandOvers ?? 0) + (passesRelay ? 1 : 0)
            root = above?.root ?? edge
            isInApp = !edge.isPreviewOrTest && above?.isInApp != false
            startsAtScreenState = above?.startsAtScreenState ?? rootIsScreenState
        }

        /// The chain's constructions, nearest to the relay first: its `edge`, then the ones above.
        var nearestFirst: some Sequence<Edge> {
            sequence(first: self, next: \.above).lazy.map(\.edge)
        }
    }

    let graph: ProjectGraph
    let index: ConstructionIndex
    let dependencies: DependencyTypes
    let relays: [PropertyKey: Relay]
    /// The chosen upstream chain of every relay that is handed the value somewhere.
    private let upstreams: [PropertyKey: Upstream?]
    /// The most relay hops below every relay.
    private let hopsBelow: [PropertyKey: Int]
    private let screenState: ScreenState

    init(graph: ProjectGraph, ignoredTypes: Set<String> = []) {
        let dependencies = DependencyTypes(graph: graph, ignoredTypes: ignoredTypes)
        self.graph = graph
        self.dependencies = dependencies
        var holders: [Int: DependencyTypes.HolderKind?] = [:]
        func holderKind(_ type: Int) -> DependencyTypes.HolderKind? {
            if let known = holders[type] { return known }
            let kind = dependencies.holderKind(of: graph.types[type])
            holders[type] = kind
            return kind
        }
        let environmentReads = EnvironmentReads(graph: graph)
        // The stored dependencies that may be relays, by type: the construction index follows
        // only these.
        var candidates: [(type: Int, holder: DependencyTypes.HolderKind, isEnvironmentBag: Bool, properties: [PropertyFacts])] = []
        for (position, type) in graph.types.enumerated() {
            guard let holder = holderKind(position), !dependencies.isIgnored(type) else { continue }
            // A view only its file can build is part of the view that builds it, for which handing
            // it the value is a use: its own hand-overs are that view's, not a relay of its own.
            if holder == .view, type.declaration.value.isFilePrivate { continue }
            // A superclass's property may be used by subclasses the reads here do not show.
            if type.kind == .class, graph.inheritedNames.contains(type.name) { continue }
            // A feature environment is read by reducers through their environment value; its
            // properties can be judged only where those reducers are among the linted files.
            let isEnvironmentBag = holder == .featureEnvironment && DependencyTypes.isFeatureEnvironmentName(type.name)
            if isEnvironmentBag, !environmentReads.reducerRead.contains(position) { continue }
            let properties = type.declaration.value.properties.filter {
                Self.isCandidate($0, of: type, holder: holder, graph: graph, dependencies: dependencies)
            }
            if !properties.isEmpty { candidates.append((position, holder, isEnvironmentBag, properties)) }
        }
        let index = ConstructionIndex(graph: graph, relevantTo: Set(candidates.flatMap { candidate in
            candidate.properties.map { PropertyKey(type: candidate.type, name: $0.name) }
        }))
        self.index = index
        var relays: [PropertyKey: Relay] = [:]
        for (position, holder, isEnvironmentBag, properties) in candidates {
            let type = graph.types[position]
            for property in properties {
                let key = PropertyKey(type: position, name: property.name)
                let typeName = property.declaredType?.name ?? ""
                guard var passes = Self.passes(
                    of: key, in: type, index: index, isHolder: { holderKind($0) != nil },
                    isPartOfUse: { receiver in
                        let view = graph.types[receiver]
                        return holderKind(receiver) == .view
                            && (view.declaration.value.isFilePrivate || DependencyTypes.isViewModel(typeName, madeFor: view.name))
                    })
                else { continue }
                if isEnvironmentBag {
                    guard let external = environmentReads.passes(of: key, index: index, isHolder: { holderKind($0) != nil })
                    else { continue }
                    passes = Self.unique(passes + external)
                }
                guard !passes.isEmpty else { continue }
                // Environment bags are filled where the store is built, often in a stored
                // property's initializer; other holders must be seen being filled.
                let sources = index.edges(into: key).filter { !Self.isInTest($0, graph: graph) }
                guard !sources.isEmpty || isEnvironmentBag else { continue }
                // A holder whose `init` defaults the value (`mainQueue: … = DispatchQueue.main`)
                // and that no construction in the app overrides builds the value itself: it is
                // where the value is composed, the top of a chain, not a relay on it.
                if sources.allSatisfy(\.isPreviewOrTest), Self.defaultsInInitializer(property.name, of: type) { continue }
                relays[key] = Relay(
                    key: key, property: property, file: type.declaration.file, holder: holder, passes: passes, sources: sources)
            }
        }
        self.relays = relays
        let screenState = ScreenState(graph: graph, dependencies: dependencies)
        self.screenState = screenState
        var memo: [PropertyKey: Upstream?] = [:]
        var inProgress: Set<PropertyKey> = []
        for key in relays.keys.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) {
            _ = Self.upstream(of: key, relays: relays, screenState: screenState, memo: &memo, inProgress: &inProgress)
        }
        self.upstreams = memo
        self.hopsBelow = Self.hopsBelow(relays: relays)
    }

    /// A test builds the types it tests with what the test needs: it is never where a chain
    /// starts. A test is code in a test folder or file, an `XCTestCase`, or a `@Test` function.
    private static func isInTest(_ edge: Edge, graph: ProjectGraph) -> Bool {
        if edge.context != .preview, ConstructionIndex.isTestPath(edge.file) { return true }
        guard case .type(let index) = edge.context else { return false }
        let type = graph.types[index]
        return graph.isTestCase(type)
            || type.functions.contains { $0.value.name == edge.functionName && $0.value.attributes.contains("Test") }
    }

    /// Where a chain starts at state a screen owns — a view's `@State` or `@StateObject`, an
    /// object the view creates in its own property (`@ObservedObject var draft = ProfileDraft()`)
    /// or its `init`, or one it builds on the spot for a child (`EditForm(draft: ProfileDraft())`)
    /// — handed to the screen's own parts. Such an instance lives and dies with the screen: it
    /// is the screen's state, which no container could supply, not a dependency being relayed.
    /// The same holds for what a screen's view model creates for itself: the model lives and
    /// dies with the screen that keeps it. The content of an app's scene is the exception: what
    /// it and its models create lives as long as the window, which is where an app composes
    /// its objects.
    struct ScreenState: Sendable {
        let graph: ProjectGraph
        let dependencies: DependencyTypes
        /// Views an app's scenes show directly (`WindowGroup { ContentView() }`).
        let sceneContents: Set<Int>
        /// View models a screen owns (`@StateObject private var model = InsightsModel()`).
        let screenModels: Set<Int>

        init(graph: ProjectGraph, dependencies: DependencyTypes) {
            self.graph = graph
            self.dependencies = dependencies
            let contents = graph.sceneContents
            sceneContents = contents
            var owned: Set<Int> = [], ownedByScenes: Set<Int> = []
            for (position, view) in graph.types.enumerated() where dependencies.holderKind(of: view) == .view {
                for property in view.properties where property.isStored && !property.isStatic {
                    guard let typeName = property.typeName else { continue }
                    let models = graph.declarations(of: typeName, from: view.name).filter {
                        dependencies.holderKind(of: graph.types[$0]) == .viewModel
                    }
                    guard !models.isEmpty, Self.isOwned(property.name, by: view) else { continue }
                    if contents.contains(position) { ownedByScenes.formUnion(models) } else { owned.formUnion(models) }
                }
            }
            screenModels = owned.subtracting(ownedByScenes)
        }

        /// Whether the construction hands over state of the screen that makes it, or of a
        /// screen's view model.
        func isHandedOver(by root: Edge) -> Bool {
            if root.constructsValue, case .type(let constructing) = root.context {
                return isScreen(constructing) || screenModels.contains(constructing)
            }
            guard let source = root.sourceProperty, isScreen(source.type) || screenModels.contains(source.type) else { return false }
            return Self.isOwned(source.name, by: graph.types[source.type])
        }

        private func isScreen(_ type: Int) -> Bool {
            !sceneContents.contains(type) && dependencies.holderKind(of: graph.types[type]) == .view
        }

        /// Whether the type keeps an instance of its own in the property: `@State`,
        /// `@StateObject`, or one it creates in the property's initial value or its `init`.
        private static func isOwned(_ name: String, by type: LinkedType) -> Bool {
            guard let property = type.property(named: name) else { return false }
            return property.initializerConstructs || Knowledge.owningWrappers.contains(property.wrapper?.name ?? "")
                || createsInInitializer(name, of: type)
        }

        /// Whether the type's own `init` fills the property with an instance it builds there
        /// (`self.draft = ProfileDraft(profile)`, `_draft = ObservedObject(wrappedValue: ProfileDraft())`).
        private static func createsInInitializer(_ name: String, of type: LinkedType) -> Bool {
            type.functions.contains { function in
                guard function.value.kind == .initializer else { return false }
                let body = function.value.body
                return body.mutations.contains { $0.base == .self && $0.member == name && $0.kind == .assignment && $0.valueConstructs != nil }
                    || (body.wrapperAssignments ?? []).contains { $0.property == name && $0.valueConstructs }
            }
        }
    }

    /// Reads through reducers' environment values, resolved to the environment type.
    private struct EnvironmentReads {
        /// Environment types some reducer visibly reads (`environment.x`, `$0.x`).
        var reducerRead: Set<Int> = []
        /// Reads of a resolved environment's member, where they are.
        var reads: [PropertyKey: [(read: FeatureEnvironmentRead, file: String, function: String?)]] = [:]
        /// Members used (not passed on) through an environment value whose type is unknown:
        /// they may be any environment's.
        var unresolvedUses: Set<String> = []

        init(graph: ProjectGraph) {
            var bodies: [(owner: String?, file: String, function: String?, body: BodyFacts)] = []
            // Types' members, foreign extensions' and file-level code (reducers declared as
            // globals).
            for (owner, function) in graph.allFunctions where function.value.body.environmentReads != nil {
                bodies.append((owner?.name, function.file, function.value.name, function.value.body))
            }
            for preview in graph.previews where preview.value.body.environmentReads != nil {
                bodies.append((nil, preview.file, nil, preview.value.body))
            }
            // Environments by member, for reads whose context names no type: a feature's
            // reducer usually sits in the file that declares its environment.
            var environmentsByMember: [String: [Int]] = [:]
            for (position, type) in graph.types.enumerated()
            where type.kind == .struct && DependencyTypes.isFeatureEnvironmentName(type.name) {
                for property in type.declaration.value.properties where property.isStored && !property.isStatic {
                    environmentsByMember[property.name, default: []].append(position)
                }
            }
            for (owner, file, function, body) in bodies {
                for read in body.environmentReads ?? [] {
                    var resolved = read.environmentType.flatMap { ConstructionIndex.resolve($0, from: owner, file: file, graph: graph) }
                    if read.environmentType == nil {
                        let sameFile = (environmentsByMember[read.member] ?? []).filter { graph.types[$0].declaration.file == file }
                        if sameFile.count == 1 { resolved = sameFile[0] }
                    }
                    guard let type = resolved else {
                        if read.passedTo == nil { unresolvedUses.insert(read.member) }
                        continue
                    }
                    reads[PropertyKey(type: type, name: read.member), default: []].append((read, file, function))
                    if read.base == "environment" || read.base == "env" || read.base.hasPrefix("$") { reducerRead.insert(type) }
                }
            }
        }

        /// The constructions an environment property is handed to through environment values,
        /// when that is all that happens to it there; nil when a reducer uses it.
        func passes(of key: PropertyKey, index: ConstructionIndex, isHolder: (Int) -> Bool) -> [Edge]? {
            if unresolvedUses.contains(key.name) { return nil }
            let passing = index.edges(passing: key)
            var passes: [Edge] = []
            for (read, file, function) in reads[key] ?? [] {
                guard let receiver = read.passedTo else { return nil }
                let edges = passing.filter { $0.callee == receiver && $0.file == file && $0.functionName == function }
                guard !edges.isEmpty, edges.allSatisfy({ isHolder($0.receiver) }) else { return nil }
                passes += edges
            }
            return passes
        }
    }

    private static func unique(_ edges: [Edge]) -> [Edge] {
        struct Argument: Hashable {
            let file: String
            let start: SourcePosition
            let label: String?
        }
        var seen: Set<Argument> = []
        return edges.filter { seen.insert(Argument(file: $0.file, start: $0.range.start, label: $0.label)).inserted }
            .sorted { $0.location < $1.location }
    }

    /// A stored dependency filled from outside: `let`/`var` without a value of its own, or an
    /// `@ObservedObject` / `@Bindable` one.
    private static func isCandidate(
        _ property: PropertyFacts, of type: LinkedType, holder: DependencyTypes.HolderKind,
        graph: ProjectGraph, dependencies: DependencyTypes
    ) -> Bool {
        guard property.isStored, !property.isStatic, !property.initializerConstructs, property.initializerType == nil,
              let typeName = property.declaredType?.name
        else { return false }
        if let wrapper = property.wrapper, !Knowledge.observingWrappers.contains(wrapper.name) { return false }
        // Typed by the holder's generic parameter (`let avatars: Provider` in
        // `CallScreen<Provider: AvatarProvider>`): the caller's concrete type travels with the
        // value, which no environment value can carry without erasing it.
        if type.declaration.value.genericParameters.contains(typeName) { return false }
        // The model made for this very screen (`SearchViewModel` in `SearchView`) is the
        // screen's state, whoever creates it: handing it to the screen's parts is not a relay.
        if holder == .view, DependencyTypes.isViewModel(typeName, madeFor: type.name) { return false }
        guard dependencies.isDependency(typeName: typeName, holder: holder, from: type.name) else { return false }
        return !satisfiesProtocolRequirement(property.name, of: type, graph: graph)
    }

    /// Whether a project protocol the type conforms to declares the property: it is then read
    /// through the protocol (in its extensions, by generic code), where reads of `self` do not show.
    /// The type's ancestors are every supertype reachable through the project's types.
    private static func satisfiesProtocolRequirement(_ name: String, of type: LinkedType, graph: ProjectGraph) -> Bool {
        type.ancestors.contains { supertype in
            supertype != type.name && graph.declarations(of: supertype, from: nil).contains { index in
                graph.types[index].kind == .protocol && graph.types[index].property(named: name) != nil
            }
        }
    }

    /// The constructions the property is passed to, when passing it whole into initializers of
    /// views, models and environments is all the type does with it; nil when it is used.
    ///
    /// Handing it to a receiver for which `isPartOfUse` holds is a use:
    /// - a view only this file can build (`private struct RowContent: View`) is part of the one
    ///   that builds it — split off to set an `.id`, own a state object or keep `body` short —
    ///   and cannot be given the value from anywhere else;
    /// - a view model handed to the view it is made for (`FavoritesView(model: favoritesModel)`)
    ///   is the ready-made model the rule recommends passing instead of its ingredients.
    private static func passes(
        of key: PropertyKey, in type: LinkedType, index: ConstructionIndex, isHolder: (Int) -> Bool,
        isPartOfUse: (Int) -> Bool
    ) -> [Edge]? {
        let name = key.name
        // A read in a `lazy` initial value or a property observer is code of the type's own.
        if type.declaration.value.propertyCode.contains(where: { code in code.body.reads.contains { $0.name == name } }) {
            return nil
        }
        let passing = index.edges(passing: key)
        var passes: [Edge] = []
        for function in type.functions {
            let body = function.value.body
            if body.selfCalls.contains(where: { $0.name == name }) { return nil }
            if function.value.kind == .initializer, usesStoredParameter(name, function.value) { return nil }
            let kept = function.value.kind == .initializer ? keptObjects(builtIn: function.value) : []
            // Building an object the type keeps from the value (`_inbox = StateObject(wrappedValue:
            // InboxModel(api: api))`) is the type's own use of it, as a parameter or as the property.
            if !kept.isEmpty, body.constructions.contains(where: { construction in
                kept.contains(construction.callee) && construction.arguments.contains { $0.name == name || $0.name == "self." + name }
            }) { return nil }
            for mutation in body.mutations where mutation.base == .self && mutation.member == name {
                if function.value.kind != .initializer || mutation.kind != .assignment { return nil }
            }
            for read in body.reads where read.name == name {
                guard read.form == .bare || read.form == .viaSelf, let receiver = read.passedTo else { return nil }
                let edges = passing.filter {
                    $0.callee == receiver && $0.file == function.file && $0.functionName == function.value.name
                }
                guard !edges.isEmpty, edges.allSatisfy({ isHolder($0.receiver) && !isPartOfUse($0.receiver) }) else { return nil }
                passes += edges
            }
        }
        // Several bodies with the same name (overloads) see each other's edges: keep each once.
        return unique(passes)
    }

    /// Whether an `init` of the type gives the parameter that fills the property a default.
    private static func defaultsInInitializer(_ name: String, of type: LinkedType) -> Bool {
        type.functions.contains { function in
            function.value.kind == .initializer && function.value.parameters.contains { $0.name == name && $0.hasDefault }
        }
    }

    /// The types of the objects an `init` builds and keeps in the type's own properties
    /// (`self.model = Model(…)`, `_model = StateObject(wrappedValue: Model(…))`).
    private static func keptObjects(builtIn initializer: FunctionFacts) -> Set<String> {
        var kept: Set<String> = []
        for assignment in initializer.body.wrapperAssignments ?? [] where assignment.valueConstructs {
            if let type = assignment.constructedType { kept.insert(type) }
        }
        for mutation in initializer.body.mutations where mutation.base == .self && mutation.kind == .assignment {
            if let type = mutation.valueConstructs { kept.insert(type) }
        }
        return kept
    }

    /// Whether an `init` that stores its parameter in the property of its name also uses the
    /// parameter (`order = try await api.order(id); self.api = api`): the type needs the
    /// dependency to be built, whatever it later does with the stored copy.
    private static func usesStoredParameter(_ name: String, _ initializer: FunctionFacts) -> Bool {
        guard initializer.parameters.contains(where: { $0.name == name && $0.isUsed }) else { return false }
        let body = initializer.body
        return body.mutations.contains { $0.base == .self && $0.member == name && $0.kind == .assignment }
            || (body.wrapperAssignments ?? []).contains { $0.property == name }
    }

    // MARK: Chains

    /// The chain of constructions that brings the value to `key`'s type (`Upstream`); nil when
    /// no construction hands it over. Prefers app code over previews and tests, then a chain
    /// that does not start at a screen's own state, then the longest chain.
    func upstream(of key: PropertyKey) -> Upstream? {
        if let known = upstreams[key] { return known }
        var memo: [PropertyKey: Upstream?] = [:]
        var inProgress: Set<PropertyKey> = []
        return Self.upstream(of: key, relays: relays, screenState: screenState, memo: &memo, inProgress: &inProgress)
    }

    /// Memoised, so that chains that share their upper part are followed once: a project
    /// where many views pass one provider down stays linear.
    private static func upstream(
        of key: PropertyKey, relays: [PropertyKey: Relay], screenState: ScreenState,
        memo: inout [PropertyKey: Upstream?], inProgress: inout Set<PropertyKey>
    ) -> Upstream? {
        if let known = memo[key] { return known }
        inProgress.insert(key)
        var best: Upstream?
        for edge in relays[key]?.sources ?? [] {
            var above: Upstream?
            if let upper = edge.sourceProperty, relays[upper] != nil, !inProgress.contains(upper),
               let chain = upstream(of: upper, relays: relays, screenState: screenState, memo: &memo, inProgress: &inProgress),
               // A chain that already passes through this property would loop back to it. Only
               // its root can: every other construction on a chain continues the finished chain
               // of the relay it passes on, and this property's chain is not finished; nor is any
               // construction into this property on a chain but the ones tried here.
               chain.root.sourceProperty != key {
                above = chain
            }
            let path = Upstream(
                edge: edge, above: above, passesRelay: edge.sourceProperty.map { relays[$0] != nil } ?? false,
                rootIsScreenState: above == nil && screenState.isHandedOver(by: edge))
            if best.map({ isBetter(path, than: $0) }) ?? true { best = path }
        }
        inProgress.remove(key)
        memo[key] = .some(best)
        return best
    }

    /// The relayed property of the constructing type an edge passes on, if it is one.
    func relayedSource(of edge: Edge) -> PropertyKey? {
        guard let key = edge.sourceProperty else { return nil }
        return relays[key] == nil ? nil : key
    }

    private static func isBetter(_ path: Upstream, than other: Upstream) -> Bool {
        if path.isInApp != other.isInApp { return path.isInApp }
        // The value is a relayed dependency when some chain brings it from where objects are
        // composed, whatever screens also make their own.
        if path.startsAtScreenState != other.startsAtScreenState { return other.startsAtScreenState }
        // A recursive view constructing itself is not where the value comes from.
        let selfRooted = path.root.context == .type(path.root.receiver), otherSelfRooted = other.root.context == .type(other.root.receiver)
        if selfRooted != otherSelfRooted { return otherSelfRooted }
        if path.count != other.count { return path.count > other.count }
        return path.root.location < other.root.location
    }

    /// Where a relay's value goes: one node per receiving type and property. A receiver that
    /// relays it further carries the number of relay hops below it; one of `excluding` (the
    /// relays already on the chain being told) is marked recursive rather than followed.
    func downstream(of key: PropertyKey, excluding: Set<PropertyKey> = []) -> [Downstream] {
        guard let relay = relays[key] else { return [] }
        var nodes: [Downstream] = []
        var seen: Set<ReceivingKey> = []
        for edge in relay.passes {
            guard seen.insert(ReceivingKey(receiver: edge.receiver, end: edge.end)).inserted else { continue }
            if case .property(let name) = edge.end {
                let target = PropertyKey(type: edge.receiver, name: name)
                if let next = relays[target] {
                    if target == key || excluding.contains(target) {
                        nodes.append(Downstream(edge: edge, relay: nil, use: nil, isRecursive: true, relayHops: 0))
                    } else {
                        nodes.append(Downstream(edge: edge, relay: next, use: nil, isRecursive: false, relayHops: 1 + (hopsBelow[target] ?? 0)))
                    }
                    continue
                }
            }
            nodes.append(Downstream(edge: edge, relay: nil, use: use(of: edge), isRecursive: false, relayHops: 0))
        }
        return nodes
    }

    /// The most relay hops below each relay, memoised over the whole project (a cycle counts
    /// as none).
    private static func hopsBelow(relays: [PropertyKey: Relay]) -> [PropertyKey: Int] {
        var memo: [PropertyKey: Int] = [:]
        var inProgress: Set<PropertyKey> = []
        func hops(_ key: PropertyKey) -> Int {
            if let known = memo[key] { return known }
            guard let relay = relays[key], inProgress.insert(key).inserted else { return 0 }
            var most = 0
            for edge in relay.passes {
                guard case .property(let name) = edge.end else { continue }
                let target = PropertyKey(type: edge.receiver, name: name)
                if relays[target] != nil, !inProgress.contains(target) { most = max(most, 1 + hops(target)) }
            }
            inProgress.remove(key)
            memo[key] = most
            return most
        }
        for key in relays.keys.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) { _ = hops(key) }
        return memo
    }

    private struct ReceivingKey: Hashable {
        let receiver: Int
        let end: ConstructionIndex.ReceivingEnd
    }

    /// Where the receiving type of an edge uses the value: the first read of the receiving
    /// property that is not a pass, the initializer that consumes the parameter, or else the
    /// property's declaration.
    func use(of edge: Edge) -> SourceLocation? {
        let receiver = graph.types[edge.receiver]
        switch edge.end {
        case .property(let name):
            for function in receiver.functions {
                if let read = function.value.body.reads.first(where: { $0.name == name && $0.passedTo == nil }) {
                    return function.location(read.range)
                }
            }
            for function in receiver.functions {
                if let read = function.value.body.reads.first(where: { $0.name == name }) {
                    return function.location(read.range)
                }
            }
            return receiver.property(named: name).map { receiver.declaration.location($0.range) }
        case .initializerParameter(let name):
            let initializer = receiver.functions.first {
                $0.value.kind == .initializer && $0.value.parameters.contains { $0.name == name }
            }
            return initializer.map { $0.location($0.value.range) }
        }
    }
}

