@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts

/// Converts byte offsets to line / UTF-8 column / UTF-16 column.
///
/// Built once per file from the line starts. UTF-16 columns are computed only for the few
/// positions that become facts, from a running UTF-16 count kept every `stride` bytes: the
/// cost of one position is bounded by the stride, not by the length of its line, so a
/// minified or generated file with megabytes on one line is not quadratic.
struct PositionTable {
    private static let stride = 256

    private let bytes: [UInt8]
    /// Where the parser's copy of `bytes` starts: raw tokens point into that copy (see
    /// `RawNodeText`). Nil before a parse, when only offsets are converted.
    private let anchor: UnsafePointer<UInt8>?
    private let lineStarts: [Int]
    /// The line (an index in `lineStarts`) each block of `1 << blockShift` bytes starts in:
    /// positions are looked up for every fact, and a scan from there beats a binary search.
    private let blockLines: [Int]
    private static let blockShift = 6
    /// UTF-16 code units in `bytes[0 ..< k * stride]`, at index k; only counted for a file
    /// with non-ASCII bytes and a line longer than the stride (shorter lines are counted
    /// directly).
    private let utf16Checkpoints: [Int]
    /// Most files: then a UTF-16 column is the UTF-8 column, no counting needed.
    private let isASCII: Bool
    /// Whether each line is ASCII, in a file that is not: most of its lines still are.
    private let asciiLines: [Bool]

    /// A table for `bytes`; with `tree`, the tree parsed from them, whose raw nodes it then
    /// locates.
    init(bytes: [UInt8], tree: SourceFileSyntax? = nil) {
        self.bytes = bytes
        self.anchor = tree.flatMap(Self.anchor)
        let (starts, asciiLines, longestLine) = Self.scanLines(bytes)
        let nonASCII = asciiLines.contains(false)
        self.lineStarts = starts
        self.asciiLines = nonASCII ? asciiLines : []
        var blockLines = [Int](repeating: 0, count: bytes.count >> Self.blockShift + 1)
        var line = 0
        for block in blockLines.indices {
            while line + 1 < starts.count, starts[line + 1] <= block << Self.blockShift { line += 1 }
            blockLines[block] = line
        }
        self.blockLines = blockLines
        self.isASCII = !nonASCII
        var checkpoints = [0]
        if nonASCII, longestLine > Self.stride {
            checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
            var units = 0
            var chunk = 0
            while chunk + Self.stride <= bytes.count {
                for byte in bytes[chunk ..< chunk + Self.stride] { units += Self.utf16Units(leadingWith: byte) }
                checkpoints.append(units)
                chunk += Self.stride
            }
        }
        self.utf16Checkpoints = checkpoints
    }

    /// Where each line starts, whether any byte is not ASCII, and the length of the longest
    /// line: one pass over the raw buffer, which runs over every byte of every file, so its
    /// state is local to the loop (captured variables would be boxed).
    private static func scanLines(_ bytes: [UInt8]) -> (starts: [Int], asciiLines: [Bool], longestLine: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            var asciiLines: [Bool] = []
            asciiLines.reserveCapacity(buffer.count / 32 + 1)
            var lineStart = 0
            var longestLine = 0
            var lineBits: UInt8 = 0
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                lineBits |= byte
                // Both line breaks are below 0x0E: one comparison rules out almost every byte.
                if byte <= UInt8(ascii: "\r"), byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    longestLine = max(longestLine, index - lineStart)
                    // CR LF counts as one line break, a lone CR as one too.
                    if byte == UInt8(ascii: "\r"), index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    lineStart = index + 1
                    starts.append(lineStart)
                    asciiLines.append(lineBits < 0x80)
                    lineBits = 0
                }
                index += 1
            }
            asciiLines.append(lineBits < 0x80)
            return (starts, asciiLines, max(longestLine, buffer.count - lineStart))
        }
    }

    func position(atOffset offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        // From the line the offset's block starts in, forward: a block holds a few lines at most.
        var low = blockLines[clamped >> Self.blockShift]
        while low + 1 < lineStarts.count, lineStarts[low + 1] <= clamped { low += 1 }
        let lineStart = lineStarts[low]
        let utf16Count: Int
        if isASCII || asciiLines[low] {
            utf16Count = clamped - lineStart
        } else if clamped - lineStart <= Self.stride {
            // Most lines are shorter than the stride: counting them is cheaper than going
            // through two checkpoints.
            utf16Count = bytes[lineStart..<clamped].reduce(0) { $0 + Self.utf16Units(leadingWith: $1) }
        } else {
            utf16Count = utf16Units(before: clamped) - utf16Units(before: lineStart)
        }
        return SourcePosition(line: low + 1, column: clamped - lineStart + 1, utf16Column: utf16Count + 1)
    }

    /// UTF-16 code units in `bytes[0 ..< offset]`.
    private func utf16Units(before offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var units = utf16Checkpoints[checkpoint]
        for byte in bytes[checkpoint * Self.stride ..< offset] { units += Self.utf16Units(leadingWith: byte) }
        return units
    }

    /// The UTF-16 length of the character a byte starts: 0 for a continuation byte, 2 for a
    /// four-byte sequence (a surrogate pair), else 1. The text is valid UTF-8, so summing over
    /// a prefix counts its UTF-16 units.
    private static func utf16Units(leadingWith byte: UInt8) -> Int {
        switch byte {
        case 0x80..<0xC0: 0
        case 0xF0...: 2
        default: 1
        }
    }

    /// The range of a node's text, trivia excluded. A node whose tokens are all missing (code
    /// being typed) has none of its own and is placed at the start of the file.
    func range(of node: some RawSyntaxNodeProtocol) -> WirelintFacts.SourceRange {
        let start = node.raw.firstPresentText.map(offset(of:)) ?? 0
        let end = node.raw.lastPresentText.map { offset(of: $0) + $0.count } ?? start
        return WirelintFacts.SourceRange(start: position(atOffset: start), end: position(atOffset: max(start, end)))
    }

    /// The byte offset of a node's text, trivia excluded.
    func offset(of node: some RawSyntaxNodeProtocol) -> Int {
        node.raw.firstPresentText.map(offset(of:)) ?? 0
    }

    private func offset(of text: SyntaxText) -> Int {
        guard let anchor, let start = text.baseAddress else { return 0 }
        return start - anchor
    }

    /// The start of the parser's buffer, found from the first present token's offset as the
    /// syntax tree reports it.
    private static func anchor(of tree: SourceFileSyntax) -> UnsafePointer<UInt8>? {
        guard let token = tree.firstToken(viewMode: .sourceAccurate), let text = token.raw.firstPresentText?.baseAddress else {
            return nil
        }
        return text - token.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The line of a byte offset (1-based).
    func line(atOffset offset: Int) -> Int {
        position(atOffset: offset).line
    }
}
