import SwiftParser
import SwiftSyntax
import WirelintFacts

/// Parses one file and summarises it: the only place where syntax trees exist.
public enum FactExtractor {
    public static func facts(fromSource text: String) -> FileFacts {
        var text = text
        let byteCount = text.utf8.count
        return text.withUTF8 { buffer in
            let tree = Parser.parse(source: buffer)
            let positions = PositionTable(bytes: Array(buffer))
            var walker = DeclarationWalker(positions: positions)
            walker.walk(tree.statements)
            var facts = walker.facts
            facts.hasSyntaxErrors = tree.hasError
            if byteCount >= DirectiveScanner.marker.utf8.count, containsMarker(buffer) {
                facts.directives = DirectiveScanner.directives(in: tree, positions: positions)
            }
            return facts
        }
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
