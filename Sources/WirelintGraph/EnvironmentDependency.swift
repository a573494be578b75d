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
    ///
    /// Asked several times per type by several rules: the properties are looked at in place, and
    /// only those that read the environment are copied (copying each into a closure made this a
    /// fortieth of a facts-changing edit of a large project).
    private func environmentDependencies(of type: LinkedType, customWrappers: Set<String>, within enclosing: [String]) -> [EnvironmentDependency] {
        let properties = type.declaration.value.properties
        var dependencies: [EnvironmentDependency] = []
        for index in properties.indices where properties[index].isStored && !properties[index].isStatic {
            let kind: EnvironmentDependency.Kind
            if let wrapper = properties[index].wrapper {
                switch wrapper.name {
                case "EnvironmentObject":
                    // Typed by a generic parameter, the object is whatever each construction
                    // specialises it with: of no type the rules can match injections against.
                    let typeName = properties[index].declaredType?.name
                    let isGeneric = typeName.map(type.declaration.value.genericParameters.contains) ?? false
                    kind = .object(isGeneric ? nil : typeName)
                case "Environment":
                    if let typeName = wrapper.typeArgument {
                        kind = .typed(typeName, optional: properties[index].declaredType?.isOptional ?? false)
                    } else {
                        kind = .key(wrapper.keyPath ?? properties[index].name)
                    }
                case let name where customWrappers.contains(name):
                    kind = .customWrapper(name)
                default:
                    continue
                }
            } else {
                guard !dynamicPropertyTypes.isEmpty, let typeName = properties[index].typeName, dynamicPropertyTypes.contains(typeName),
                      typeName != type.name, !enclosing.contains(typeName), let propertyType = self.type(named: typeName),
                      !environmentDependencies(of: propertyType, customWrappers: customWrappers, within: enclosing + [type.name]).isEmpty
                else { continue }
                kind = .dynamicProperty(typeName)
            }
            dependencies.append(EnvironmentDependency(property: properties[index], kind: kind))
        }
        return dependencies
    }
}
