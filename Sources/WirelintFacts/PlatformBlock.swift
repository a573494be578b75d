/// A branch of an `#if` inside a body whose condition tests the platform (`#if os(macOS)`):
/// the code in `range` is compiled only where `condition` holds.
///
/// A view tree walked from an app's root for one platform leaves out another platform's code
/// (`Platform.mayCompile(_:)`). An `#else` branch's condition is written as the negation of the
/// branches before it (`!(os(watchOS))`), so that every branch can be judged on its own.
/// Read by missing_root_injection and missing_preview_injection.
public struct PlatformBlock: Codable, Sendable, Hashable {
    public var condition: String
    public var range: SourceRange

    public init(condition: String, range: SourceRange) {
        self.condition = condition
        self.range = range
    }
}

extension PlatformBlock: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (condition, range) = (try reader.readString(), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(condition)
        writer.write(range)
    }
}
