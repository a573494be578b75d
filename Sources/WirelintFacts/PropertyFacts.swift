/// A property declared in a type or extension.
/// Read by every rule.
public struct PropertyFacts: Codable, Sendable, Equatable {
    /// Read by every rule.
    public var name: String
    /// Read by every rule.
    public var isStatic: Bool
    /// False for computed properties (their getter is a `FunctionFacts` of kind `.getter`).
    /// Read by dependency_relay, environment_in_init, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var isStored: Bool
    /// The first custom attribute, when it is a property wrapper (`@Environment(\.pricing)`).
    /// Read by dependency_relay, environment_in_init, external_state_object, injected_global_mutation, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var wrapper: WrapperAttribute?
    /// The type annotation, if any.
    /// Read by dependency_relay, environment_in_init, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var declaredType: TypeReference?
    /// The type a `= T(…)`, `= T.shared` or `= .init(…)` initializer shows, if any.
    /// Read by dependency_relay, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var initializerType: String?
    /// The initializer creates a new instance (`= T(…)`, `= .init(…)`), rather than referring
    /// to an existing one (`= T.shared`).
    /// Read by dependency_relay, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var initializerConstructs: Bool
    /// Reads of static members in the initializer expression (`= APIClient.shared`,
    /// `= Model(api: .live, store: Store.shared)`): first per type and member; nil when none.
    /// Read by hidden_singleton, missing_root_injection and missing_preview_injection.
    public var initializerStaticReads: [StaticRead]?
    /// Set when the declared type is a function type: what a memberwise initializer's argument
    /// for the property is.
    /// Read by the action-closure pass (so every rule).
    public var closure: ClosureKind?
    /// Declared `T!` with no initial value or `= nil`: nil until something assigns it, and a
    /// read before that traps.
    /// Read by missing_root_injection and missing_preview_injection (a key default that leaves it nil).
    public var isUnsetImplicitlyUnwrapped: Bool
    /// A stored property's initializer as written, whitespace collapsed, when short enough to
    /// compare (`URLSessionNetwork()` for `var network = URLSessionNetwork()`): a store key's default.
    /// Read by injected_global_mutation.
    public var initializerText: String?
    /// The name token.
    /// Read by every rule.
    public var range: SourceRange

    public init(
        name: String,
        isStatic: Bool = false,
        isStored: Bool = true,
        wrapper: WrapperAttribute? = nil,
        declaredType: TypeReference? = nil,
        initializerType: String? = nil,
        initializerConstructs: Bool = false,
        initializerStaticReads: [StaticRead]? = nil,
        closure: ClosureKind? = nil,
        isUnsetImplicitlyUnwrapped: Bool = false,
        initializerText: String? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.isStatic = isStatic
        self.isStored = isStored
        self.wrapper = wrapper
        self.declaredType = declaredType
        self.initializerType = initializerType
        self.initializerConstructs = initializerConstructs
        self.initializerStaticReads = initializerStaticReads
        self.closure = closure
        self.isUnsetImplicitlyUnwrapped = isUnsetImplicitlyUnwrapped
        self.initializerText = initializerText
        self.range = range
    }

    /// The declared type if written, else the one the initializer shows.
    public var typeName: String? { declaredType?.name ?? initializerType }
}

/// A property wrapper attribute as written on a property.
/// Read by dependency_relay, environment_in_init, external_state_object, injected_global_mutation, observed_object_ownership, missing_root_injection and missing_preview_injection.
public struct WrapperAttribute: Codable, Sendable, Equatable {
    /// `Environment`, `EnvironmentObject`, `Injected`, … (module qualifier dropped).
    public var name: String
    /// `pricing` for `@Environment(\.pricing)`: the last component of a key-path argument.
    /// Read by environment_in_init, missing_root_injection and missing_preview_injection.
    public var keyPath: String?
    /// `Session` for `@Environment(Session.self)`.
    /// Read by environment_in_init, missing_root_injection and missing_preview_injection.
    public var typeArgument: String?

    public init(name: String, keyPath: String? = nil, typeArgument: String? = nil) {
        self.name = name
        self.keyPath = keyPath
        self.typeArgument = typeArgument
    }
}

/// A type as written in an annotation, reduced to what the analysis needs.
/// Read by dependency_relay, environment_in_init, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
public struct TypeReference: Codable, Sendable, Equatable {
    /// The base name without optionality or generic arguments (`Session` for `Session?`).
    public var name: String
    /// `T?`, `Optional<T>` or `T!`.
    /// Read by environment_in_init, missing_root_injection and missing_preview_injection.
    public var isOptional: Bool

    public init(name: String, isOptional: Bool = false) {
        self.name = name
        self.isOptional = isOptional
    }
}

extension PropertyFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, isStatic, isStored, wrapper, declaredType, initializerType, initializerConstructs, initializerStaticReads, closure,
         isUnsetImplicitlyUnwrapped, initializerText, range) = (
            try reader.readString(), try reader.readBool(), try reader.readBool(), try reader.readOptional(WrapperAttribute.self),
            try reader.readOptional(TypeReference.self), try reader.readOptional(String.self), try reader.readBool(),
            try reader.readOptional([StaticRead].self), try reader.readOptional(ClosureKind.self), try reader.readBool(),
            try reader.readOptional(String.self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(isStatic)
        writer.write(isStored)
        writer.write(wrapper)
        writer.write(declaredType)
        writer.write(initializerType)
        writer.write(initializerConstructs)
        writer.write(initializerStaticReads)
        writer.write(closure)
        writer.write(isUnsetImplicitlyUnwrapped)
        writer.write(initializerText)
        writer.write(range)
    }
}

extension WrapperAttribute: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, keyPath, typeArgument) = (
            try reader.readString(), try reader.readOptional(String.self), try reader.readOptional(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(keyPath)
        writer.write(typeArgument)
    }
}

extension TypeReference: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, isOptional) = (try reader.readString(), try reader.readBool())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(isOptional)
    }
}
