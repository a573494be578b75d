/// A closure handed to a call the extraction cannot place: a function, modifier or view it does
/// not know (`.closable { root.dismiss() }`, `Cell(title: title) { host.push(…) }`).
///
/// Its code is recorded as drawn with the view, as a content closure's is. The graph moves it
/// to `.interaction` when every function or initializer of the project that the call may reach
/// takes it as an action (`ClosureKind.action`): whether it is one is known only from the
/// project's declarations, not from the file that makes the call.
public struct ClosureArgument: Codable, Sendable, Equatable {
    /// The called method's name, or the constructed type's name as written.
    public var callee: String
    /// The argument label (`_` for an unlabelled argument), or nil for the trailing closure.
    public var label: String?
    public var range: SourceRange

    public init(callee: String, label: String?, range: SourceRange) {
        self.callee = callee
        self.label = label
        self.range = range
    }
}

extension ClosureArgument: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (callee, label, range) = (try reader.readString(), try reader.readOptional(String.self), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(callee)
        writer.write(label)
        writer.write(range)
    }
}
