/// A member read through a value holding a Composable Architecture feature environment: a
/// reducer's `environment` parameter (`environment.apiClient.fetch()`), `$0` in
/// `pullback(environment: { Child.Environment(apiClient: $0.apiClient) })`, or a parameter or
/// local typed `…Environment`.
///
/// Environment structs are bags: their properties are used by reducers through such values,
/// never through `self`, so these reads are what says whether a property is used or only
/// handed to a child feature's environment.
/// Read by dependency_relay.
public struct FeatureEnvironmentRead: Codable, Sendable, Equatable {
    /// The value as written (`environment`, `env`, `$0`).
    public var base: String
    public var member: String
    /// The environment type: the value's declared type, or the one its context names
    /// (`Reducer<AppState, AppAction, AppEnvironment>`, `state: \AppState.child` or
    /// `action: /AppAction.child` of the enclosing call → `AppEnvironment`); nil when unknown.
    public var environmentType: String?
    /// As `MemberRead.passedTo`: the type whose initializer takes the read as a whole argument.
    public var passedTo: String?
    public var range: SourceRange

    public init(base: String, member: String, environmentType: String?, passedTo: String? = nil, range: SourceRange) {
        self.base = base
        self.member = member
        self.environmentType = environmentType
        self.passedTo = passedTo
        self.range = range
    }
}

extension FeatureEnvironmentRead: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (base, member, environmentType, passedTo, range) = (
            try reader.readString(), try reader.readString(), try reader.readOptional(String.self), try reader.readOptional(String.self),
            try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(base)
        writer.write(member)
        writer.write(environmentType)
        writer.write(passedTo)
        writer.write(range)
    }
}
