import SwiftSyntax

/// Finds the declarations a missing `}` has swallowed.
///
/// Mid-edit, a function or property body often lacks its closing brace, and the parser then
/// reads everything after it — every later view of the file — as local declarations of that
/// body, which extraction does not summarise. A block whose `}` is missing is such a swallowing
/// block: its statements are handed back to be walked as the file's own declarations, so the
/// intact rest of a file keeps its findings while one function is being typed.
final class UnclosedBlocks: SyntaxVisitor {
    private(set) var swallowed: [CodeBlockItemListSyntax] = []

    /// The statement lists of every block in `tree` that lacks its closing brace.
    static func statements(in tree: SourceFileSyntax) -> [CodeBlockItemListSyntax] {
        let finder = UnclosedBlocks(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.swallowed
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if node.rightBrace.presence == .missing { swallowed.append(node.statements) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if node.rightBrace.presence == .missing { swallowed.append(node.statements) }
        return .visitChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        if node.rightBrace.presence == .missing, case .getter(let statements) = node.accessors {
            swallowed.append(statements)
        }
        return .visitChildren
    }
}
