/// A closure, or one of the type's methods passed by name, handed to a call the extraction
/// cannot place: a function, modifier or view it does not know (`.closable { root.dismiss() }`,
/// `Cell(title: title) { host.push(…) }`, `Footer(next: showNext)`).
///
/// Its code is recorded as drawn with the view, as a content closure's is. The graph moves it
/// to `.interaction` when every function or initializer of the project that the call may reach
/// takes it as an action (see `ClosureKind`): whether it is one is known only from the
/// project's declarations, not from the file that makes the call.
/// Read by missing_root_injection and missing_preview_injection; the action-closure pass (so every rule).
public struct ClosureArgument: Codable, Sendable, Equatable {
    public var slot: ClosureSlot
    /// Every statement calls a method of one of the view's values (`{ path.nextStep() }`), also
    /// in each branch of an `if` or `switch`: code rather than content, which the graph takes
    /// for an action when the callee is a view the project does not declare.
    public var onlyCallsMethods: Bool
    public var range: SourceRange

    public init(slot: ClosureSlot, onlyCallsMethods: Bool = false, range: SourceRange) {
        self.slot = slot
        self.onlyCallsMethods = onlyCallsMethods
        self.range = range
    }
}

/// The parameter a closure fills, as far as the call shows it: the one with its label, or, for
/// a trailing closure, one of the parameters of function type after the one the call's last
/// argument fills (Swift matches it to the first that can take it, which may skip those with
/// defaults: any of them may be the one).
/// Read by the action-closure pass (so every rule).
public struct ClosureSlot: Codable, Sendable, Equatable {
    /// The called method's name, or the constructed type's name as written.
    public var callee: String
    /// The argument label (`_` for an unlabelled argument); nil for a trailing closure.
    public var label: String?
    /// For a trailing closure, the label of the argument before it (`_` for an unlabelled one);
    /// nil when it is the call's only argument.
    public var after: String?

    public init(callee: String, label: String?, after: String? = nil) {
        self.callee = callee
        self.label = label
        self.after = after
    }
}

extension ClosureArgument: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (slot, onlyCallsMethods, range) = (try reader.read(ClosureSlot.self), try reader.readBool(), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(slot)
        writer.write(onlyCallsMethods)
        writer.write(range)
    }
}

extension ClosureSlot: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (callee, label, after) = (try reader.readString(), try reader.readOptional(String.self), try reader.readOptional(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(callee)
        writer.write(label)
        writer.write(after)
    }
}
