import WirelintFacts
import WirelintKnowledge

/// Observable objects and view models: the types views own, observe, or receive.
extension ProjectGraph {
    /// Conforms to Combine's `ObservableObject`, directly or through the project's own
    /// protocols and superclasses.
    public func isObservableObject(_ type: LinkedType) -> Bool {
        inherits(type, from: Knowledge.observableObjectProtocol)
    }

    /// A class whose instances SwiftUI tracks through the Observation framework: `@Observable`,
    /// or SwiftData's `@Model`, which makes the class observable the same way.
    public func isObservableClass(_ type: LinkedType) -> Bool {
        type.kind == .class && (isMarkedObservable(type) || type.attributes.contains(where: Knowledge.persistentModelAttributes.contains))
    }

    /// A type that holds a screen's state and logic for a view: an `ObservableObject`, an
    /// `@Observable` class, or a type named `…ViewModel`. Views themselves are not view models.
    public func isViewModel(_ type: LinkedType) -> Bool {
        if isView(type) { return false }
        if isObservableObject(type) { return true }
        if type.kind == .class && isMarkedObservable(type) { return true }
        // The simple name's ending is the qualified name's: the ending has no dot.
        return type.name.utf8.ends(with: "ViewModel")
    }
}
