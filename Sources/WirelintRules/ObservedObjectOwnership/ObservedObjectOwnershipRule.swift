import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// `observed_object_ownership`: an `@ObservedObject` that the view creates itself.
///
/// `@ObservedObject` means "somebody else owns this object; redraw me when it changes". SwiftUI
/// does not keep it: when the parent's `body` runs again it re-creates the view struct, the
/// property initializer or `init` runs again, and a brand-new object replaces the old one —
/// with all its state (loaded data, text typed, a running request). A view that creates the
/// object owns it and must say so with `@StateObject`; otherwise it should receive the object.
public enum ObservedObjectOwnershipRule: Rule {
    public static let description = RuleDescription(
        id: "observed_object_ownership",
        name: "Observed object created by the view",
        summary: "An @ObservedObject property is given an object the view creates itself, which SwiftUI replaces on every update of the parent.",
        rationale: """
            SwiftUI does not keep an @ObservedObject: each time the parent re-creates the view, \
            `@ObservedObject var model = Model()` (or an init that assigns a new Model) builds \
            a fresh object and the old one's state is lost — loaded data disappears, text \
            fields reset, requests restart. If the view owns the object, declare it \
            @StateObject, which creates it once per view identity; if the parent owns it, \
            receive it through init.
            """,
        defaultSeverity: .warning
    )

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let severity = options.severity ?? description.defaultSeverity
        var candidates: [(type: LinkedType, findings: [Finding])] = []
        // Previews and tests build their views once; no parent re-renders them.
        lazy var scaffolding = Scaffolding(graph: graph)
        // Views and their dynamic properties are structs SwiftUI re-creates; a class is re-created
        // only if it is itself a view. In an observable object (a view model holding another),
        // the wrapper does nothing and the object lives as long as its owner.
        // The `App` is made once per process: nothing re-creates it.
        for type in graph.types where type.kind == .struct || (type.kind == .class && graph.isView(type)) {
            if graph.isApp(type) { continue }
            var findings: [Finding] = []
            // By index: iterating the properties and functions copied each, with all its
            // arrays, for every struct of the project, and few are ever reported.
            let properties = type.declaration.value.properties
            for index in properties.indices where properties[index].wrapper?.name == "ObservedObject" {
                let property = properties[index]
                guard property.isStored, !property.isStatic, property.initializerConstructs else { continue }
                let created = property.initializerType ?? property.declaredType?.name
                // A default that every construction replaces (`Row(model: model)`) never runs.
                guard !isProjection(created), !holdsNothingToLose(created, graph: graph),
                      !scaffolding.everyConstructionPasses(property.name, to: type) else { continue }
                findings.append(Finding(
                    ruleID: description.id,
                    severity: severity,
                    message: "\(type.name) creates the \(created ?? "object") it observes in @ObservedObject \(property.name): "
                        + consequence(type: type.name, object: created) + fix(property.name, owner: type.name),
                    location: type.declaration.location(property.range)))
            }
            let functions = type.functions
            for index in functions.indices where functions[index].value.kind == .initializer {
                let assigned = initAssignments(in: functions[index], of: type, graph: graph, severity: severity)
                if !assigned.isEmpty, !scaffolding.callsOnlyFromScaffolding(functions[index].value, of: type) { findings += assigned }
            }
            if !findings.isEmpty, !scaffolding.contains(type) { candidates.append((type, findings)) }
        }
        // A view that only a hosting controller or a coordinator creates is never re-created by
        // a parent's update: the object lives as long as the root view that holds it.
        let hosted = graph.typesCreatedOutsideViewUpdates(among: candidates.map(\.type))
        // A parent built that way whose body reads nothing that changes runs its body once:
        // the objects it builds there are built once too.
        let fresh = graph.freshObjectArguments(scaffolding: scaffolding)
        let hostedParents = graph.typesCreatedOutsideViewUpdates(among: fresh.map(\.parent))
        return candidates.filter { !hosted.contains(ObjectIdentifier($0.type)) }.flatMap(\.findings)
            + fresh.filter { !hostedParents.contains(ObjectIdentifier($0.parent)) || updatesItself($0.parent, graph: graph) }
            .compactMap { parentFinding(for: $0, severity: severity) }
    }

    /// Whether something the view holds can run its `body` again without a parent: a property
    /// wrapper (state, an observed object, the environment, storage) or an `@Observable` object.
    private static func updatesItself(_ view: LinkedType, graph: ProjectGraph) -> Bool {
        view.properties.contains { property in
            guard property.isStored, !property.isStatic else { return false }
            if property.wrapper != nil { return true }
            guard let typeName = property.typeName else { return false }
            return graph.declarations(of: typeName, from: view.name).contains { graph.isMarkedObservable(graph.types[$0]) }
        }
    }

    /// The same mistake seen from the caller: a parent that builds the child with a new object
    /// for a property the child observes — `@ObservedObject`, `@Bindable`, or a plain reference
    /// to an `@Observable` object its `body` reads.
    private static func parentFinding(for fresh: FreshObjectArgument, severity: Severity) -> Finding? {
        let property = fresh.property
        let observes: Bool
        if let wrapper = property.wrapper?.name {
            observes = Knowledge.observingWrappers.contains(wrapper)
        } else {
            // Handing it on whole (`Row(router: router)`) is not reading it.
            observes = fresh.child.members(named: "body").contains { body in
                body.value.body.reads.contains { $0.name == property.name && $0.passedTo == nil }
            }
        }
        guard observes, !isProjection(fresh.objectType) else { return nil }
        let wrapper = property.wrapper.map { "@\($0.name) " } ?? ""
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(fresh.parent.name).\(fresh.function.value.name) builds \(fresh.child.name) with a new \(fresh.objectType) for "
                + "\(wrapper)\(property.name): every update of \(fresh.parent.name) hands it another \(fresh.objectType) and the "
                + "state of the previous one is lost — create it once where it is owned (@StateObject or @State in "
                + "\(fresh.parent.name), or above) and pass that one",
            location: fresh.location,
            related: [AnnotatedLocation(
                location: fresh.child.declaration.location(property.range),
                message: "\(fresh.child.name).\(property.name) is declared here")])
    }

    /// `_model = ObservedObject(wrappedValue: Model())` and `self.model = Model()` in an init.
    private static func initAssignments(
        in initializer: Located<FunctionFacts>, of type: LinkedType, graph: ProjectGraph, severity: Severity
    ) -> [Finding] {
        var findings: [Finding] = []
        let body = initializer.value.body
        func observed(_ name: String) -> PropertyFacts? {
            type.property(named: name).flatMap { $0.wrapper?.name == "ObservedObject" ? $0 : nil }
        }
        func finding(property: String, declared: PropertyFacts?, created: String?, range: SourceRange) -> Finding {
            Finding(
                ruleID: description.id,
                severity: severity,
                message: "\(type.name).init gives @ObservedObject \(property) a new \(created ?? "object") it creates itself: "
                    + consequence(type: type.name, object: created) + fix(property, owner: type.name),
                location: initializer.location(range),
                related: declared.map {
                    [AnnotatedLocation(location: type.declaration.location($0.range), message: "\(property) is declared @ObservedObject here")]
                } ?? [])
        }
        for assignment in body.wrapperAssignments ?? [] where assignment.valueConstructs {
            let declared = type.property(named: assignment.property)
            let wrapper = assignment.wrapper ?? declared?.wrapper?.name
            let created = assignment.constructedType ?? declared?.typeName
            guard wrapper == "ObservedObject", !isProjection(created), !holdsNothingToLose(created, graph: graph) else { continue }
            findings.append(finding(
                property: assignment.property, declared: declared,
                created: created, range: assignment.range))
        }
        for mutation in body.mutations {
            guard mutation.base == .self, mutation.kind == .assignment,
                  mutation.valueConstructs != nil || mutation.valueIsImplicitInit == true,
                  let declared = observed(mutation.member) else { continue }
            let created = mutation.valueConstructs ?? declared.typeName
            guard !isProjection(created), !holdsNothingToLose(created, graph: graph) else { continue }
            findings.append(finding(property: mutation.member, declared: declared, created: created, range: mutation.range))
        }
        return findings
    }

    /// A project object with no state to lose (only constants and references it is given, as a
    /// box around its owner's object): a new one each time the view is made loses nothing.
    private static func holdsNothingToLose(_ created: String?, graph: ProjectGraph) -> Bool {
        guard let created, let object = graph.types(named: created).first else { return false }
        return !graph.keepsObservedState(object)
    }

    private static func isProjection(_ type: String?) -> Bool {
        guard let type else { return false }
        return Knowledge.stateProjections.contains(type.split(separator: ".").last.map(String.init) ?? type)
    }

    private static func consequence(type: String, object: String?) -> String {
        "SwiftUI does not keep observed objects, so each time the parent re-creates \(type) a new "
            + (object ?? "object") + " replaces the old one and its state is lost"
    }

    private static func fix(_ property: String, owner: String) -> String {
        " — declare \(property) @StateObject if \(owner) owns it, or receive it from the parent"
    }
}
