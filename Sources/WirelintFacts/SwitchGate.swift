/// The `switch` arm a piece of a body sits in, when the switch is over one of the type's own
/// names (`switch tip { case .faceID: Toggle(…) }`): what is there is drawn only while that
/// name holds one of the arm's cases.
///
/// A view built with a fixed case (`TipView(tip: .contextMenu)`) then never draws the other
/// arms, and the environment objects they read are not needed by that construction.
/// Read by missing_root_injection and missing_preview_injection.
public struct SwitchGate: Codable, Sendable, Hashable {
    /// The name switched over (`tip` for `switch tip` or `switch self.tip`).
    public var subject: String
    /// The enum cases of the arm (`faceID`, `touchID` for `case .faceID, .touchID:`).
    public var cases: [String]

    public init(subject: String, cases: [String]) {
        self.subject = subject
        self.cases = cases
    }
}

extension SwitchGate: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (subject, cases) = (try reader.readString(), try reader.readArray(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(subject)
        writer.write(cases)
    }
}
