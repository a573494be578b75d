import WirelintFacts
import WirelintKnowledge

/// A view that builds a child view with a new observable object for a property the child keeps:
/// `Child(model: Model())` or `Child(model: .init())` in a member of the parent. Every update
/// of the parent runs that code again and hands the child another object.
public struct FreshObjectArgument: Sendable {
    /// The view whose member builds the child.
    public let parent: LinkedType
    public let function: Located<FunctionFacts>
    public let construction: Construction
    public let child: LinkedType
    /// The child's stored property that receives the object.
    public let property: PropertyFacts
    /// The type of the new object.
    public let objectType: String
    /// The child has no initializer of its own: the memberwise one wraps the argument as it is.
    public let isMemberwise: Bool

    public var location: SourceLocation { function.location(construction.range) }
}

extension ProjectGraph {
    /// Every construction of a project view, in an instance member of a view that ships
    /// (not scaffolding) and outside its actions, that passes a new `ObservableObject` or
    /// `@Observable` object to a stored property of the child.
    public func freshObjectArguments(scaffolding: Scaffolding) -> [FreshObjectArgument] {
        var found: [FreshObjectArgument] = []
        for parent in types where isView(parent) && !scaffolding.contains(parent) {
            for function in parent.functions where !function.value.isStatic {
                for construction in function.value.body.constructions where construction.placement != .interaction {
                    guard construction.arguments.contains(where: \.passesNewObject) else { continue }
                    // Same-named views of several targets or `#if` branches: one finding per
                    // construction, for the nearest declaration that keeps the object.
                    let children = Self.nearest(declarations(of: construction.callee, from: parent.name).map { types[$0] }, to: function.file)
                    for child in children where isView(child) {
                        let fresh = freshObjects(in: construction, of: child, parent: parent, function: function)
                        found += fresh
                        if !fresh.isEmpty { break }
                    }
                }
            }
        }
        return found
    }

    private func freshObjects(
        in construction: Construction, of child: LinkedType, parent: LinkedType, function: Located<FunctionFacts>
    ) -> [FreshObjectArgument] {
        let isMemberwise = child.kind == .struct && !child.declaration.value.functions.contains { $0.kind == .initializer }
        var found: [FreshObjectArgument] = []
        for (position, argument) in construction.arguments.enumerated() where argument.passesNewObject {
            guard case .property(let name) = ConstructionIndex.receivingEnd(of: child, label: argument.label, position: position),
                  let property = child.property(named: name), property.isStored
            else { continue }
            // A nested `ViewModel` resolves from where it is written: `Child.ViewModel(…)` or
            // `ViewModel(…)` in the parent, the property's `ViewModel` in the child.
            let object: LinkedType?
            if case .constructed(let type) = argument.value {
                object = declarations(of: type, from: parent.name).first.map { types[$0] }
            } else {
                object = property.typeName.flatMap { declarations(of: $0, from: child.name).first.map { types[$0] } }
            }
            guard let object, isObservableObject(object) || isMarkedObservable(object), keepsObservedState(object)
            else { continue }
            found.append(FreshObjectArgument(
                parent: parent, function: function, construction: construction, child: child, property: property,
                objectType: object.name, isMemberwise: isMemberwise))
        }
        return found
    }

    /// Whether a new instance of an observable object would lose something: an
    /// `ObservableObject` with a `@Published` property, or an `@Observable` class with a stored
    /// instance property (in it or the project's superclasses). One that holds only constants
    /// and references it is given starts over with nothing to lose.
    public func keepsObservedState(_ object: LinkedType) -> Bool {
        var visited: Set<String> = []
        var pending = [object]
        while let current = pending.popLast() {
            guard visited.insert(current.name).inserted else { continue }
            let observable = isMarkedObservable(current)
            if current.declaration.value.properties.contains(where: { property in
                guard property.isStored, !property.isStatic else { return false }
                if let wrapper = property.wrapper?.name { return Knowledge.publishingWrappers.contains(wrapper) }
                return observable
            }) { return true }
            for name in current.inherited {
                for supertype in types(named: name) where supertype.kind == .class { pending.append(supertype) }
            }
        }
        return false
    }
}

extension Argument {
    /// `Model(…)` or `.init(…)`: an object made on the spot.
    var passesNewObject: Bool {
        switch value {
        case .constructed, .constructedInContext: return true
        case .name, .enumCase, .other: return false
        }
    }
}
