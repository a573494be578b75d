import SwiftParser
import SwiftSyntax
import WirelintFacts

/// Parses one file and summarises it: the only place where syntax trees exist.
public enum FactExtractor {
    /// The nesting depth at which the parser stops and leaves the rest of the file unparsed.
    /// Release builds of SwiftParser default to this and debug builds to 20, which would make
    /// the tests see less of a file than users do; on `DeepStack` both are safe.
    static let maximumNestingLevel = 256

    /// Never fails: a file the parser cannot finish in reasonable time (`unparsableReason`)
    /// yields no facts, flagged as having syntax errors.
    public static func facts(fromSource text: String) -> FileFacts {
        var text = text
        return text.withUTF8 { buffer in
            if BracketBudget.refusal(buffer) != nil {
                var facts = FileFacts()
                facts.hasSyntaxErrors = true
                return facts
            }
            return DeepStack.run { extract(buffer) }
        }
    }

    /// Why the file cannot be analysed, to report it as skipped; nil for almost every file.
    public static func unparsableReason(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { BracketBudget.refusal($0) }
    }

    private static func extract(_ buffer: UnsafeBufferPointer<UInt8>) -> FileFacts {
        let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
        let positions = PositionTable(bytes: Array(buffer))
        var walker = DeclarationWalker(positions: positions)
        walker.walk(tree.statements)
        var facts = walker.facts
        facts.hasSyntaxErrors = tree.hasError
        if buffer.count >= DirectiveScanner.marker.utf8.count, containsMarker(buffer) {
            facts.directives = DirectiveScanner.directives(in: tree, positions: positions)
        }
        return facts
    }

    /// A byte search that skips the token walk for the many files without directives.
    private static func containsMarker(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let marker = Array(DirectiveScanner.marker.utf8)
        guard buffer.count >= marker.count else { return false }
        var index = 0
        let last = buffer.count - marker.count
        while index <= last {
            if buffer[index] == marker[0] {
                var matched = true
                for offset in 1..<marker.count where buffer[index + offset] != marker[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }
}
