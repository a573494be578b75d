@_spi(RawSyntax) import SwiftSyntax
import WirelintKnowledge

/// Calls of the functions that stop the program (`fatalError`, `assertionFailure`, …).
enum Traps {
    /// Whether `node` contains a call of a trap.
    static func called(in node: RawSyntax) -> Bool {
        if isTrapCall(node) { return true }
        var found = false
        node.forEachChildNode { child in
            if !found { found = called(in: child) }
        }
        return found
    }

    /// Whether one of the statements is itself a call of a trap: the body stops whenever it runs.
    static func stopsEveryRun(_ statements: RawCodeBlockItemListSyntax?) -> Bool {
        guard let statements else { return false }
        return statements.items.contains { item in
            if case .expr(let expression) = RawCodeBlockItemSyntax.Item(item.item) { return isTrapCall(expression.raw) }
            return false
        }
    }

    /// The statements of a computed property's or subscript's getter.
    static func getterStatements(_ block: RawAccessorBlockSyntax) -> RawCodeBlockItemListSyntax? {
        switch RawAccessorBlockSyntax.Accessors(block.accessors) {
        case .getter(let list): return list
        case .accessors(let list): return list.items.first { $0.accessorSpecifier.isKeyword("get") }?.body?.statements
        case nil: return nil
        }
    }

    private static func isTrapCall(_ node: RawSyntax) -> Bool {
        guard let call = node.as(RawFunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(RawDeclReferenceExprSyntax.self),
              callee.baseName.tokenKind == .identifier
        else { return false }
        return Knowledge.trapFunctions.contains(callee.baseName.text)
    }
}
