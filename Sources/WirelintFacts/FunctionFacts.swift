/// An initializer, method, computed-property getter or file-level function, with what its body
/// does.
/// Read by every rule.
public struct FunctionFacts: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case initializer, method, getter
        /// Declared at file level, outside any type (`func makePreview(_ content: …) -> some View`).
        case function
        /// A subscript's getter (`subscript(dynamicMember:)`), named `subscript`.
        case `subscript`
    }

    /// Read by every rule.
    public var kind: Kind
    /// `init`, the method's or function's name, or the computed property's name (`body` for a
    /// view's body); a getter is also kept for a constant whose value reads a feature environment
    /// (`static let reducer = Reducer…`, at file level too).
    /// Read by every rule.
    public var name: String
    /// Read by dependency_relay, external_state_object, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var parameters: [ParameterFacts]
    /// Attribute names without `@` (`Test`, `ViewBuilder`, `MainActor`).
    /// Read by dependency_relay, injected_global_mutation, missing_root_injection and missing_preview_injection.
    public var attributes: [String]
    /// Read by every rule.
    public var isStatic: Bool
    /// Read by injected_global_mutation.
    public var isMutating: Bool
    /// Declared `async` or `throws`: work a test or preview substitutes, which makes a
    /// singleton that has such methods a service (`hidden_singleton`).
    public var isAsyncOrThrowing: Bool
    /// The body calls a trap (`fatalError`, `preconditionFailure`, `assertionFailure`) as one of
    /// its own statements: every call of it stops the program (in debug builds at least).
    /// Read by missing_root_injection and missing_preview_injection (a key default whose methods all trap).
    public var alwaysTraps: Bool
    /// Enclosing `#if` branches inside the type body (around a file-level function, those of
    /// the file), outermost first.
    /// Read by missing_root_injection and missing_preview_injection.
    public var conditions: [ConditionClause]
    /// The name token (`init`, the method name).
    /// Read by every rule.
    public var range: SourceRange
    /// Read by every rule.
    public var body: BodyFacts

    public init(
        kind: Kind,
        name: String,
        parameters: [ParameterFacts] = [],
        attributes: [String] = [],
        isStatic: Bool = false,
        isMutating: Bool = false,
        isAsyncOrThrowing: Bool = false,
        alwaysTraps: Bool = false,
        conditions: [ConditionClause] = [],
        range: SourceRange,
        body: BodyFacts = BodyFacts()
    ) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.attributes = attributes
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isAsyncOrThrowing = isAsyncOrThrowing
        self.alwaysTraps = alwaysTraps
        self.conditions = conditions
        self.range = range
        self.body = body
    }
}

/// Read by dependency_relay, external_state_object, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct ParameterFacts: Codable, Sendable, Equatable {
    /// The argument label (`_` when none).
    /// Read by dependency_relay, external_state_object, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var label: String
    /// The name used inside the body.
    public var name: String
    /// Read by dependency_relay, external_state_object, missing_root_injection and missing_preview_injection.
    public var type: TypeReference?
    /// Set when the type is a function type: whether an argument passed here is an action.
    /// Read by the action-closure pass (so every rule).
    public var closure: ClosureKind?
    /// Where the body hands the closure on, when `closure` is `.handedOn`; empty otherwise (an
    /// array, which takes less room in every parameter than an optional slot).
    /// Read by the action-closure pass (so every rule).
    public var handoffs: [ClosureSlot]
    /// The declaration gives a default (`isLoading: Bool = false`): a call may leave it out.
    /// Read by the action-closure pass (so every rule).
    public var hasDefault: Bool
    /// The body uses the parameter other than by storing it in the property of its name
    /// (`self.api = api`) or handing it whole to an initializer (`Child(api: api)`): an `init`
    /// that calls what it also stores (`order = try await api.order(id); self.api = api`).
    /// Read by dependency_relay.
    public var isUsed: Bool

    public init(
        label: String, name: String, type: TypeReference?, closure: ClosureKind? = nil, handoffs: [ClosureSlot] = [],
        hasDefault: Bool = false, isUsed: Bool = false
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.closure = closure
        self.handoffs = handoffs
        self.hasDefault = hasDefault
        self.isUsed = isUsed
    }
}

extension FunctionFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (kind, name, parameters, attributes, isStatic, isMutating, isAsyncOrThrowing, alwaysTraps, conditions, range, body) = (
            try reader.read(Kind.self), try reader.readString(), try reader.readArray(ParameterFacts.self),
            try reader.readArray(String.self), try reader.readBool(), try reader.readBool(), try reader.readBool(), try reader.readBool(),
            try reader.readArray(ConditionClause.self),
            try reader.read(SourceRange.self), try reader.read(BodyFacts.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(parameters)
        writer.write(attributes)
        writer.write(isStatic)
        writer.write(isMutating)
        writer.write(isAsyncOrThrowing)
        writer.write(alwaysTraps)
        writer.write(conditions)
        writer.write(range)
        writer.write(body)
    }
}

extension FunctionFacts.Kind: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension ParameterFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (label, name, type, closure, handoffs, hasDefault, isUsed) = (
            try reader.readString(), try reader.readString(), try reader.readOptional(TypeReference.self),
            try reader.readOptional(ClosureKind.self), try reader.readArray(ClosureSlot.self), try reader.readBool(), try reader.readBool())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(label)
        writer.write(name)
        writer.write(type)
        writer.write(closure)
        writer.write(handoffs)
        writer.write(hasDefault)
        writer.write(isUsed)
    }
}
