/// A type declaration or an extension.
/// Read by every rule, as the graph's linked types.
public struct TypeFacts: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    /// Read by every rule.
    public var kind: Kind
    /// Qualified name (`Outer.Inner`); for an extension, the extended type as written.
    /// Read by every rule.
    public var name: String
    /// Inheritance clause entries as written, without generic arguments (`View`, `ObservableObject`).
    /// Read by every rule (roles and supertypes, linked).
    public var inherited: [String]
    /// Names of the declaration's generic parameters (`Controller` for
    /// `struct Controls<Controller: SessionController>`): inside it they name no type of the project.
    /// Read by dependency_relay, environment_in_init, missing_root_injection and missing_preview_injection.
    public var genericParameters: [String]
    /// Attribute names without `@` (`main`, `propertyWrapper`, `Observable`, `MainActor`).
    /// Read by every rule (roles: `@Observable`, `@propertyWrapper`, `@Model`).
    public var attributes: [String]
    /// Enclosing `#if` branches, outermost first.
    /// Read by every rule (the link, to own extensions); missing_root_injection and missing_preview_injection.
    public var conditions: [ConditionClause]
    /// The name token.
    /// Read by every rule.
    public var range: SourceRange
    /// Declared `private` or `fileprivate`, or inside such a declaration: only this file can
    /// construct it.
    /// Read by dependency_relay.
    public var isFilePrivate: Bool
    /// Declared inside a `#Preview`'s closure (a wrapper that holds the preview's state): only
    /// that preview can name it, and a same-named type elsewhere is another type.
    /// Read by every rule (the link, for name lookups).
    public var isPreviewLocal: Bool
    /// Stored and computed properties, in source order.
    /// Read by every rule.
    public var properties: [PropertyFacts]
    /// `init`s, methods, and the bodies of computed properties (kind `.getter`).
    /// Read by every rule.
    public var functions: [FunctionFacts]
    /// The initial values of stored properties that construct something with arguments or
    /// injections, in source order.
    /// Read by missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var initialValues: [InitialValue]
    /// Code that runs for a stored property after the type is built: the initial value of a
    /// `lazy` property and `willSet`/`didSet` observers, by property.
    /// Read by dependency_relay: a member read there is a use.
    public var propertyCode: [InitialValue]
    /// For `@propertyWrapper` types: what the `wrappedValue` setter writes.
    /// Read by injected_global_mutation.
    public var wrappedValueSetter: SetterShape?

    public init(
        kind: Kind,
        name: String,
        inherited: [String] = [],
        genericParameters: [String] = [],
        attributes: [String] = [],
        conditions: [ConditionClause] = [],
        range: SourceRange,
        isFilePrivate: Bool = false,
        isPreviewLocal: Bool = false,
        properties: [PropertyFacts] = [],
        functions: [FunctionFacts] = [],
        initialValues: [InitialValue] = [],
        propertyCode: [InitialValue] = [],
        wrappedValueSetter: SetterShape? = nil
    ) {
        self.kind = kind
        self.name = name
        self.inherited = inherited
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.conditions = conditions
        self.range = range
        self.isFilePrivate = isFilePrivate
        self.isPreviewLocal = isPreviewLocal
        self.properties = properties
        self.functions = functions
        self.initialValues = initialValues
        self.propertyCode = propertyCode
        self.wrappedValueSetter = wrappedValueSetter
    }
}

/// What a property wrapper's `wrappedValue` setter does with the new value.
/// Read by injected_global_mutation.
public struct SetterShape: Codable, Sendable, Equatable {
    /// The static storage the setter writes (`InjectedValues` for
    /// `set { InjectedValues[keyPath] = newValue }`), or nil when it only writes the wrapper's
    /// own instance storage (FactoryKit's `@Injected`).
    public var staticStore: String?

    public init(staticStore: String?) {
        self.staticStore = staticStore
    }
}

extension TypeFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (kind, name, inherited, genericParameters, attributes, conditions, range, isFilePrivate, isPreviewLocal, properties, functions,
         initialValues, propertyCode, wrappedValueSetter) = (
            try reader.read(Kind.self), try reader.readString(), try reader.readArray(String.self), try reader.readArray(String.self),
            try reader.readArray(String.self),
            try reader.readArray(ConditionClause.self), try reader.read(SourceRange.self), try reader.readBool(), try reader.readBool(),
            try reader.readArray(PropertyFacts.self),
            try reader.readArray(FunctionFacts.self), try reader.readArray(InitialValue.self),
            try reader.readArray(InitialValue.self), try reader.readOptional(SetterShape.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(inherited)
        writer.write(genericParameters)
        writer.write(attributes)
        writer.write(conditions)
        writer.write(range)
        writer.write(isFilePrivate)
        writer.write(isPreviewLocal)
        writer.write(properties)
        writer.write(functions)
        writer.write(initialValues)
        writer.write(propertyCode)
        writer.write(wrappedValueSetter)
    }
}

extension TypeFacts.Kind: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension SetterShape: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        staticStore = try reader.readOptional(String.self)
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(staticStore)
    }
}
