/// What a function, getter, or preview body does, in the terms the rules reason about.
///
/// Lists are deduplicated where the rules only need the first occurrence (reads), so a summary
/// stays proportional to what is interesting in the body, not to its length.
/// Read by every rule.
public struct BodyFacts: Codable, Sendable, Equatable {
    /// Reads of names that may be members of `self`: bare identifiers not shadowed by a
    /// parameter or local, `self.x`, `_x`, `$x`. First occurrence per (name, form, inClosure,
    /// passedTo, placement).
    /// Read by dependency_relay, environment_in_init, external_state_object, hidden_singleton, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var reads: [MemberRead]
    /// Calls of methods that may be members of `self` (`f()`, `self.f()`): first call per name
    /// and placement.
    /// Read by dependency_relay, environment_in_init, external_state_object, observed_object_ownership, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var selfCalls: [SelfCall]
    /// Assignments, compound assignments, `&x` and method calls on properties (candidates for
    /// mutation through a property wrapper).
    /// Read by dependency_relay, external_state_object, injected_global_mutation, observed_object_ownership, missing_root_injection and missing_preview_injection.
    public var mutations: [MemberMutation]
    /// Writes into static storage: `InjectedValues[\.x] = …`, `Container.current = …`.
    /// Read by hidden_singleton, injected_global_mutation.
    public var staticWrites: [StaticWrite]
    /// Type constructions `T(…)` / `T { … }` with the injections chained on them.
    /// Read by dependency_relay, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var constructions: [Construction]
    /// Reads of a type's static member (`APIClient.shared`): first occurrence per type and member.
    /// Read by external_state_object, hidden_singleton, observed_object_ownership.
    public var staticReads: [StaticRead]
    /// Assignments of a property wrapper's storage (`_model = StateObject(wrappedValue: model)`);
    /// nil when there are none.
    /// Read by external_state_object, observed_object_ownership.
    public var wrapperAssignments: [WrapperAssignment]?
    /// Member reads through a feature environment value (`environment.apiClient`, `$0.apiClient`
    /// in `pullback(environment:)`): first occurrence per (base, member, passedTo); nil when none.
    /// Read by dependency_relay.
    public var environmentReads: [FeatureEnvironmentRead]?
    /// The `switch` arms over the type's names that reads and constructions sit in (their
    /// `gate`); nil when none.
    /// Read by missing_root_injection and missing_preview_injection.
    public var gates: [SwitchGate]?
    /// The branches of `#if os(…)` blocks in the body; nil when there are none.
    /// Read by missing_root_injection and missing_preview_injection.
    public var platformBlocks: [PlatformBlock]?
    /// Closures handed to calls the extraction cannot place, whose code is recorded as drawn
    /// until the graph knows better (see `ClosureArgument`); nil when there are none.
    /// Read by missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
    public var closureArguments: [ClosureArgument]?

    public init(
        reads: [MemberRead] = [],
        selfCalls: [SelfCall] = [],
        mutations: [MemberMutation] = [],
        staticWrites: [StaticWrite] = [],
        constructions: [Construction] = [],
        staticReads: [StaticRead] = [],
        wrapperAssignments: [WrapperAssignment]? = nil,
        environmentReads: [FeatureEnvironmentRead]? = nil,
        gates: [SwitchGate]? = nil,
        platformBlocks: [PlatformBlock]? = nil,
        closureArguments: [ClosureArgument]? = nil
    ) {
        self.reads = reads
        self.selfCalls = selfCalls
        self.mutations = mutations
        self.staticWrites = staticWrites
        self.constructions = constructions
        self.staticReads = staticReads
        self.wrapperAssignments = wrapperAssignments
        self.environmentReads = environmentReads
        self.gates = gates
        self.platformBlocks = platformBlocks
        self.closureArguments = closureArguments
    }

    public var isEmpty: Bool {
        reads.isEmpty && selfCalls.isEmpty && mutations.isEmpty && staticWrites.isEmpty
            && constructions.isEmpty && staticReads.isEmpty && (wrapperAssignments ?? []).isEmpty
            && (environmentReads ?? []).isEmpty
    }
}

/// A read of something that may be a member of `self`.
/// Read by dependency_relay, environment_in_init, external_state_object, hidden_singleton, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct MemberRead: Codable, Sendable, Equatable {
    public enum Form: String, Codable, Sendable, CaseIterable {
        /// `x` (not shadowed by a parameter or local).
        case bare
        /// `self.x`.
        case viaSelf
        /// `_x` or `self._x`: the wrapper itself (`_x.wrappedValue`, `_x.x`).
        case storage
        /// `$x` or `self.$x`: the projected value.
        case projected
    }

    /// The property name (without `_`/`$`).
    public var name: String
    public var form: Form
    /// Inside a closure or autoclosure argument (`StateObject(wrappedValue: Model(x))`).
    public var inClosure: Bool
    /// When the read is a whole argument of a type's initializer (`Row(api: api)`), that
    /// type: the value is handed on unchanged rather than used.
    public var passedTo: String?
    /// Drawn with the view, in presented content, or in an action.
    public var placement: Construction.Placement
    /// The `switch` arm it is in, when the switch is over one of the type's names: an index in
    /// the body's `gates`. Kept small and beside `placement`, where it takes no room.
    public var gate: UInt16?
    public var range: SourceRange

    public init(
        name: String, form: Form, inClosure: Bool, passedTo: String? = nil, placement: Construction.Placement = .immediate,
        gate: UInt16? = nil, range: SourceRange
    ) {
        self.name = name
        self.form = form
        self.inClosure = inClosure
        self.passedTo = passedTo
        self.placement = placement
        self.gate = gate
        self.range = range
    }
}

/// A write or in-place mutation of a property reached from a base.
/// Read by dependency_relay, external_state_object, injected_global_mutation, observed_object_ownership, missing_root_injection and missing_preview_injection.
public struct MemberMutation: Codable, Sendable, Equatable {
    public enum Kind: Codable, Sendable, Equatable {
        /// `x = v`
        case assignment
        /// `x += v`, `x -= v`, …
        case compoundAssignment(String)
        /// `&x`
        case `inout`
        /// `x.method(…)`: a mutation if `method` is mutating (decided by the graph).
        case call(String)
    }

    public enum Base: Codable, Sendable, Equatable {
        /// `x` or `self.x` inside a type: a member of the enclosing type.
        case `self`
        /// `v.x` where `v` is a parameter or local whose type is known locally.
        case typed(String)
        /// `p.x` where `p` may be a stored property of `self` (its type is resolved by the graph).
        case selfProperty(String)
    }

    public var base: Base
    public var member: String
    public var kind: Kind
    /// For assignments: the type the assigned value constructs on the spot (`= Model()`).
    public var valueConstructs: String?
    /// For assignments: the value is `.init(…)`, a new instance of the target's own type;
    /// nil otherwise.
    public var valueIsImplicitInit: Bool?
    public var range: SourceRange

    public init(base: Base, member: String, kind: Kind, valueConstructs: String? = nil, valueIsImplicitInit: Bool? = nil, range: SourceRange) {
        self.base = base
        self.member = member
        self.kind = kind
        self.valueConstructs = valueConstructs
        self.valueIsImplicitInit = valueIsImplicitInit
        self.range = range
    }
}

/// A write into storage reached through a type name (`Store[\.key] = v`, `Store.value = v`).
/// Read by hidden_singleton, injected_global_mutation.
public struct StaticWrite: Codable, Sendable, Equatable {
    public enum Context: String, Codable, Sendable, CaseIterable {
        /// Runs where it is written.
        case direct
        /// Inside a `defer` block: runs when the scope ends (a restore).
        case deferred
        /// Inside a closure: runs whenever the closure is called (e.g. `addTeardownBlock`).
        case closure
    }

    /// The type whose static storage is written (`InjectedValues`).
    public var store: String
    /// What is written, normalised: the key-path name (`network` for `[\.network]`) or the
    /// member path after the store (`current.network`); writes with the same key restore each other.
    public var key: String
    /// The written expression as it appears in source, for messages.
    public var target: String
    /// Member accesses between the store and the write: 0 for `Store[key]`, 1 for
    /// `Store.values[key]`, 2 for `Store.shared.settings[key]` (an instance reached through a
    /// static property — a singleton's state rather than the static storage itself).
    public var memberDepth: Int
    public var context: Context
    /// Name of the enclosing call a closure is passed to (`addTeardownBlock`), if any.
    public var closureCallee: String?
    /// For `=`: the assigned expression as written, whitespace collapsed (compared with the
    /// key's default); nil for other writes.
    /// Read by injected_global_mutation.
    public var value: String?
    public var range: SourceRange

    public init(
        store: String, key: String, target: String, memberDepth: Int, context: Context, closureCallee: String? = nil,
        value: String? = nil, range: SourceRange
    ) {
        self.store = store
        self.key = key
        self.target = target
        self.memberDepth = memberDepth
        self.context = context
        self.closureCallee = closureCallee
        self.value = value
        self.range = range
    }
}

/// A call `f()` or `self.f()` of something that may be a method of `self`.
/// Read by dependency_relay, environment_in_init, external_state_object, observed_object_ownership, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct SelfCall: Codable, Sendable, Equatable {
    public var name: String
    /// Drawn with the view, in presented content, or in an action.
    public var placement: Construction.Placement
    public var range: SourceRange

    public init(name: String, placement: Construction.Placement = .immediate, range: SourceRange) {
        self.name = name
        self.placement = placement
        self.range = range
    }
}

/// A read of a static member through its type: `APIClient.shared`, `Store.current`.
/// Read by external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
public struct StaticRead: Codable, Sendable, Equatable {
    public var type: String
    public var member: String
    /// The read is (part of) the right operand of `??`: a default for a value that can be
    /// supplied (`dataService ?? DataService.shared`); nil otherwise. Fallback reads are listed
    /// apart from plain ones, first occurrence each.
    public var isFallback: Bool?
    public var range: SourceRange

    public init(type: String, member: String, isFallback: Bool? = nil, range: SourceRange) {
        self.type = type
        self.member = member
        self.isFallback = isFallback
        self.range = range
    }
}

/// An assignment of a property wrapper's storage to a wrapper built on the spot:
/// `_model = StateObject(wrappedValue: model)`, `self._store = .init(initialValue: Store())`.
/// Read by external_state_object, observed_object_ownership.
public struct WrapperAssignment: Codable, Sendable, Equatable {
    /// The property, without the `_` (`model`).
    public var property: String
    /// The wrapper type called (`StateObject`), or nil for `.init(…)` (the property's wrapper).
    public var wrapper: String?
    /// The label of the wrapper initializer's first argument (`wrappedValue`, `initialValue`).
    public var label: String?
    /// The wrapped value when it is a plain name or one member access, as written: `model`,
    /// `self.model`, `deps.model`, `Model.shared`.
    public var valueName: String?
    /// The first name of `valueName` is bound inside the body (a local, a closure parameter, an
    /// `if let`), not a parameter of the function or a member.
    public var valueIsLocal: Bool
    /// The wrapped value creates a new instance on the spot: `Model(…)`, `Model.init(…)`, `.init(…)`.
    public var valueConstructs: Bool
    /// The type the wrapped value constructs, when written (`Model` for `Model(id: id)`).
    public var constructedType: String?
    /// The value is a local this body bound to a new instance (`let model = Model(…)` before
    /// `_model = StateObject(wrappedValue: model)`): built on every run of the body, outside the
    /// wrapper's autoclosure; nil otherwise.
    /// Read by external_state_object.
    public var valueIsBuiltLocal: Bool?
    /// The wrapped value expression.
    public var range: SourceRange

    public init(
        property: String,
        wrapper: String?,
        label: String?,
        valueName: String?,
        valueIsLocal: Bool = false,
        valueConstructs: Bool,
        constructedType: String? = nil,
        valueIsBuiltLocal: Bool? = nil,
        range: SourceRange
    ) {
        self.property = property
        self.wrapper = wrapper
        self.label = label
        self.valueName = valueName
        self.valueIsLocal = valueIsLocal
        self.valueConstructs = valueConstructs
        self.constructedType = constructedType
        self.valueIsBuiltLocal = valueIsBuiltLocal
        self.range = range
    }
}

extension BodyFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (reads, selfCalls, mutations, staticWrites, constructions, staticReads, wrapperAssignments, environmentReads, gates,
         platformBlocks, closureArguments) = (
            try reader.readArray(MemberRead.self), try reader.readArray(SelfCall.self), try reader.readArray(MemberMutation.self),
            try reader.readArray(StaticWrite.self), try reader.readArray(Construction.self), try reader.readArray(StaticRead.self),
            try reader.readOptional([WrapperAssignment].self), try reader.readOptional([FeatureEnvironmentRead].self),
            try reader.readOptional([SwitchGate].self), try reader.readOptional([PlatformBlock].self),
            try reader.readOptional([ClosureArgument].self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(reads)
        writer.write(selfCalls)
        writer.write(mutations)
        writer.write(staticWrites)
        writer.write(constructions)
        writer.write(staticReads)
        writer.write(wrapperAssignments)
        writer.write(environmentReads)
        writer.write(gates)
        writer.write(platformBlocks)
        writer.write(closureArguments)
    }
}

extension MemberRead: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, form, inClosure, passedTo, placement, gate, range) = (
            try reader.readString(), try reader.read(Form.self), try reader.readBool(), try reader.readOptional(String.self),
            try reader.read(Construction.Placement.self), try reader.readOptional(UInt16.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(form)
        writer.write(inClosure)
        writer.write(passedTo)
        writer.write(placement)
        writer.write(gate)
        writer.write(range)
    }
}

extension MemberRead.Form: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension MemberMutation: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (base, member, kind, valueConstructs, valueIsImplicitInit, range) = (
            try reader.read(Base.self), try reader.readString(), try reader.read(Kind.self), try reader.readOptional(String.self),
            try reader.readOptional(Bool.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(base)
        writer.write(member)
        writer.write(kind)
        writer.write(valueConstructs)
        writer.write(valueIsImplicitInit)
        writer.write(range)
    }
}

extension MemberMutation.Kind: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        switch try reader.readTag() {
        case 0: self = .assignment
        case 1: self = .compoundAssignment(try reader.readString())
        case 2: self = .inout
        case 3: self = .call(try reader.readString())
        default: throw FactsDecodingError.invalidValue
        }
    }

    public func write(to writer: inout FactsWriter) {
        switch self {
        case .assignment:
            writer.write(tag: 0)
        case .compoundAssignment(let symbol):
            writer.write(tag: 1)
            writer.write(symbol)
        case .inout:
            writer.write(tag: 2)
        case .call(let method):
            writer.write(tag: 3)
            writer.write(method)
        }
    }
}

extension MemberMutation.Base: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        switch try reader.readTag() {
        case 0: self = .self
        case 1: self = .typed(try reader.readString())
        case 2: self = .selfProperty(try reader.readString())
        default: throw FactsDecodingError.invalidValue
        }
    }

    public func write(to writer: inout FactsWriter) {
        switch self {
        case .self:
            writer.write(tag: 0)
        case .typed(let type):
            writer.write(tag: 1)
            writer.write(type)
        case .selfProperty(let property):
            writer.write(tag: 2)
            writer.write(property)
        }
    }
}

extension StaticWrite: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (store, key, target, memberDepth, context, closureCallee, value, range) = (
            try reader.readString(), try reader.readString(), try reader.readString(), try reader.readInt(),
            try reader.read(Context.self), try reader.readOptional(String.self), try reader.readOptional(String.self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(store)
        writer.write(key)
        writer.write(target)
        writer.write(memberDepth)
        writer.write(context)
        writer.write(closureCallee)
        writer.write(value)
        writer.write(range)
    }
}

extension StaticWrite.Context: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension SelfCall: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, placement, range) = (try reader.readString(), try reader.read(Construction.Placement.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(placement)
        writer.write(range)
    }
}

extension StaticRead: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (type, member, isFallback, range) = (
            try reader.readString(), try reader.readString(), try reader.readOptional(Bool.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(type)
        writer.write(member)
        writer.write(isFallback)
        writer.write(range)
    }
}

extension WrapperAssignment: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (property, wrapper, label, valueName, valueIsLocal, valueConstructs, constructedType, valueIsBuiltLocal, range) = (
            try reader.readString(), try reader.readOptional(String.self), try reader.readOptional(String.self),
            try reader.readOptional(String.self), try reader.readBool(), try reader.readBool(), try reader.readOptional(String.self),
            try reader.readOptional(Bool.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(property)
        writer.write(wrapper)
        writer.write(label)
        writer.write(valueName)
        writer.write(valueIsLocal)
        writer.write(valueConstructs)
        writer.write(constructedType)
        writer.write(valueIsBuiltLocal)
        writer.write(range)
    }
}
