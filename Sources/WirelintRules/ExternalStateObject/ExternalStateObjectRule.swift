import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// `external_state_object`: a view's owned state initialised with an object somebody else made.
///
/// `StateObject(wrappedValue:)` takes an autoclosure that SwiftUI evaluates once, when the view
/// first appears; afterwards it keeps that instance for the view's lifetime and ignores every
/// later value. Handing it an init parameter (`_model = StateObject(wrappedValue: model)`)
/// therefore means the parent builds a new object on every update, which is thrown away, and a
/// genuinely new object the parent passes later never shows. `@State` holding an `@Observable`
/// object passed in behaves the same. Constructing the object inside the autoclosure from the
/// init's parameters is the owned form; an object the parent owns belongs in `@ObservedObject`
/// (or a plain property / `@Bindable` for `@Observable`).
public enum ExternalStateObjectRule: Rule {
    public static let description = RuleDescription(
        id: "external_state_object",
        name: "State object created outside the view",
        summary: "A @StateObject (or @State holding an @Observable object) is initialised in init with an object the caller created.",
        rationale: """
            StateObject evaluates its autoclosure once and keeps that object for the view's \
            lifetime. Initialising it with an init parameter, a property of one, or a shared \
            instance means the parent builds an object on every update that is thrown away, and \
            a new object the parent passes later is silently ignored; @State holding an \
            @Observable object behaves the same. Construct the object inside the autoclosure \
            from the init's parameters (StateObject(wrappedValue: Model(id: id))), or, if the \
            parent owns it, declare the property @ObservedObject (a plain property or @Bindable \
            for @Observable objects).
            """,
        defaultSeverity: .warning
    )

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let severity = options.severity ?? description.defaultSeverity
        var candidates: [(type: LinkedType, finding: Finding)] = []
        lazy var scaffolding = Scaffolding(graph: graph)
        // The `App` is made once per process: what its `init` builds for its state objects is
        // built once, whichever way it is wrapped.
        for type in graph.types where (type.kind == .struct || type.kind == .class) && !graph.isApp(type) {
            // By index: iterating the functions copied each, with all its arrays.
            let functions = type.functions
            for index in functions.indices where functions[index].value.kind == .initializer && functions[index].value.body.wrapperAssignments != nil {
                let initializer = functions[index]
                for assignment in initializer.value.body.wrapperAssignments ?? [] {
                    guard let finding = finding(for: assignment, in: initializer, of: type, graph: graph, severity: severity)
                              ?? builtLocalFinding(for: assignment, in: initializer, of: type, severity: severity),
                          !scaffolding.contains(type), !scaffolding.callsOnlyFromScaffolding(initializer.value, of: type)
                    else { continue }
                    candidates.append((type, finding))
                }
            }
        }
        // A view that only a hosting controller or a coordinator creates is never rebuilt by a
        // parent's update: it receives its object once, and owning it is what it should do.
        let hosted = graph.typesCreatedOutsideViewUpdates(among: candidates.map(\.type))
        return candidates.filter { !hosted.contains(ObjectIdentifier($0.type)) }.map(\.finding)
            + graph.freshObjectArguments(scaffolding: scaffolding).compactMap { memberwiseFinding(for: $0, severity: severity) }
    }

    /// A parent that passes a new object to a child's owned property through the child's
    /// memberwise initializer (`Screen(model: .init(…))`): that initializer wraps the argument
    /// as it is, so the parent builds an object on every update and the wrapper keeps the first.
    private static func memberwiseFinding(for fresh: FreshObjectArgument, severity: Severity) -> Finding? {
        guard fresh.isMemberwise, let wrapper = fresh.property.wrapper?.name, Knowledge.owningWrappers.contains(wrapper) else { return nil }
        let property = fresh.property.name
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(fresh.parent.name).\(fresh.function.value.name) hands \(fresh.child.name)'s @\(wrapper) \(property) a new "
                + "\(fresh.objectType) through the memberwise initializer: \(fresh.parent.name) builds one on every update and "
                + "\(wrapper) keeps only the first — let \(fresh.child.name) create it (@\(wrapper) var \(property) = "
                + "\(fresh.objectType)(…)), or declare \(property) @ObservedObject if \(fresh.parent.name) owns it",
            location: fresh.location,
            related: [AnnotatedLocation(
                location: fresh.child.declaration.location(fresh.property.range),
                message: "\(property) is declared @\(wrapper) here")])
    }

    /// `let model = Model(…)` then `_model = StateObject(wrappedValue: model)`: the object is
    /// built on every init, outside the autoclosure, and all but the first are thrown away.
    private static func builtLocalFinding(
        for assignment: WrapperAssignment, in initializer: Located<FunctionFacts>, of type: LinkedType, severity: Severity
    ) -> Finding? {
        let declared = type.property(named: assignment.property)
        guard assignment.valueIsBuiltLocal == true, let local = assignment.valueName,
              (assignment.wrapper ?? declared?.wrapper?.name) == "StateObject", assignment.label == "wrappedValue"
        else { return nil }
        let object = declared?.typeName ?? "object"
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(type.name).init builds the \(object) for @StateObject \(assignment.property) as the local \(local), "
                + "outside the autoclosure: a new one on every init, and StateObject keeps only the first — "
                + "construct it inside the autoclosure (StateObject(wrappedValue: \(object)(…)))",
            location: initializer.location(assignment.range),
            related: declared.map {
                [AnnotatedLocation(location: type.declaration.location($0.range), message: "\(assignment.property) is declared @StateObject here")]
            } ?? [])
    }

    /// Whether every construction of the type in the app passes, for the parameter, an object its
    /// caller already keeps in a wrapper (`Step(model: model)` from a wizard's own `@StateObject`):
    /// the same instance on every update, so nothing is built anew and thrown away, and nothing
    /// newer can be missed.
    private static func everyCallerPassesItsOwn(_ parameter: ParameterFacts, to type: LinkedType, graph: ProjectGraph) -> Bool {
        let sites = (graph.constructionSites[type.name] ?? []).filter { site in
            let entry = graph.allFunctions[site.function]
            return !(entry.owner.map(graph.isScaffolding) ?? ConstructionIndex.isTestPath(entry.function.file))
        }
        return !sites.isEmpty && sites.allSatisfy { site in
            let entry = graph.allFunctions[site.function]
            let construction = entry.function.value.body.constructions[site.construction]
            let label = parameter.label == "_" ? nil : parameter.label
            guard let caller = entry.owner,
                  let passed = construction.arguments.first(where: { $0.label == label })?.name
            else { return false }
            let name = passed.hasPrefix("self.") ? String(passed.dropFirst(5)) : passed
            guard let held = caller.property(named: name), held.isStored, !held.isStatic, let wrapper = held.wrapper?.name else { return false }
            return Knowledge.owningWrappers.contains(wrapper) || Knowledge.observingWrappers.contains(wrapper)
                || Knowledge.environmentWrappers.contains(wrapper)
        }
    }

    /// Whether a member of the type other than an initializer assigns the property or binds
    /// its projection.
    private static func replaces(_ property: String, in type: LinkedType) -> Bool {
        type.functions.contains { function in
            guard function.value.kind != .initializer else { return false }
            let body = function.value.body
            return body.mutations.contains { $0.base == .self && $0.member == property && $0.kind == .assignment }
                || body.reads.contains { $0.name == property && $0.form == .projected }
        }
    }

    /// Where the wrapped value comes from, when it is visibly not created by the view.
    private enum Origin {
        /// `model`: an init parameter.
        case parameter(ParameterFacts)
        /// `deps.model`: a property of an init parameter.
        case parameterMember(ParameterFacts, String)
        /// `Model.shared`: a static member, an instance that outlives the view.
        case staticMember(type: String, member: String)
    }

    private static func finding(
        for assignment: WrapperAssignment,
        in initializer: Located<FunctionFacts>,
        of type: LinkedType,
        graph: ProjectGraph,
        severity: Severity
    ) -> Finding? {
        let declared = type.property(named: assignment.property)
        guard let wrapper = assignment.wrapper ?? declared?.wrapper?.name,
              !assignment.valueConstructs, !assignment.valueIsLocal,
              let name = assignment.valueName,
              let origin = origin(of: name, parameters: initializer.value.parameters),
              !isFactory(origin, in: type, graph: graph)
        else { return nil }
        let isStateObject: Bool
        switch (wrapper, assignment.label) {
        case ("StateObject", "wrappedValue"):
            isStateObject = true
        case ("State", "wrappedValue"), ("State", "initialValue"):
            isStateObject = false
        default:
            return nil
        }
        if case .parameter(let parameter) = origin, everyCallerPassesItsOwn(parameter, to: type, graph: graph) { return nil }
        let objectType = self.objectType(of: origin, in: type, graph: graph)
        if !isStateObject {
            // `@State` copying a value passed in is the documented way to seed it; only an
            // observable object keeps a reference the parent also holds.
            guard let objectType, let resolved = graph.type(named: objectType), graph.isObservableClass(resolved) else { return nil }
            // A view that later puts another object there itself (`venue = try await
            // venue.refreshed()`, `target = nil`) or binds it (`$venue`, `$venue.name`) takes the
            // parent's only as its first value and manages the state from there.
            if replaces(assignment.property, in: type) { return nil }
        }

        let view = type.name
        let property = assignment.property
        let object = objectType ?? "object"
        let source: String
        switch origin {
        case .parameter:
            source = "the init parameter \(name)"
        case .parameterMember(let parameter, _):
            source = "\(name), from the init parameter \(parameter.name)"
        case .staticMember:
            source = "the shared instance \(name)"
        }
        let message: String
        switch (isStateObject, origin) {
        case (true, .staticMember):
            message = "\(view).init hands @StateObject \(property) \(source), which the view does not own — "
                + "declare \(property) @ObservedObject, or read it from the environment"
        case (true, _):
            message = "\(view).init hands @StateObject \(property) \(source): the caller creates that \(object), "
                + "typically anew on every update of the parent, and StateObject keeps only the first one it receives — "
                + "construct it inside the autoclosure from the parameters (StateObject(wrappedValue: \(objectType ?? "Model")(…))), "
                + "or declare \(property) @ObservedObject if the parent owns it"
        case (false, .staticMember):
            message = "\(view).init seeds @State \(property) with \(source), which the view does not own — "
                + "keep it in a plain property, or read it from the environment"
        case (false, _):
            message = "\(view).init seeds @State \(property) with \(source), an @Observable \(object) created outside the view: "
                + "State keeps only the first instance and ignores the ones later updates pass — "
                + "if the parent owns it, keep it in a plain property (or @Bindable var); "
                + "if \(view) owns it, create it in the view from the parameters"
        }
        var related: [AnnotatedLocation] = []
        if let declared {
            related.append(AnnotatedLocation(
                location: type.declaration.location(declared.range),
                message: "\(declared.name) is declared" + (declared.wrapper.map { " @\($0.name)" } ?? "") + " here"))
        }
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: message,
            location: initializer.location(assignment.range),
            related: related)
    }

    private static func origin(of name: String, parameters: [ParameterFacts]) -> Origin? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 1 {
            return parameters.first { $0.name == name }.map { .parameter($0) }
        }
        let (base, member) = (parts[0], parts[1])
        if base == "self" { return nil }
        if let parameter = parameters.first(where: { $0.name == base }) {
            return .parameterMember(parameter, member)
        }
        if let first = base.unicodeScalars.first, first.properties.isUppercase {
            return .staticMember(type: base, member: member)
        }
        return nil
    }

    /// The declaration of a static member's type: `Self` is the view's own.
    private static func holder(named name: String, in type: LinkedType, graph: ProjectGraph) -> LinkedType? {
        name == "Self" ? type : graph.type(named: name)
    }

    /// A static computed property whose getter builds an object of its type
    /// (`static var defaultCoordinator: TabCoordinator { TabCoordinator() }`) makes a new one
    /// each time it is read: the autoclosure reading it owns what it gets.
    private static func isFactory(_ origin: Origin, in type: LinkedType, graph: ProjectGraph) -> Bool {
        guard case .staticMember(let typeName, let member) = origin,
              let holder = holder(named: typeName, in: type, graph: graph),
              let property = holder.properties.first(where: { $0.isStatic && $0.name == member }),
              !property.isStored, let built = property.typeName.map(DependencyTypes.lastComponent)
        else { return false }
        return holder.functions.contains { getter in
            getter.value.kind == .getter && getter.value.isStatic && getter.value.name == member
                && getter.value.body.constructions.contains { DependencyTypes.lastComponent($0.callee) == built }
        }
    }

    /// The type of the wrapped object when the declarations show it.
    private static func objectType(of origin: Origin, in type: LinkedType, graph: ProjectGraph) -> String? {
        switch origin {
        case .parameter(let parameter):
            return parameter.type?.name
        case .parameterMember(let parameter, let member):
            guard let holder = parameter.type.flatMap({ graph.type(named: $0.name) }) else { return nil }
            return holder.property(named: member)?.typeName
        case .staticMember(let typeName, let member):
            guard let holder = holder(named: typeName, in: type, graph: graph),
                  let property = holder.properties.first(where: { $0.isStatic && $0.name == member })
            else { return nil }
            if let declared = property.typeName { return declared == "Self" ? holder.name : declared }
            return property.initializerConstructs ? holder.name : nil
        }
    }
}
