import SwiftSyntax
import WirelintFacts

/// Converts byte offsets to line / UTF-8 column / UTF-16 column.
///
/// Built once per file from the line starts; UTF-16 columns are computed only for the few
/// positions that become facts, by decoding the line prefix.
struct PositionTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                // CR LF counts as one line break, a lone CR as one too.
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.lineStarts = starts
    }

    func position(atOffset offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = bytes[lineStart..<clamped]
        let utf16Count = String(decoding: prefix, as: UTF8.self).utf16.count
        return SourcePosition(line: low + 1, column: clamped - lineStart + 1, utf16Column: utf16Count + 1)
    }

    /// The range of a node's text, trivia excluded.
    func range(of node: some SyntaxProtocol) -> WirelintFacts.SourceRange {
        WirelintFacts.SourceRange(
            start: position(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset),
            end: position(atOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
        )
    }

    /// The line of a byte offset (1-based).
    func line(atOffset offset: Int) -> Int {
        position(atOffset: offset).line
    }
}
