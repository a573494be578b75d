/// What a stored property's initial value does, kept when it constructs something with
/// arguments or injections — the view tree of a hosting controller kept in a property
/// (`private lazy var host = UIHostingController(rootView: SettingsView())`) — or writes a
/// static store (a preview's or test's fixture that installs a fake while it is built).
///
/// Beside the type's properties rather than in them: most initial values (`= 0`, `= []`,
/// `= .shared`, `= Model()`) have no such construction, and a body in every property would
/// make each one, copied wherever properties are, several times larger.
/// Read by missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct InitialValue: Codable, Sendable, Equatable {
    /// The property's name.
    public var property: String
    public var body: BodyFacts

    public init(property: String, body: BodyFacts) {
        self.property = property
        self.body = body
    }
}

extension InitialValue: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (property, body) = (try reader.readString(), try reader.read(BodyFacts.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(property)
        writer.write(body)
    }
}
