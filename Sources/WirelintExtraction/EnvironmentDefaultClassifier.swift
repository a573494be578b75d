@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// Classifies the default of an environment key or `@Entry`: only traps, absent
/// values and live dependencies make a missing injection worth reporting.
enum EnvironmentDefaultClassifier {
    /// The default given by an initializer `value`, or else by a computed `getter`.
    static func classify(
        value: RawExprSyntax?, getter: RawAccessorBlockSyntax?, declaredType: TypeReference?
    ) -> (kind: EnvironmentDefault, type: String?) {
        guard let node = value?.raw ?? getter?.raw else {
            // `@Entry var x: T?` with no initializer defaults to nil.
            return declaredType?.isOptional == true ? (.absent, nil) : (.plain, nil)
        }
        if callsTrap(node) { return (.trap, nil) }
        guard let expression = value ?? getter.flatMap(singleExpression) else { return (.plain, nil) }
        if expression.raw.kind == .nilLiteralExpr { return (.absent, nil) }
        if let type = SyntaxNames.createdType(by: expression, contextType: declaredType?.name) {
            return (.live, type)
        }
        return (.plain, nil)
    }

    /// Whether `node` contains a call of `fatalError(…)`, `preconditionFailure(…)` or
    /// `unimplemented(…)`.
    private static func callsTrap(_ node: RawSyntax) -> Bool {
        if let call = node.as(RawFunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(RawDeclReferenceExprSyntax.self),
           callee.baseName.tokenKind == .identifier, Knowledge.trapFunctions.contains(callee.baseName.text) {
            return true
        }
        var found = false
        node.forEachChildNode { child in
            if !found { found = callsTrap(child) }
        }
        return found
    }

    /// The single expression of a getter body.
    private static func singleExpression(_ block: RawAccessorBlockSyntax) -> RawExprSyntax? {
        let items: RawCodeBlockItemListSyntax?
        switch RawAccessorBlockSyntax.Accessors(block.accessors) {
        case .getter(let list): items = list
        case .accessors(let list): items = list.items.first { $0.accessorSpecifier.isKeyword("get") }?.body?.statements
        case nil: items = nil
        }
        guard let items, items.items.count == 1, let item = items.items.first else { return nil }
        if case .expr(let expression) = RawCodeBlockItemSyntax.Item(item.item) { return expression }
        if case .stmt(let statement) = RawCodeBlockItemSyntax.Item(item.item), let returned = statement.as(RawReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}
