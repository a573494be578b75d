/// How an environment key's default value behaves when nothing injected the key.
public enum EnvironmentDefault: String, Codable, Sendable, CaseIterable {
    /// Crashes: `fatalError`, `preconditionFailure`, `unimplemented(…)`; or (decided by the
    /// graph) builds a project type that traps when used.
    case trap
    /// `nil` of an optional type: the view shows a "not set" state.
    case absent
    /// Builds a real implementation of a protocol-typed dependency.
    /// (Whether a test double exists is decided by the graph.)
    case live
    /// A literal or plain value: harmless.
    case plain
}

/// `struct K: EnvironmentKey { static var defaultValue: T = … }`.
/// Read by missing_root_injection and missing_preview_injection.
public struct EnvironmentKeyFacts: Codable, Sendable, Equatable {
    /// Read by missing_root_injection and missing_preview_injection.
    public var keyType: String
    /// Read by no rule: the accessor's type is the one that counts.
    public var valueType: TypeReference?
    /// Read by missing_root_injection and missing_preview_injection.
    public var defaultKind: EnvironmentDefault
    /// For `.live`: the type the default constructs.
    /// Read by missing_root_injection and missing_preview_injection.
    public var defaultType: String?
    /// When the default calls an initializer (`.init()`, `Wrapper(placeholder: 0)`): its
    /// argument labels (`_` when unlabelled), which say the initializer it runs.
    /// Read by missing_root_injection and missing_preview_injection.
    public var defaultArguments: [String]?
    /// Read by no rule.
    public var range: SourceRange

    public init(
        keyType: String, valueType: TypeReference?, defaultKind: EnvironmentDefault, defaultType: String? = nil,
        defaultArguments: [String]? = nil, range: SourceRange
    ) {
        self.keyType = keyType
        self.valueType = valueType
        self.defaultKind = defaultKind
        self.defaultType = defaultType
        self.defaultArguments = defaultArguments
        self.range = range
    }
}

/// An accessor on `EnvironmentValues`: `var pricing: Pricing { get { self[PricingKey.self] } … }`
/// or `@Entry var pricing: Pricing = …` (which carries its own default).
/// Read by missing_root_injection and missing_preview_injection.
public struct EnvironmentValueFacts: Codable, Sendable, Equatable {
    /// Read by missing_root_injection and missing_preview_injection.
    public var name: String
    /// Read by missing_root_injection and missing_preview_injection.
    public var valueType: TypeReference?
    /// The key type the getter subscripts with; nil for `@Entry`.
    /// Read by missing_root_injection and missing_preview_injection.
    public var keyType: String?
    /// For `@Entry`: the classified default.
    /// Read by missing_root_injection and missing_preview_injection.
    public var entryDefault: EnvironmentDefault?
    /// Read by missing_root_injection and missing_preview_injection.
    public var entryDefaultType: String?
    /// For `@Entry`: the default initializer's argument labels, as `EnvironmentKeyFacts.defaultArguments`.
    /// Read by missing_root_injection and missing_preview_injection.
    public var entryDefaultArguments: [String]?
    /// Read by no rule.
    public var range: SourceRange

    public init(
        name: String, valueType: TypeReference?, keyType: String?, entryDefault: EnvironmentDefault?, entryDefaultType: String? = nil,
        entryDefaultArguments: [String]? = nil, range: SourceRange
    ) {
        self.name = name
        self.valueType = valueType
        self.keyType = keyType
        self.entryDefault = entryDefault
        self.entryDefaultType = entryDefaultType
        self.entryDefaultArguments = entryDefaultArguments
        self.range = range
    }
}

/// `#Preview("name") { … }`.
/// Read by dependency_relay, hidden_singleton, injected_global_mutation, missing_root_injection and missing_preview_injection.
public struct PreviewFacts: Codable, Sendable, Equatable {
    /// Read by missing_root_injection and missing_preview_injection.
    public var name: String?
    /// Read by no rule.
    public var conditions: [ConditionClause]
    /// Read by missing_root_injection and missing_preview_injection (where a finding points).
    public var range: SourceRange
    /// Read by dependency_relay, hidden_singleton, injected_global_mutation, missing_root_injection and missing_preview_injection.
    public var body: BodyFacts
    /// The traits that may set up its environment (`traits: .modifier(SampleData())`).
    /// Read by missing_root_injection and missing_preview_injection.
    public var traits: [PreviewTrait]

    public init(name: String?, conditions: [ConditionClause] = [], range: SourceRange, body: BodyFacts, traits: [PreviewTrait] = []) {
        self.name = name
        self.conditions = conditions
        self.range = range
        self.body = body
        self.traits = traits
    }
}

extension EnvironmentDefault: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension EnvironmentKeyFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (keyType, valueType, defaultKind, defaultType, defaultArguments, range) = (
            try reader.readString(), try reader.readOptional(TypeReference.self), try reader.read(EnvironmentDefault.self),
            try reader.readOptional(String.self), try reader.readOptional([String].self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(keyType)
        writer.write(valueType)
        writer.write(defaultKind)
        writer.write(defaultType)
        writer.write(defaultArguments)
        writer.write(range)
    }
}

extension EnvironmentValueFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, valueType, keyType, entryDefault, entryDefaultType, entryDefaultArguments, range) = (
            try reader.readString(), try reader.readOptional(TypeReference.self), try reader.readOptional(String.self),
            try reader.readOptional(EnvironmentDefault.self), try reader.readOptional(String.self), try reader.readOptional([String].self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(valueType)
        writer.write(keyType)
        writer.write(entryDefault)
        writer.write(entryDefaultType)
        writer.write(entryDefaultArguments)
        writer.write(range)
    }
}

extension PreviewFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, conditions, range, body, traits) = (
            try reader.readOptional(String.self), try reader.readArray(ConditionClause.self), try reader.read(SourceRange.self),
            try reader.read(BodyFacts.self), try reader.readArray(PreviewTrait.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(conditions)
        writer.write(range)
        writer.write(body)
        writer.write(traits)
    }
}
