import SwiftParser
import SwiftSyntax
import WirelintFacts

public enum FactExtractor {
    public static func facts(fromSource text: String) -> FileFacts {
        let tree = Parser.parse(source: text)
        return FileFacts(hasSyntaxErrors: tree.hasError)
    }
}
