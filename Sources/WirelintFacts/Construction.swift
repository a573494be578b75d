/// A construction `T(…)` or `T { … }` of a capitalised type inside a body, or the `self` /
/// `content` a helper modifies, together with what is injected into it. `content` stands for
/// any view the body did not construct (a `ViewModifier`'s content, a container's stored
/// content) that modifiers are chained on.
///
/// The view-tree rules combine these: what a view needs is what it reads plus what everything it
/// constructs needs, minus what is injected on the way.
/// Read by dependency_relay, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct Construction: Codable, Sendable, Equatable {
    /// When code in a body runs, relative to the first drawing of the view: also where reads
    /// and calls sit (`MemberRead`, `SelfCall`).
    public enum Placement: String, Codable, Sendable, CaseIterable {
        /// Rendered as part of the enclosing view's tree.
        case immediate
        /// Content of `sheet`, `fullScreenCover`, `popover`, `alert`, `navigationDestination`,
        /// `NavigationLink` destinations: appears only after interaction.
        case presentation
        /// In what runs when the user acts or the view goes away — a button's action, a
        /// gesture, `onSubmit`, an `onChange` action, `onDisappear` — never while it is drawn.
        case interaction
    }

    /// The constructed type as written (`AccountRow`, `Outer.Inner`), `self` / `content`, or
    /// `self.listView`: a member of the type (a computed property or method that builds part of
    /// the view) placed in the tree where something is injected (see `memberCallee`).
    public var callee: String
    /// Arguments in order.
    public var arguments: [Argument]
    public var placement: Placement
    /// The `switch` arm it is built in, when the switch is over one of the type's names: an
    /// index in the body's `gates`. Kept small and beside `placement`, where it takes no room.
    public var gate: UInt16?
    /// Injections chained on this construction or on an expression that contains it,
    /// innermost first.
    public var injections: [Injection]
    /// Index (in the same body) of the nearest construction whose arguments or trailing
    /// closures contain this one: the container (`Card { Row() }`), scene (`WindowGroup`) or
    /// hosting controller it is passed to.
    public var enclosing: Int?
    public var range: SourceRange

    /// The callee that stands for a member of the type placed where something is injected:
    /// `self.` and the member's name, which no type name can be.
    public static func memberCallee(_ name: String) -> String { "self.\(name)" }

    /// Whether the construction stands for a member of the type (see `memberCallee`).
    public var isOfMember: Bool { callee.utf8.starts(with: "self.".utf8) }

    /// Whether a modifier that may be a project helper is chained on it (see `Injection.isDirect`).
    public var mayApplyHelper: Bool { injections.contains { !$0.isDirect } }

    public init(
        callee: String,
        arguments: [Argument] = [],
        placement: Placement = .immediate,
        injections: [Injection] = [],
        enclosing: Int? = nil,
        gate: UInt16? = nil,
        range: SourceRange
    ) {
        self.callee = callee
        self.arguments = arguments
        self.placement = placement
        self.injections = injections
        self.enclosing = enclosing
        self.gate = gate
        self.range = range
    }
}

/// One argument of a construction.
/// Read by dependency_relay, external_state_object, hidden_singleton, observed_object_ownership, missing_root_injection and missing_preview_injection.
public struct Argument: Codable, Sendable, Equatable {
    /// What is passed, as far as the rules read it.
    public enum Value: Codable, Sendable, Equatable {
        /// A plain name (`api`, `self.api`, `$0.api`).
        case name(String)
        /// A construction on the spot (`Model` for `wrappedValue: Model(id: id)`).
        case constructed(String)
        /// An enum case written without its type (`contextMenu` for `tip: .contextMenu`).
        case enumCase(String)
        /// Anything else, trailing closures included.
        case other
        /// `.init(…)`: a new instance of the type the parameter expects.
        case constructedInContext
    }

    /// The label, or nil for an unlabelled argument or trailing closure.
    public var label: String?
    public var value: Value

    public init(label: String?, value: Value = .other) {
        self.label = label
        self.value = value
    }

    /// The name passed when the argument is a plain name.
    public var name: String? {
        if case .name(let name) = value { return name }
        return nil
    }

    /// The type the argument constructs on the spot.
    public var constructedType: String? {
        if case .constructed(let type) = value { return type }
        return nil
    }

    /// The enum case passed as is.
    public var caseName: String? {
        if case .enumCase(let name) = value { return name }
        return nil
    }
}

/// A modifier that puts a value into the environment of the expression it is chained on.
/// Read by hidden_singleton, missing_root_injection and missing_preview_injection.
public struct Injection: Codable, Sendable, Equatable {
    public enum Kind: Codable, Sendable, Equatable {
        /// `.environmentObject(x)`
        case environmentObject
        /// `.environment(x)` (an `@Observable` object, keyed by type)
        case environmentType
        /// `.environment(\.key, v)`
        case environmentKey(String)
        /// A call of a modifier that is not SwiftUI's (`.withPreviewEnvironment()`): the graph
        /// follows project `View` extensions to see what they inject.
        case helper(String)
        /// `.modifier(M(…))`: the graph follows `M`'s `body(content:)`.
        case viewModifier(String)
        /// `self` handed to a function in a `View` extension (`container.inject(into: self)`):
        /// the graph follows the project's functions of that name into what they inject into
        /// their parameters.
        case handedTo(String)
    }

    public var kind: Kind
    /// The injected value's type when it can be inferred locally (`Session()`, a typed local).
    public var valueType: String?
    /// The injected value when it is a plain name (`session`, `self.session`): the graph can
    /// type it from the enclosing type's properties.
    public var valueName: String?
    public var range: SourceRange

    /// Whether the injection is SwiftUI's own or a `.modifier(…)`, rather than a call that may be
    /// a project helper (which the graph resolves, and which mostly turns out to be some other
    /// library's modifier).
    public var isDirect: Bool {
        if case .helper = kind { return false }
        return true
    }

    public init(kind: Kind, valueType: String? = nil, valueName: String? = nil, range: SourceRange) {
        self.kind = kind
        self.valueType = valueType
        self.valueName = valueName
        self.range = range
    }
}

extension Construction: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (callee, arguments, placement, gate, injections, enclosing, range) = (
            try reader.readString(), try reader.readArray(Argument.self), try reader.read(Placement.self),
            try reader.readOptional(UInt16.self), try reader.readArray(Injection.self), try reader.readOptional(Int.self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(callee)
        writer.write(arguments)
        writer.write(placement)
        writer.write(gate)
        writer.write(injections)
        writer.write(enclosing)
        writer.write(range)
    }
}

extension Construction.Placement: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension Argument: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (label, value) = (try reader.readOptional(String.self), try reader.read(Value.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(label)
        writer.write(value)
    }
}

extension Argument.Value: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        switch try reader.readTag() {
        case 0: self = .name(try reader.readString())
        case 1: self = .constructed(try reader.readString())
        case 2: self = .enumCase(try reader.readString())
        case 3: self = .other
        case 4: self = .constructedInContext
        default: throw FactsDecodingError.invalidValue
        }
    }

    public func write(to writer: inout FactsWriter) {
        switch self {
        case .name(let name):
            writer.write(tag: 0)
            writer.write(name)
        case .constructed(let type):
            writer.write(tag: 1)
            writer.write(type)
        case .enumCase(let name):
            writer.write(tag: 2)
            writer.write(name)
        case .other:
            writer.write(tag: 3)
        case .constructedInContext:
            writer.write(tag: 4)
        }
    }
}

extension Injection: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (kind, valueType, valueName, range) = (
            try reader.read(Kind.self), try reader.readOptional(String.self), try reader.readOptional(String.self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(kind)
        writer.write(valueType)
        writer.write(valueName)
        writer.write(range)
    }
}

extension Injection.Kind: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        switch try reader.readTag() {
        case 0: self = .environmentObject
        case 1: self = .environmentType
        case 2: self = .environmentKey(try reader.readString())
        case 3: self = .helper(try reader.readString())
        case 4: self = .viewModifier(try reader.readString())
        case 5: self = .handedTo(try reader.readString())
        default: throw FactsDecodingError.invalidValue
        }
    }

    public func write(to writer: inout FactsWriter) {
        switch self {
        case .environmentObject:
            writer.write(tag: 0)
        case .environmentType:
            writer.write(tag: 1)
        case .environmentKey(let key):
            writer.write(tag: 2)
            writer.write(key)
        case .helper(let name):
            writer.write(tag: 3)
            writer.write(name)
        case .viewModifier(let name):
            writer.write(tag: 4)
            writer.write(name)
        case .handedTo(let name):
            writer.write(tag: 5)
            writer.write(name)
        }
    }
}
