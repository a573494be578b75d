import WirelintFacts
import WirelintKnowledge

/// What part a type or body plays in a SwiftUI app: the places rules treat specially.
extension ProjectGraph {
    /// Conforms to `View`, directly or through the project's own protocols.
    public func isView(_ type: LinkedType) -> Bool { inherits(type, from: Knowledge.viewProtocol) }

    public func isViewModifier(_ type: LinkedType) -> Bool { inherits(type, from: Knowledge.viewModifierProtocol) }

    public func isPreviewProvider(_ type: LinkedType) -> Bool { inherits(type, from: Knowledge.previewProviderProtocol) }

    /// An `App`: made once per process, where the app composes its objects.
    public func isApp(_ type: LinkedType) -> Bool { inherits(type, from: Knowledge.appProtocol) }

    public func isScene(_ type: LinkedType) -> Bool { inherits(type, from: Knowledge.sceneProtocol) }

    /// A Composable Architecture reducer: by the macro or by conformance.
    public func isReducer(_ type: LinkedType) -> Bool {
        type.attributes.contains(where: Knowledge.reducerAttributes.contains)
            || Knowledge.reducerProtocols.contains { inherits(type, from: $0) }
    }

    /// Marked `@Observable`: SwiftUI tracks its stored properties.
    public func isMarkedObservable(_ type: LinkedType) -> Bool {
        type.attributes.contains(where: Knowledge.observableAttributes.contains)
    }

    /// An XCTest case class (directly or through the project's own base classes).
    public func isTestCase(_ type: LinkedType) -> Bool {
        type.kind == .class && inherits(type, from: Knowledge.testCaseClass)
    }

    /// Property wrappers declared in the project whose `wrappedValue` setter writes static
    /// storage, keyed by wrapper name, with the store they write. A wrapper over the user's
    /// preferences (`Defaults[key] = newValue`) is not one: saving a setting is what it is for.
    public var globalSetterWrappers: [String: String] {
        var wrappers: [String: String] = [:]
        for type in types where type.attributes.contains("propertyWrapper") {
            if let store = type.declaration.value.wrappedValueSetter?.staticStore, !Knowledge.preferenceStores.contains(store) {
                wrappers[type.name] = store
            }
        }
        return wrappers
    }
}
