import WirelintFacts
import WirelintGraph

/// A value a view tree takes from the environment, keyed the way injections provide it.
enum EnvironmentValue: Hashable, Sendable {
    /// `@EnvironmentObject var x: T`, provided by `.environmentObject(T(…))`.
    case object(String)
    /// `@Environment(T.self) var x`, provided by `.environment(T(…))`.
    case observable(String)
    /// `@Environment(\.key) var x`, provided by `.environment(\.key, v)`.
    case key(String)
}

/// One construction on the way from a root to the view that reads the environment.
struct ViewHop: Sendable {
    let typeName: String
    let location: SourceLocation
    let placement: Construction.Placement
    /// The property of the view above that must first change to another case for this one to
    /// be drawn (`kind` for an arm of `switch kind`).
    var switchedBy: String?
}

/// An environment value some view below a construction reads, with the path that proves it.
///
/// The reader and the path are shared, not copied: every view above the reader holds the
/// need again, one hop longer, and a million-line project's views hold hundreds of thousands.
struct EnvironmentNeed: Sendable {
    let value: EnvironmentValue
    private let reader: Reader
    /// The first hop, linked to the rest: prepending one shares the path below it.
    private let path: Path?
    /// The `switch` arms of the needing view's own body the need comes from, when it comes
    /// only from arms over one of its stored properties: a construction that sets that
    /// property to another case does not draw them (`unmetNeeds`).
    let gate: ArmGate?

    private final class Reader: Sendable {
        let property: PropertyFacts
        let typeName: String
        let location: SourceLocation
        let placement: Construction.Placement
        let switchedBy: String?

        init(
            property: PropertyFacts, typeName: String, location: SourceLocation, placement: Construction.Placement,
            switchedBy: String? = nil
        ) {
            self.property = property
            self.typeName = typeName
            self.location = location
            self.placement = placement
            self.switchedBy = switchedBy
        }
    }

    private final class Path: Sendable {
        let hop: ViewHop
        let rest: Path?
        let count: Int
        /// Some hop is presented content or built by an action.
        let isLatent: Bool
        let isPresented: Bool

        init(hop: ViewHop, rest: Path?) {
            self.hop = hop
            self.rest = rest
            self.count = 1 + (rest?.count ?? 0)
            self.isLatent = hop.placement != .immediate || rest?.isLatent == true
            self.isPresented = hop.placement == .presentation || rest?.isPresented == true
        }
    }

    /// `placement`: where the reader reads the value — drawn, in presented content or only in
    /// an action.
    init(
        value: EnvironmentValue, property: PropertyFacts, readerType: String, readerLocation: SourceLocation,
        placement: Construction.Placement
    ) {
        self.value = value
        self.reader = Reader(property: property, typeName: readerType, location: readerLocation, placement: placement)
        self.path = nil
        self.gate = nil
    }

    private init(value: EnvironmentValue, reader: Reader, path: Path?, gate: ArmGate?) {
        self.value = value
        self.reader = reader
        self.path = path
        self.gate = gate
    }

    /// The property that reads it and the type declaring it.
    var property: PropertyFacts { reader.property }
    var readerType: String { reader.typeName }
    var readerLocation: SourceLocation { reader.location }

    /// The first `count` constructions from the root's child down to the reader: a report
    /// spells out a bounded part of a path, which a chain of views in generated or hostile code
    /// can make as long as the project has views.
    func hops(first count: Int) -> [ViewHop] { Array(pathHops.prefix(count)) }

    var hopCount: Int { path?.count ?? 0 }

    /// Behind a sheet, popover or navigation destination, or read only by an action: not
    /// needed while the tree is first drawn.
    var isLatent: Bool { reader.placement != .immediate || path?.isLatent == true }

    /// Latent because something on the way is presented (rather than only acted on).
    var isPresented: Bool { reader.placement == .presentation || path?.isPresented == true }

    /// Where the reader reads the value.
    var readPlacement: Construction.Placement { reader.placement }

    /// The reader's property that must first change to another case for the read to happen.
    var readSwitchedBy: String? { reader.switchedBy }

    /// The hops, followed down the shared path without gathering them.
    private var pathHops: UnfoldSequence<ViewHop, Path?> {
        sequence(state: path) { node in
            defer { node = node?.rest }
            return node?.hop
        }
    }

    /// The same need reached where `placement` says: what a helper's modifier reads is read
    /// where the helper is applied, in a sheet if that is where it is.
    func reached(_ placement: Construction.Placement) -> EnvironmentNeed {
        guard placement != .immediate, let path else { return self }
        let hop = ViewHop(
            typeName: path.hop.typeName, location: path.hop.location, placement: placement.then(path.hop.placement),
            switchedBy: path.hop.switchedBy)
        return EnvironmentNeed(value: value, reader: reader, path: Path(hop: hop, rest: path.rest), gate: gate)
    }

    /// One view further up, from the arm `gate` of its body if any; the gate of the view
    /// below is spent.
    func prepending(_ hop: ViewHop, gate: ArmGate? = nil) -> EnvironmentNeed {
        EnvironmentNeed(value: value, reader: reader, path: Path(hop: hop, rest: path), gate: gate)
    }

    func gated(by gate: ArmGate?) -> EnvironmentNeed {
        EnvironmentNeed(value: value, reader: reader, path: path, gate: gate)
    }

    /// The same need, met only once the needing view's `subject` changes to the case of the
    /// arm it comes from: latent, like what an action shows.
    func onceChanged(_ subject: String) -> EnvironmentNeed {
        guard let path else {
            let reader = Reader(
                property: reader.property, typeName: reader.typeName, location: reader.location, placement: .interaction,
                switchedBy: subject)
            return EnvironmentNeed(value: value, reader: reader, path: nil, gate: gate)
        }
        var hop = ViewHop(typeName: path.hop.typeName, location: path.hop.location, placement: .interaction)
        hop.switchedBy = subject
        return EnvironmentNeed(value: value, reader: reader, path: Path(hop: hop, rest: path.rest), gate: gate)
    }
}

/// The `switch` arms over a stored property of a view that a need comes from.
struct ArmGate: Sendable {
    let subject: String
    let cases: Set<String>
    /// The property is a plain `let` or `var`, set by each construction for good; a
    /// `@State` or `@Binding` one can change to another case while the view is shown.
    let isFixed: Bool

    /// The gate of an arm of a body of `type` (`index` in its `gates`), when it switches over a
    /// stored property of `type`.
    init?(_ index: UInt16?, of body: BodyFacts, in type: LinkedType) {
        guard let index, let gates = body.gates, Int(index) < gates.count else { return nil }
        let gate = gates[Int(index)]
        guard let property = type.property(named: gate.subject), property.isStored, !property.isStatic else { return nil }
        subject = gate.subject
        cases = Set(gate.cases)
        isFixed = property.wrapper == nil
    }

    private init(subject: String, cases: Set<String>, isFixed: Bool) {
        self.subject = subject
        self.cases = cases
        self.isFixed = isFixed
    }

    /// The gate of a need found in two places: nil unless both are arms over the same property.
    static func merged(_ lhs: ArmGate?, _ rhs: ArmGate?) -> ArmGate? {
        guard let lhs, let rhs, lhs.subject == rhs.subject, lhs.isFixed == rhs.isFixed else { return nil }
        return ArmGate(subject: lhs.subject, cases: lhs.cases.union(rhs.cases), isFixed: lhs.isFixed)
    }

    /// Whether a construction passing `arguments` draws none of the arms: it sets the property
    /// to another case.
    func excludes(_ arguments: [Argument]) -> Bool {
        guard let passed = arguments.first(where: { $0.label == subject })?.caseName else { return false }
        return !cases.contains(passed)
    }
}

/// What an injection puts into the environment. A nil type is an object whose type could not
/// be inferred: it is assumed to satisfy any need of its kind (precision first).
enum Provision: Hashable, Sendable {
    case object(String?)
    case observable(String?)
    case key(String)

    /// Whether the provided value's type is known (a key always is).
    var isTyped: Bool {
        switch self {
        case .object(let type), .observable(let type): type != nil
        case .key: true
        }
    }

    func satisfies(_ value: EnvironmentValue) -> Bool {
        switch (self, value) {
        case (.object(let provided), .object(let needed)), (.observable(let provided), .observable(let needed)):
            return provided == nil || provided == needed
        case (.key(let provided), .key(let needed)):
            return provided == needed
        default:
            return false
        }
    }
}

/// The view-tree analysis behind the missing-injection rules: what each view needs from the
/// environment (transitively, minus what it injects on the way) and what each injection —
/// including the project's own helpers and `ViewModifier`s — provides.
///
/// A class so that the per-type results are memoised for the duration of one rule run.
final class ViewTreeAnalysis {
    let graph: ProjectGraph
    /// By declaration: the graph links one `LinkedType` per declaration, for as long as it lives.
    private var needsByType: [ObjectIdentifier: [EnvironmentNeed]] = [:]
    private var visiting: Set<ObjectIdentifier> = []
    /// The views whose needs are being worked out, outermost first.
    private var visitStack: [LinkedType] = []
    private var cycles = ViewCycles()
    private var helperProvisions: [String: [Provision]] = [:]
    private var modifierProvisions: [String: [Provision]] = [:]
    private var contentProvisions: [String: [Provision]] = [:]
    private var handedToProvisions: [String: [Provision]] = [:]
    private var helperNeeds: [String: [EnvironmentNeed]] = [:]
    /// The functions of `extension View` by name, gathered on first use: a project with a helper
    /// per feature scanned every extension once per helper name.
    private lazy var viewHelpers: [String: [Located<FunctionFacts>]] = {
        var helpers: [String: [Located<FunctionFacts>]] = [:]
        for ext in graph.foreignExtensions where ext.value.name == "View" {
            for function in ext.value.functions { helpers[function.name, default: []].append(Located(file: ext.file, value: function)) }
        }
        return helpers
    }()

    /// Modifiers from outside the linted code that the configuration says inject whatever the
    /// tree needs (`spezi`, a library's `previewWith`), by method or `ViewModifier` type name.
    let injectingModifiers: Set<String>
    /// The platform the trees are walked for: code under `#if os(…)` for another is left out.
    /// Nil takes all code.
    let platform: Platform?
    /// `platform.mayCompile(_:)` by condition: a project repeats a few conditions everywhere.
    private var compiledConditions: [String: Bool] = [:]

    init(graph: ProjectGraph, injectingModifiers: Set<String> = [], platform: Platform? = nil) {
        self.graph = graph
        self.injectingModifiers = injectingModifiers
        self.platform = platform
    }

    /// Whether code under these `#if` branches is compiled for `platform`.
    private func isCompiled(under conditions: [ConditionClause]) -> Bool {
        guard platform != nil, !conditions.isEmpty else { return true }
        return conditions.allSatisfy { isCompiled(under: $0.condition) }
    }

    private func isCompiled(under condition: String) -> Bool {
        guard let platform else { return true }
        if let known = compiledConditions[condition] { return known }
        let compiled = platform.mayCompile(condition)
        compiledConditions[condition] = compiled
        return compiled
    }

    /// Whether the code at `range` in `body` is compiled for `platform`: outside every
    /// `#if os(…)` branch of the body that is another platform's.
    func isCompiled(_ range: SourceRange, in body: BodyFacts) -> Bool {
        guard platform != nil, let blocks = body.platformBlocks else { return true }
        return !blocks.contains { block in
            block.range.contains(range) && !isCompiled(under: block.condition)
        }
    }

    /// What a modifier named in `injectingModifiers` provides: any object.
    private static let anyObject: [Provision] = [.object(nil), .observable(nil)]

    /// Whether a modifier call chained in the project is neither SwiftUI's nor the project's
    /// own `View` extension, nor named in `injectingModifiers`: a library's, whose injections
    /// wirelint cannot see.
    func isUnseenModifier(_ injection: Injection) -> Bool {
        guard case .helper(let name) = injection.kind else { return false }
        return viewHelpers[name] == nil && !injectingModifiers.contains(name)
    }

    // MARK: Needs

    /// A construction of a project view inside a body, with what its subtree still lacks.
    struct UnmetNeed {
        let constructionIndex: Int
        let need: EnvironmentNeed
    }

    /// For every view constructed in `body`, the needs of its subtree that nothing chained on
    /// it (or on a container it is passed to) provides. `owner` types names passed to
    /// injections (`.environmentObject(session)` where `session` is a property).
    /// `reach` is when the body itself runs (a helper only an action calls runs on interaction).
    func unmetNeeds(
        in body: BodyFacts, file: String, owner: LinkedType?, reach: Construction.Placement = .immediate
    ) -> [UnmetNeed] {
        var result: [UnmetNeed] = []
        // A helper chained around nested constructions is recorded on each: followed once.
        var helpersFollowed: Set<SourceRange> = []
        // By index: most constructions are of views that need nothing, and copying each
        // construction would retain its arrays.
        for index in body.constructions.indices {
            let childNeeds = needs(ofViewNamed: body.constructions[index].callee, from: file)
            var appliedNeeds: [EnvironmentNeed] = []
            for injection in body.constructions[index].injections where helpersFollowed.insert(injection.range).inserted {
                if case .helper(let name) = injection.kind { appliedNeeds += needsOfHelper(named: name) }
            }
            guard !childNeeds.isEmpty || !appliedNeeds.isEmpty, isCompiled(body.constructions[index].range, in: body) else { continue }
            let construction = body.constructions[index]
            let provided = provisions(for: index, in: body, owner: owner)
            let location = SourceLocation(file: file, range: construction.range)
            let placement = reach.then(construction.placement)
            let gate = owner.flatMap { ArmGate(construction.gate, of: body, in: $0) }
            let hop = ViewHop(typeName: construction.callee, location: location, placement: placement)
            for var need in childNeeds where !provided.contains(where: { $0.satisfies(need.value) }) {
                // An arm the construction's case rules out: never drawn for a fixed property,
                // drawn once the user changes a state property to its case.
                if let childGate = need.gate, childGate.excludes(construction.arguments) {
                    if childGate.isFixed { continue }
                    need = need.onceChanged(childGate.subject)
                }
                result.append(UnmetNeed(constructionIndex: index, need: need.prepending(hop, gate: gate)))
            }
            for need in appliedNeeds where !provided.contains(where: { $0.satisfies(need.value) }) {
                result.append(UnmetNeed(constructionIndex: index, need: need.reached(placement)))
            }
        }
        return result
    }

    /// What the project's `View` extension method `name` draws around the view it is applied
    /// to: the needs of the modifiers it applies (`modifier(ThemedCard())`) and of the helpers
    /// it calls in turn, as writing `.modifier(ThemedCard())` in place brings them.
    private func needsOfHelper(named name: String) -> [EnvironmentNeed] {
        if let known = helperNeeds[name] { return known }
        // A helper that reaches itself adds nothing on the way round.
        helperNeeds[name] = []
        let needs = (viewHelpers[name] ?? []).flatMap { helper in
            unmetNeeds(in: helper.value.body, file: helper.file, owner: nil).map(\.need)
        }
        helperNeeds[name] = needs
        return needs
    }

    /// What the construction at `index` receives: injections chained on it, what the
    /// containers it is passed to inject into their content, and what the project's functions
    /// whose closures it is built in inject into what those build.
    func provisions(for index: Int, in body: BodyFacts, owner: LinkedType?) -> [Provision] {
        let construction = body.constructions[index]
        var provided = construction.injections.flatMap { provisions(of: $0, owner: owner) }
        var enclosing = construction.enclosing
        var visited: Set<Int> = []
        while let container = enclosing, visited.insert(container).inserted, container < body.constructions.count {
            let callee = body.constructions[container].callee
            provided += graph.declarations(of: callee, from: owner?.name).isEmpty
                ? provisionsOfLibraryContainer(body.constructions[container], owner: owner)
                : provisionsIntoContent(ofViewNamed: callee)
            enclosing = body.constructions[container].enclosing
        }
        for closure in body.closureArguments ?? [] where closure.range.contains(construction.range) {
            provided += provisionsOfFunctions(named: closure.slot.callee)
        }
        return provided
    }

    /// What a container from outside the project (`StoreProvider(store: store) { RootView() }`)
    /// is taken to inject into its content: the objects it is handed. Its source is not linted,
    /// and a library view given an object alongside content exists to provide it (precision
    /// first). An argument is typed by what it constructs, by the property of the owner it
    /// names, or else by its label or name (`store:` → `Store`).
    private func provisionsOfLibraryContainer(_ container: Construction, owner: LinkedType?) -> [Provision] {
        container.arguments.flatMap { argument -> [Provision] in
            var name = argument.name
            if let plain = name, plain.hasPrefix("self.") { name = String(plain.dropFirst("self.".count)) }
            if let plain = name, plain.contains(byte: UInt8(ascii: ".")) { name = nil }
            let type = argument.constructedType
                ?? name.flatMap { owner?.property(named: $0).flatMap(graph.valueTypeName) }
                ?? (argument.label ?? name).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            guard let type, !type.isEmpty else { return [] }
            return [.object(type), .observable(type)]
        }
    }

    /// Needs of the view — or view modifier, `.modifier(Badge())` — a name constructed in
    /// `file` refers to. With several same-named declarations, the nearest to `file` is meant
    /// (`ProjectGraph.declarationsMeant(_:from:)`); among equally near ones (`#if` branches), only needs every one of
    /// them has count.
    func needs(ofViewNamed name: String, from file: String) -> [EnvironmentNeed] {
        // Asked for every construction of every body: a name with one declaration, as most
        // have, is answered without gathering the declarations into arrays.
        let local = graph.previewLocalDeclarations(of: name, in: file)
        var indices = local.isEmpty ? graph.declarations(of: name, from: nil) : local
        if platform != nil, indices.count > 1 {
            indices = indices.filter { isCompiled(under: graph.types[$0].declaration.value.conditions) }
        }
        if indices.count == 1, graph.modules.count == 1 {
            let type = graph.types[indices[0]]
            return isDrawn(type) ? needs(of: type) : []
        }
        let declarations = graph.declarationsMeant(indices.map { graph.types[$0] }.filter(isDrawn), from: file)
        guard let first = declarations.first else { return [] }
        guard declarations.count > 1 else { return needs(of: first) }
        let rest = declarations.dropFirst().map { Set(needs(of: $0).map(\.value)) }
        return needs(of: first).filter { need in rest.allSatisfy { $0.contains(need.value) } }
    }

    /// Views and view modifiers: what reads the environment while the tree is drawn.
    private func isDrawn(_ type: LinkedType) -> Bool {
        graph.isView(type) || graph.isViewModifier(type)
    }

    /// What a view reads from the environment plus what its subtree lacks; one need per value,
    /// with the shortest path.
    func needs(of type: LinkedType) -> [EnvironmentNeed] {
        let key = ObjectIdentifier(type)
        if let cached = needsByType[key] {
            if cycles.hasOpenGroups, let depth = cycles.openGroupDepth(of: type) { cycles.close(visitStack[depth...], at: depth) }
            return cached
        }
        guard visiting.insert(key).inserted else {
            if let depth = visitStack.lastIndex(where: { $0 === type }) { cycles.close(visitStack[depth...], at: depth) }
            return []
        }
        visitStack.append(type)
        defer {
            visiting.remove(key)
            visitStack.removeLast()
        }

        let reach = FunctionReach(type)
        var needs = directNeeds(of: type, reach: reach)
        var reaching: ((String) -> [Provision])?
        for (index, function) in type.functions.enumerated() where !function.value.isStatic {
            guard let runs = reach[index], isCompiled(under: function.value.conditions) else { continue }
            let unmet = unmetNeeds(in: function.value.body, file: function.file, owner: type, reach: runs)
            guard !unmet.isEmpty else { continue }
            reaching = reaching ?? memberProvisions(of: type)
            let provided = reaching!(function.value.name)
            needs += unmet.lazy.map(\.need).filter { need in !provided.contains { $0.satisfies(need.value) } }
        }
        // One need per value: one that the first drawing already has, then the shortest path;
        // gated only when every place it comes from is an arm over the same property (most
        // views have no such arms, and their needs are left as they are).
        let hasGates = needs.contains { $0.gate != nil }
        var shortest: [EnvironmentValue: EnvironmentNeed] = [:]
        var gates: [EnvironmentValue: ArmGate?] = [:]
        var order: [EnvironmentValue] = []
        for need in needs {
            if let existing = shortest[need.value] {
                if (need.isLatent ? 1 : 0, need.hopCount) < (existing.isLatent ? 1 : 0, existing.hopCount) { shortest[need.value] = need }
                if hasGates { gates[need.value] = ArmGate.merged(gates[need.value] ?? nil, need.gate) }
            } else {
                shortest[need.value] = need
                if hasGates { gates[need.value] = need.gate }
                order.append(need.value)
            }
        }
        let result = order.compactMap { value in
            hasGates ? shortest[value].map { $0.gated(by: gates[value] ?? nil) } : shortest[value]
        }
        needsByType[key] = result
        guard let group = cycles.completed(by: type, at: visitStack.count - 1) else { return result }
        settle(group)
        return needsByType[key] ?? result
    }

    /// Leaves out of the needs of views that construct one another (`ViewCycles`) what the way
    /// from one of them back to another injects, unless the view reads it itself.
    ///
    /// Such views draw whatever the data says at each level: a tabs component injects the
    /// context its tab control reads, and the renderer that draws the tabs also draws a tab
    /// control for a component that describes one, which the data places only inside tabs.
    /// Which views end up under the injection is the data's to say, not the code's (precision
    /// first); a view of the cycle that reads the value itself needs it at every level, the
    /// first one included.
    private func settle(_ group: [LinkedType]) {
        let members = Set(group.map(ObjectIdentifier.init))
        var provided: [Provision] = []
        for type in group {
            let reach = FunctionReach(type)
            var reaching: ((String) -> [Provision])?
            for (index, function) in type.functions.enumerated() where !function.value.isStatic {
                guard reach[index] != nil, isCompiled(under: function.value.conditions) else { continue }
                let body = function.value.body
                for construction in body.constructions.indices where isCompiled(body.constructions[construction].range, in: body) {
                    let local = graph.previewLocalDeclarations(of: body.constructions[construction].callee, in: function.file)
                    let declarations = local.isEmpty ? graph.declarations(of: body.constructions[construction].callee, from: nil) : local
                    guard declarations.contains(where: { members.contains(ObjectIdentifier(graph.types[$0])) }) else { continue }
                    reaching = reaching ?? memberProvisions(of: type)
                    provided += provisions(for: construction, in: body, owner: type) + reaching!(function.value.name)
                }
            }
        }
        guard !provided.isEmpty else { return }
        for type in group {
            let key = ObjectIdentifier(type)
            guard let needs = needsByType[key] else { continue }
            let read = Set(directNeeds(of: type, reach: FunctionReach(type)).map(\.value))
            needsByType[key] = needs.filter { need in read.contains(need.value) || !provided.contains { $0.satisfies(need.value) } }
        }
    }

    /// What the places where a member of `type` is used inject into the views it builds:
    /// `listView` in `VStack { listView }.environmentObject(model)` receives `model`, and so does
    /// every member `listView` uses in turn. A member used in several places is taken to receive
    /// what any of them injects (precision first, as with an object of unknown type).
    ///
    /// Extraction records a member as placed under injections (`Construction.isOfMember`) only
    /// under SwiftUI's own. Under a modifier that may be a project helper
    /// (`VStack { badge(…) }.previewEnvironment()`), a use of the member from the start of a
    /// construction the helper is chained around up to the helper's name lies in the
    /// expression the helper modifies, which starts no later than the construction and ends
    /// where the helper is named.
    private func memberProvisions(of type: LinkedType) -> (String) -> [Provision] {
        // Most views inject nothing around their members: nothing then reaches any of them.
        guard type.functions.contains(where: { $0.value.body.constructions.contains(where: { $0.isOfMember || $0.mayApplyHelper }) }) else {
            return { _ in [] }
        }
        var memo: [String: [Provision]] = [:]
        // Asked for the few members whose views lack something: each looks for its own uses,
        // rather than every use of every member being indexed first.
        func reaching(_ name: String) -> [Provision] {
            if let known = memo[name] { return known }
            // A member that reaches itself through others adds nothing on the way round.
            memo[name] = []
            let callee = Construction.memberCallee(name)
            var provided: [Provision] = []
            // Through indices: a loop variable would copy each function's facts.
            for index in type.functions.indices where !type.functions[index].value.isStatic {
                let uses = Self.uses(of: name, reads: type.functions[index].value.body.reads, calls: type.functions[index].value.body.selfCalls)
                guard !uses.isEmpty, type.functions[index].value.name != name else { continue }
                var helpersFound: [SourceRange] = []
                for construction in type.functions[index].value.body.constructions {
                    if construction.callee == callee {
                        provided += construction.injections.flatMap { provisions(of: $0, owner: type) }
                    } else if construction.mayApplyHelper {
                        for helper in construction.injections where !helper.isDirect && !helpersFound.contains(helper.range)
                            && uses.contains(where: { construction.range.start <= $0 && $0 < helper.range.start }) {
                            helpersFound.append(helper.range)
                            provided += provisions(of: helper, owner: type)
                        }
                    }
                }
                provided += reaching(type.functions[index].value.name)
            }
            memo[name] = provided
            return provided
        }
        return reaching
    }

    /// Where a body's reads and calls use the member `name` (first uses, as the facts keep
    /// them). Given the two lists rather than the body, which would be copied for every function.
    private static func uses(of name: String, reads: [MemberRead], calls: [SelfCall]) -> [SourcePosition] {
        var uses: [SourcePosition] = []
        for index in reads.indices where reads[index].name == name { uses.append(reads[index].range.start) }
        for index in calls.indices where calls[index].name == name { uses.append(calls[index].range.start) }
        return uses
    }

    /// The environment properties the type itself reads, each where it is read soonest
    /// (declared but never read, or read only in code nothing runs: no need).
    ///
    /// Writing through one (`router.selection = item`, `session.logOut()` aside, which reads it)
    /// needs it as much as reading it. Such writes are taken to happen in actions, where they
    /// almost always are: their facts do not say where they run.
    private func directNeeds(of type: LinkedType, reach: FunctionReach) -> [EnvironmentNeed] {
        // A type declares one or two environment properties: looking for each among the reads
        // costs less than gathering the names of all reads into a set.
        environmentNeeds(declaredBy: type) { property in
            var soonest: Construction.Placement?
            var gate: ArmGate??
            for (index, function) in type.functions.enumerated() {
                guard let runs = reach[index], isCompiled(under: function.value.conditions) else { continue }
                let body = function.value.body
                for read in body.reads where read.name == property.name && isCompiled(read.range, in: body) {
                    soonest = Construction.Placement.sooner(soonest, runs.then(read.placement))
                    let armGate = ArmGate(read.gate, of: body, in: type)
                    gate = .some(gate.map { ArmGate.merged($0, armGate) } ?? armGate)
                }
                if soonest == nil, body.mutations.contains(where: { $0.base == .selfProperty(property.name) && isCompiled($0.range, in: body) }) {
                    soonest = runs.then(.interaction)
                    gate = .some(nil)
                }
            }
            return soonest.map { ($0, gate ?? nil) }
        }
    }

    /// Needs of the environment properties `type` declares that `readAt` finds read (where,
    /// and in which `switch` arms only); an environment-backed `DynamicProperty` contributes what
    /// it reads itself, one hop further.
    private func environmentNeeds(
        declaredBy type: LinkedType, readAt: (PropertyFacts) -> (placement: Construction.Placement, gate: ArmGate?)?
    ) -> [EnvironmentNeed] {
        graph.environmentDependencies(of: type).flatMap { dependency -> [EnvironmentNeed] in
            let property = dependency.property
            guard let (placement, gate) = readAt(property) else { return [] }
            let location = type.declaration.location(property.range)
            let value: EnvironmentValue
            switch dependency.kind {
            case .object(let name?): value = .object(name)
            // Typed by a generic parameter (`@Environment(Store.self)` in `FeedView<Store>`), the
            // object is whatever each construction specialises it with, as for `.object(nil)`.
            case .typed(let name, optional: false) where !type.declaration.value.genericParameters.contains(name):
                value = .observable(name)
            case .key(let key): value = .key(key)
            case .dynamicProperty(let name):
                guard let wrapper = graph.type(named: name) else { return [] }
                let hop = ViewHop(typeName: "\(name) \(property.name)", location: location, placement: placement)
                return environmentNeeds(declaredBy: wrapper) { _ in (.immediate, nil) }.map { $0.prepending(hop, gate: gate) }
            case .object(nil), .typed, .customWrapper:
                return []
            }
            let need = EnvironmentNeed(value: value, property: property, readerType: type.name, readerLocation: location, placement: placement)
            return [gate == nil ? need : need.gated(by: gate)]
        }
    }

    // MARK: Provisions

    /// What one injection provides; project helpers and modifiers are followed transitively.
    func provisions(of injection: Injection, owner: LinkedType?) -> [Provision] {
        switch injection.kind {
        case .environmentObject:
            return [.object(valueType(of: injection, owner: owner))]
        case .environmentType:
            return [.observable(valueType(of: injection, owner: owner))]
        case .environmentKey(let key):
            return [.key(key)]
        case .helper(let name):
            return provisionsOfHelper(named: name)
        case .viewModifier(let name):
            return provisionsOfModifier(named: name)
        case .handedTo(let name):
            return provisionsOfFunctions(named: name)
        }
    }

    private func valueType(of injection: Injection, owner: LinkedType?) -> String? {
        if let type = injection.valueType {
            // `App.alertManager` reads like a static member of a type `App`, but when the view has
            // a property named `App`, that is what Swift reads: the member's type is then that of
            // the property's type's member, or unknown.
            if let name = injection.valueName, name.hasPrefix(type + ".") {
                let member = String(name.dropFirst(type.count + 1))
                if let owner, let property = owner.property(named: type) {
                    return property.typeName.flatMap { graph.type(named: $0) }?.property(named: member)?.typeName
                }
                // A fixture kept in another type's static property (`DesignTime.publisher`,
                // `Fixtures.session`) has the type that property is declared with.
                if let stored = graph.type(named: type)?.properties.first(where: { $0.isStatic && $0.name == member }),
                   let declared = stored.typeName, declared != "Self" {
                    return declared
                }
            }
            return type
        }
        guard let name = injection.valueName, let owner else { return nil }
        // `view.environment(self)` in a method of the object itself.
        if name == "self" { return owner.name }
        guard let property = owner.property(named: name) else { return nil }
        return graph.valueTypeName(of: property)
    }

    /// `extension View { func withPreviewEnvironment() -> some View { … } }`.
    private func provisionsOfHelper(named name: String) -> [Provision] {
        if let cached = helperProvisions[name] { return cached }
        if injectingModifiers.contains(name) { return Self.anyObject }
        helperProvisions[name] = []
        let provided = (viewHelpers[name] ?? []).flatMap { injectionsIntoSelf(of: $0.value.body, owner: nil) }
        helperProvisions[name] = provided
        return provided
    }

    /// What the project's functions named `name` inject into the view a `View` extension hands
    /// them (`container.injectingEnvironment(into: self)` → `view.environment(router)`), or into
    /// what the closure they are given builds (`createPreview { AnyView(Row()) }` →
    /// `creation().environmentObject(store)`).
    private func provisionsOfFunctions(named name: String) -> [Provision] {
        if let cached = handedToProvisions[name] { return cached }
        handedToProvisions[name] = []
        let provided = (injectionsIntoParameters[name] ?? []).flatMap { owner, injections in
            injections.flatMap { provisions(of: $0, owner: owner) }
        }
        handedToProvisions[name] = provided
        return provided
    }

    /// What each function of the project that injects into one of its parameters injects there,
    /// by function name, with the type it belongs to: gathered on first use, as `viewHelpers`.
    private lazy var injectionsIntoParameters: [String: [(owner: LinkedType?, injections: [Injection])]] = {
        var functions: [String: [(owner: LinkedType?, injections: [Injection])]] = [:]
        for (owner, function) in graph.allFunctions where !function.value.parameters.isEmpty {
            let parameters = function.value.parameters
            let injections = function.value.body.constructions.lazy
                .filter { construction in parameters.contains { $0.name == construction.callee } }
                .flatMap(\.injections)
            guard !injections.isEmpty else { continue }
            functions[function.value.name, default: []].append((owner, Array(injections)))
        }
        return functions
    }()

    /// What a preview's traits inject: a `PreviewModifier`'s `body(content:context:)`, given
    /// with `.modifier(SampleData())` or through a trait the project declares in an `extension
    /// PreviewTrait` (a static property or function that makes one).
    func provisions(ofTraits traits: [PreviewTrait]) -> [Provision] {
        traits.flatMap { trait -> [Provision] in
            switch trait {
            case .modifier(let type):
                return provisionsOfModifier(named: type)
            case .member(let name):
                let bodies = graph.foreignExtensions.lazy.filter { $0.value.name == "PreviewTrait" }.flatMap { declaration in
                    declaration.value.functions.lazy.filter { $0.name == name }.map(\.body)
                        + declaration.value.initialValues.lazy.filter { $0.property == name }.map(\.body)
                }
                return bodies.flatMap { body in body.constructions.flatMap { provisionsOfModifier(named: $0.callee) } }
            }
        }
    }

    /// `.modifier(AppEnvironment())`: what the modifier's `body(content:)` injects.
    private func provisionsOfModifier(named name: String) -> [Provision] {
        if let cached = modifierProvisions[name] { return cached }
        if injectingModifiers.contains(name) { return Self.anyObject }
        modifierProvisions[name] = []
        let provided = graph.types(named: name).flatMap { modifier in
            modifier.functions.filter { $0.value.name == "body" }.flatMap { injectionsIntoSelf(of: $0.value.body, owner: modifier) }
        }
        modifierProvisions[name] = provided
        return provided
    }

    /// What a container view injects into the content it is given: `content.environmentObject(x)`,
    /// or, when the content is a closure it stores, `content(value).environmentObject(x)` — in
    /// `body` or in a helper `body` draws (`private var page: some View { … }`).
    private func provisionsIntoContent(ofViewNamed name: String) -> [Provision] {
        if let cached = contentProvisions[name] { return cached }
        contentProvisions[name] = []
        let provided = graph.types(named: name).filter { graph.isView($0) }.flatMap { container in
            let reach = FunctionReach(container)
            return container.functions.indices.filter { index in
                container.functions[index].value.kind != .initializer && reach[index] != nil
            }.flatMap { index in
                container.functions[index].value.body.constructions.filter { $0.callee == "content" || isStoredContent($0, of: container) }
                    .flatMap { $0.injections.flatMap { provisions(of: $0, owner: container) } }
            }
        }
        contentProvisions[name] = provided
        return provided
    }

    /// Whether a construction stands for a stored property of the container (a content closure
    /// it calls), rather than for one of its own computed views.
    private func isStoredContent(_ construction: Construction, of container: LinkedType) -> Bool {
        guard construction.isOfMember else { return false }
        let name = String(construction.callee.dropFirst("self.".count))
        guard let property = container.property(named: name), property.isStored, !property.isStatic else { return false }
        return !container.functions.contains { $0.value.name == name }
    }

    /// Injections a helper or modifier body applies to what it modifies (`self` / `content`),
    /// chained on it or made by a container it is placed in (`RootView { self }`).
    private func injectionsIntoSelf(of body: BodyFacts, owner: LinkedType?) -> [Provision] {
        body.constructions.indices.filter { body.constructions[$0].callee == "self" || body.constructions[$0].callee == "content" }
            .flatMap { provisions(for: $0, in: body, owner: owner) }
    }
}

extension ProjectGraph {
    /// Object injections (`.environmentObject(x)`, `.environment(x)`) whose type could not be
    /// inferred locally. They are assumed to satisfy any need of their kind, which can hide a
    /// miss; the count is shown with `--timings` so a team can see how much that matters.
    package var untypedObjectInjections: Int {
        var count = 0
        for file in files {
            // Nested constructions repeat the injections chained around them: count each once.
            var seen: Set<SourceRange> = []
            // Body by body, reached by index: gathering copies of the bodies first, or iterating
            // over the types and functions (which copies each), made `--timings` add a tenth to
            // the rules phase it reports.
            func countUntyped(in constructions: [Construction]) {
                for construction in constructions {
                    for injection in construction.injections
                    where injection.valueType == nil && injection.valueName == nil
                        && (injection.kind == .environmentObject || injection.kind == .environmentType) {
                        if seen.insert(injection.range).inserted { count += 1 }
                    }
                }
            }
            let types = file.facts.types
            for type in types.indices {
                for function in types[type].functions.indices { countUntyped(in: types[type].functions[function].body.constructions) }
            }
            let previews = file.facts.previews
            for preview in previews.indices { countUntyped(in: previews[preview].body.constructions) }
        }
        return count
    }
}
