/// What becomes of a closure passed for a parameter, or kept in a stored property, of function
/// type: whether it may run while the view is drawn.
public enum ClosureKind: String, Codable, Sendable, CaseIterable {
    /// Runs only when the user acts: an escaping closure that returns nothing
    /// (`@escaping () -> Void`, an optional `((Item) -> ())?`) which the function's body uses
    /// only in actions (`Button(action: close)`, `onTapGesture { close() }`, an `on…:` label).
    case action
    /// Kept in the type's property of the same name (`self.action = action`; every stored
    /// property of such a type, for the memberwise initializer): when it runs is what the
    /// type's uses of that property say, which the graph works out.
    case stored
    /// Handed whole, once, to the initializer of a type no list places
    /// (`modifier(CloseButtonModifier(close: close))`), and otherwise used only after the view
    /// is drawn: that type's parameter under that label decides (`ParameterFacts.handoff`).
    case handedOn
    /// Anything else: a closure that returns something (`@ViewBuilder () -> Content`), one the
    /// callee must call before it returns, or one used while the view is drawn
    /// (`.onAppear { load() }`, handed on to a modifier of its own).
    case content
}

/// Where a parameter that may be an action is handed on (`ClosureKind.handedOn`).
public struct ClosureHandoff: Codable, Sendable, Equatable {
    /// The type whose initializer receives it, as written.
    public var callee: String
    /// The argument label, `_` for none.
    public var label: String

    public init(callee: String, label: String) {
        self.callee = callee
        self.label = label
    }
}

extension ClosureKind: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension ClosureHandoff: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (callee, label) = (try reader.readString(), try reader.readString())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(callee)
        writer.write(label)
    }
}
