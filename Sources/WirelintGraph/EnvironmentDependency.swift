import WirelintFacts

/// A property through which a type reads the environment.
public struct EnvironmentDependency: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `@EnvironmentObject var x: T`
        case object(String?)
        /// `@Environment(T.self) var x` (optional when declared `T?`)
        case typed(String, optional: Bool)
        /// `@Environment(\.key) var x`
        case key(String)
        /// A `DynamicProperty` struct of the project that reads the environment itself.
        case dynamicProperty(String)
        /// A wrapper the configuration names as environment-like.
        case customWrapper(String)
    }

    public let property: PropertyFacts
    public let kind: Kind

    /// Reading it before SwiftUI installs the environment crashes (rather than yielding a default).
    public var crashesWhenMissing: Bool {
        switch kind {
        case .object: return true
        case .typed(_, let optional): return !optional
        case .key, .dynamicProperty, .customWrapper: return false
        }
    }
}

extension ProjectGraph {
    /// The properties of `type` that read the environment. `customWrappers` are extra
    /// wrapper names that behave like `@Environment` (from the configuration).
    public func environmentDependencies(of type: LinkedType, customWrappers: Set<String> = []) -> [EnvironmentDependency] {
        environmentDependencies(of: type, customWrappers: customWrappers, within: [])
    }

    /// `enclosing`: the `DynamicProperty` types whose properties led here, which a property
    /// of this one cannot lead back to.
    private func environmentDependencies(of type: LinkedType, customWrappers: Set<String>, within enclosing: [String]) -> [EnvironmentDependency] {
        type.declaration.value.properties.compactMap { property -> EnvironmentDependency? in
            guard property.isStored, !property.isStatic else { return nil }
            if let wrapper = property.wrapper {
                switch wrapper.name {
                case "EnvironmentObject":
                    // Typed by a generic parameter, the object is whatever each construction
                    // specialises it with: of no type the rules can match injections against.
                    let typeName = property.declaredType?.name
                    let isGeneric = typeName.map(type.declaration.value.genericParameters.contains) ?? false
                    return EnvironmentDependency(property: property, kind: .object(isGeneric ? nil : typeName))
                case "Environment":
                    if let typeName = wrapper.typeArgument {
                        return EnvironmentDependency(property: property, kind: .typed(typeName, optional: property.declaredType?.isOptional ?? false))
                    }
                    return EnvironmentDependency(property: property, kind: .key(wrapper.keyPath ?? property.name))
                case let name where customWrappers.contains(name):
                    return EnvironmentDependency(property: property, kind: .customWrapper(name))
                default:
                    return nil
                }
            }
            guard !dynamicPropertyTypes.isEmpty, let typeName = property.typeName, dynamicPropertyTypes.contains(typeName),
                  typeName != type.name, !enclosing.contains(typeName), let propertyType = self.type(named: typeName),
                  !environmentDependencies(of: propertyType, customWrappers: customWrappers, within: enclosing + [type.name]).isEmpty
            else { return nil }
            return EnvironmentDependency(property: property, kind: .dynamicProperty(typeName))
        }
    }
}
