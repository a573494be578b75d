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
    /// Handed on while the view is drawn, and otherwise used only after: whole to the
    /// initializer of a type no list places (`modifier(CloseButtonModifier(close: close))`), or
    /// inside a closure given to a call no list places (`PrimaryButton("Save") { close() }`).
    /// Those parameters of those callees decide (`ParameterFacts.handoffs`).
    case handedOn
    /// Anything else: a closure that returns something (`@ViewBuilder () -> Content`), one the
    /// callee must call before it returns, or one used while the view is drawn
    /// (`.onAppear { load() }`).
    case content
}

extension ClosureKind: FactsCodableEnum {
    public static let codingOrder = allCases
}
