import SwiftSyntax
import WirelintFacts

/// Finds `// wirelint:` comments.
enum DirectiveScanner {
    static let marker = "wirelint:"

    static func directives(in tree: SourceFileSyntax, positions: PositionTable) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                directives += parse(piece, at: offset, positions: positions)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                directives += parse(piece, at: offset, positions: positions)
                offset += piece.sourceLength.utf8Length
            }
        }
        return directives
    }

    private static func parse(_ piece: TriviaPiece, at offset: Int, positions: PositionTable) -> [SuppressionDirective] {
        let text: String
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment): text = String(comment.dropFirst(2))
        case .blockComment(let comment), .docBlockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
        default: return []
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first, command.hasPrefix(marker) else { return [] }
        let action: SuppressionDirective.Action
        switch command.dropFirst(marker.count) {
        case "disable": action = .disable
        case "enable": action = .enable
        case "disable:next": action = .disableNext
        case "disable:this": action = .disableThis
        default: return []
        }
        let rules = words.dropFirst().prefix { word in word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard !rules.isEmpty else { return [] }
        return [SuppressionDirective(action: action, rules: Array(rules), line: positions.line(atOffset: offset))]
    }
}
