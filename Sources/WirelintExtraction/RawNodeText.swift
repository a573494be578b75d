@_spi(RawSyntax) import SwiftSyntax

/// Reading the text of raw syntax nodes straight from the parser's source buffer.
///
/// Extraction walks the raw tree (`RawSyntax`) rather than `Syntax` nodes: a `Syntax` node is
/// built on every step, retaining the tree's arena and allocating its children, which made
/// walking a tree cost nearly as much as parsing it. Raw nodes carry no position, but every
/// token the parser read points into its copy of the source, so a node's place in the file is
/// where its first and last present tokens' text lies in that buffer (see `PositionTable`).
extension RawSyntax {
    /// The text of the node's first present token, in the parser's buffer; nil when every
    /// token is missing (mid-edit code).
    var firstPresentText: SyntaxText? {
        if let token = tokenView {
            return token.presence == .present && token.rawText.baseAddress != nil ? token.rawText : nil
        }
        for child in layoutView!.children {
            if let child, let text = child.firstPresentText { return text }
        }
        return nil
    }

    /// The text of the node's last present token.
    var lastPresentText: SyntaxText? {
        if let token = tokenView {
            return token.presence == .present && token.rawText.baseAddress != nil ? token.rawText : nil
        }
        for child in layoutView!.children.reversed() {
            if let child, let text = child.lastPresentText { return text }
        }
        return nil
    }

    /// Calls `body` with each child the source-accurate view shows, tokens excluded.
    @inline(__always)
    func forEachChildNode(_ body: (RawSyntax) -> Void) {
        guard let layout = layoutView else { return }
        for child in layout.children {
            if let child, !child.isToken { body(child) }
        }
    }
}

extension RawSyntaxNodeProtocol {
    /// The node's text from its first to its last present token, trivia between them
    /// included — what `Syntax.trimmedDescription` gives, without building it token by token —
    /// on one line: each run of whitespace that spans lines is one space. Messages quote this
    /// text (`Store\n    .shared.count`); quoted as written, re-indenting the code would change
    /// the message, and with it the finding's baseline entry and fingerprints.
    var trimmedText: String {
        guard let first = raw.firstPresentText?.baseAddress, let last = raw.lastPresentText,
              let lastStart = last.baseAddress, lastStart >= first else { return "" }
        let bytes = UnsafeBufferPointer(start: first, count: lastStart - first + last.count)
        guard bytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return Self.joiningLines(bytes)
    }

    /// The node's text without whitespace, for telling whether two short expressions are the
    /// same (a store write and the key's default); nil beyond a length no such value reaches.
    var comparableText: String? {
        let text = trimmedText
        guard text.utf8.count <= 160 else { return nil }
        return String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }.map(Character.init))
    }

    /// `bytes` with each run of spaces, tabs and line breaks that holds a line break made one space.
    private static func joiningLines(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var run: ArraySlice<UInt8> = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                run.append(byte)
            default:
                joined += run.contains(UInt8(ascii: "\n")) || run.contains(UInt8(ascii: "\r")) ? [UInt8(ascii: " ")] : run
                run = []
                joined.append(byte)
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }
}

extension RawTokenSyntax {
    /// The token's text as a string (short identifiers need no allocation).
    var text: String { String(syntaxText: tokenText) }

    /// Whether the token is the keyword `keyword` (`self`, `static`, `set`, …).
    func isKeyword(_ keyword: SyntaxText) -> Bool {
        tokenKind == .keyword && tokenText == keyword
    }
}
