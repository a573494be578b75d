import WirelintFacts
import WirelintGraph

/// An environment value as the picture names it: an object by its type (`@EnvironmentObject`
/// and `@Environment(T.self)` alike — the picture shows who provides and reads it, not how),
/// or a key.
enum EnvironmentRead: Hashable {
    case object(String)
    case key(String)

    /// What a property reads from the environment, if it does.
    init?(_ property: PropertyFacts) {
        guard let wrapper = property.wrapper else { return nil }
        switch wrapper.name {
        case "EnvironmentObject":
            guard let type = property.typeName else { return nil }
            self = .object(type)
        case "Environment":
            if let key = wrapper.keyPath {
                self = .key(key)
            } else if let type = wrapper.typeArgument ?? property.typeName {
                self = .object(type)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// What an injection puts into the environment, when the facts say: an object of a known
    /// type — or held in a property of `owner` whose type is declared —, or a key. Injections
    /// through the project's own helpers and modifiers are the rules' to resolve and are not drawn.
    init?(_ injection: Injection, owner: LinkedType?) {
        switch injection.kind {
        case .environmentObject, .environmentType:
            guard let type = injection.valueType ?? injection.valueName.flatMap({ owner?.property(named: $0)?.typeName }) else { return nil }
            self = .object(type)
        case .environmentKey(let key):
            self = .key(key)
        case .helper, .viewModifier, .handedTo:
            return nil
        }
    }
}
