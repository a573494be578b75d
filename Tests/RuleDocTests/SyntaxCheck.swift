import SwiftParser
import SwiftSyntax

/// Whether example code is valid Swift: an example that does not compile teaches nothing and
/// tests the linter's error recovery instead of the rule.
enum SyntaxCheck {
    /// The 1-based line and column of the first syntax error, or nil when the text parses.
    static func firstError(in text: String) -> (line: Int, column: Int)? {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let culprit = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
        let location = (culprit.map(Syntax.init) ?? Syntax(tree)).startLocation(converter: converter)
        return (location.line, location.column)
    }
}
