import SwiftSyntax
import WirelintFacts

/// Classifies the default of an environment key or `@Entry` (SPEC §2): only traps, absent
/// values and live dependencies make a missing injection worth reporting.
enum EnvironmentDefaultClassifier {
    private static let trapFunctions: Set<String> = ["fatalError", "preconditionFailure", "unimplemented"]

    static func classify(_ node: Syntax?, declaredType: TypeReference?) -> (kind: EnvironmentDefault, type: String?) {
        guard let node else {
            // `@Entry var x: T?` with no initializer defaults to nil.
            return declaredType?.isOptional == true ? (.absent, nil) : (.plain, nil)
        }
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, trapFunctions.contains(name),
               token.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
                return (.trap, nil)
            }
        }
        guard let expression = singleExpression(node) else { return (.plain, nil) }
        if expression.is(NilLiteralExprSyntax.self) { return (.absent, nil) }
        if let type = SyntaxNames.createdType(by: expression, contextType: declaredType?.name) {
            return (.live, type)
        }
        return (.plain, nil)
    }

    /// The value expression of an initializer, or the single expression of a getter body.
    private static func singleExpression(_ node: Syntax) -> ExprSyntax? {
        if let expression = node.as(ExprSyntax.self) { return expression }
        let items = node.as(AccessorBlockSyntax.self).flatMap { block -> CodeBlockItemListSyntax? in
            switch block.accessors {
            case .getter(let items): return items
            case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
        }
        guard let items, items.count == 1, let item = items.first else { return nil }
        if case .expr(let expression) = item.item { return expression }
        if case .stmt(let statement) = item.item, let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}
