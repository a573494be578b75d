@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// Classifies the default of an environment key or `@Entry`: only traps, absent
/// values and live dependencies make a missing injection worth reporting.
enum EnvironmentDefaultClassifier {
    /// The default given by an initializer `value`, or else by a computed `getter`.
    static func classify(
        value: RawExprSyntax?, getter: RawAccessorBlockSyntax?, declaredType: TypeReference?
    ) -> Classified {
        guard let node = value?.raw ?? getter?.raw else {
            // `@Entry var x: T?` with no initializer defaults to nil.
            return declaredType?.isOptional == true ? (.absent, nil, nil) : (.plain, nil, nil)
        }
        if Traps.called(in: node) { return (.trap, nil, nil) }
        guard let expression = value ?? getter.flatMap(singleExpression) else { return (.plain, nil, nil) }
        if expression.raw.kind == .nilLiteralExpr { return (.absent, nil, nil) }
        if let type = SyntaxNames.createdType(by: expression, contextType: declaredType?.name) {
            return (.live, type, initializerArguments(of: expression))
        }
        return (.plain, nil, nil)
    }

    /// The kind, the type a `.live` default builds or reads, and the argument labels when it
    /// calls that type's initializer.
    typealias Classified = (kind: EnvironmentDefault, type: String?, arguments: [String]?)

    /// `["_", "placeholder"]` for `Wrapper(x, placeholder: 0)`; nil for `Client.shared` or a
    /// static factory (`.live(…)`), which run no initializer the default shows.
    private static func initializerArguments(of expression: RawExprSyntax) -> [String]? {
        guard let call = expression.as(RawFunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), member.declName.baseName.text != "init" { return nil }
        return call.arguments.items.map { $0.label?.text ?? "_" }
    }

    /// The single expression of a getter body.
    private static func singleExpression(_ block: RawAccessorBlockSyntax) -> RawExprSyntax? {
        guard let items = Traps.getterStatements(block), items.items.count == 1, let item = items.items.first else { return nil }
        if case .expr(let expression) = RawCodeBlockItemSyntax.Item(item.item) { return expression }
        if case .stmt(let statement) = RawCodeBlockItemSyntax.Item(item.item), let returned = statement.as(RawReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}
