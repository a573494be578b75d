/// A trait given to `#Preview(traits: …)` that may set up the environment (Xcode 16's
/// `PreviewModifier`): `.modifier(SampleData())`, or one of the project's own traits declared in
/// an `extension PreviewTrait` (`.sampleData`, `.sampleData(api: .mock)`).
/// Read by missing_root_injection and missing_preview_injection.
public enum PreviewTrait: Codable, Sendable, Equatable {
    /// `.modifier(T(…))`: the modifier type constructed.
    case modifier(String)
    /// `.name` or `.name(…)`: a static member the graph looks up among `PreviewTrait`'s
    /// extensions (SwiftUI's own traits, `.sizeThatFitsLayout`, match none).
    case member(String)
}

extension PreviewTrait: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        switch try reader.readTag() {
        case 0: self = .modifier(try reader.readString())
        case 1: self = .member(try reader.readString())
        default: throw FactsDecodingError.invalidValue
        }
    }

    public func write(to writer: inout FactsWriter) {
        switch self {
        case .modifier(let type):
            writer.write(tag: 0)
            writer.write(type)
        case .member(let name):
            writer.write(tag: 1)
            writer.write(name)
        }
    }
}
