/// Refuses files whose square brackets would make SwiftParser run for hours, and finds where
/// string literals nest so deep in interpolations that parsing them would exhaust memory.
///
/// The parser's lookahead over a type in brackets (`[[[Int]]]`, `[(a: [(a: [Int])])]`, and the
/// array literals and closure signatures it tries to read as types) first tries the element as
/// an inline-array type and then again as an ordinary one, so its work doubles with every
/// level: twenty levels take minutes, thirty take days. Code from a pull request can be written
/// to do exactly that, so the brackets are counted before parsing.
///
/// The estimate is the sum, over every `[` outside comments and string literals, of two to the
/// power of its depth. Real code stays far below the budget — a three-level literal costs 8 per
/// bracket and every bracket takes at least two bytes — while the budget still lets a single
/// nest of about fifteen levels through; the file's parse then takes at most a small multiple
/// of its normal time.
enum BracketBudget {
    /// Work allowed for any file, on top of `perByte` times its size.
    static let base: UInt64 = 1 << 16
    static let perByte: UInt64 = 64
    /// String literals nested in interpolations (`"\("\("…`) deeper than this are not parsed:
    /// SwiftParser's memory grows with the square of that nesting or worse — 16 KB of `"\(`
    /// nested 3,200 deep takes 500 MB, and 64 levels after a few hundred generic `<` take 4 GB —
    /// while real code nests two or three.
    static let maximumLiteralNesting = 8

    struct Verdict: Sendable {
        /// The depth of the file's deepest brackets when their work exceeds the budget.
        let excessiveDepth: Int?
        /// The most `<` open at once when the work of the file's angle brackets exceeds the
        /// budget (see `AngleBudget`).
        let excessiveAngles: Int?
        /// Where a string literal first opens deeper than `maximumLiteralNesting`: the file is
        /// parsed up to there only.
        let literalNestingLimit: Int?
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        let budget = base + perByte * UInt64(bytes.count)
        var scanner = Scanner(bytes: bytes)
        scanner.scan()
        return Verdict(
            excessiveDepth: scanner.work > budget ? scanner.deepest : nil,
            excessiveAngles: scanner.angles.work > AngleBudget.budget(forByteCount: bytes.count) ? scanner.angles.deepest : nil,
            literalNestingLimit: scanner.literalNestingLimit)
    }

    /// A lexer just precise enough to tell code from comments and string literals, including
    /// raw, multi-line and interpolated strings (whose interpolations are code again). It keeps
    /// its own stack of open literals and interpolations rather than recursing: the nesting is
    /// the input's to choose.
    private struct Scanner {
        private enum Context {
            /// Code; inside an interpolation, counting the parentheses it has opened.
            case code(parentheses: Int)
            case string(hashes: Int, multiline: Bool)
        }

        let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0
        private var depth = 0
        private(set) var deepest = 0
        private(set) var work: UInt64 = 0
        /// Innermost last; the file itself is the code at the bottom.
        private var contexts: [Context] = [.code(parentheses: 0)]
        /// Open string literals among `contexts`.
        private var literals = 0
        private(set) var literalNestingLimit: Int?
        private(set) var angles = AngleBudget()

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func scan() {
            while index < bytes.count {
                switch contexts[contexts.count - 1] {
                case .code(let parentheses): code(parentheses: parentheses)
                case .string(let hashes, let multiline): string(hashes: hashes, multiline: multiline)
                }
            }
            angles.endStretch(at: bytes.count)
        }

        private func byte(at offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        private func starts(with text: StaticString, at offset: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[offset + $0] == text.utf8Start[$0] }
        }

        private func hasHashes(_ count: Int, at offset: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
        }

        /// One token's worth of code.
        private mutating func code(parentheses: Int) {
            switch bytes[index] {
            case UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
                let cost: UInt64 = depth >= 63 ? .max : 1 << UInt64(depth)
                work = cost > .max - work ? .max : work + cost
                index += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                index += 1
            case UInt8(ascii: "("):
                contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                // The bottom context is the file: its parentheses need not balance.
                guard contexts.count > 1 else { return }
                if parentheses == 0 {
                    contexts.removeLast()
                } else {
                    contexts[contexts.count - 1] = .code(parentheses: parentheses - 1)
                }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "<"):
                if !isOperatorByte(at: index - 1), !isOperatorByte(at: index + 1) { angles.open(at: index) }
                index += 1
            case UInt8(ascii: ">"):
                if byte(at: index - 1) != UInt8(ascii: "-"), byte(at: index + 1) != UInt8(ascii: "=") { angles.close(at: index) }
                index += 1
            case UInt8(ascii: "-") where byte(at: index + 1) == UInt8(ascii: ">"):
                index += 2
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "|"):
                // Nothing a type can contain: the parser's look for generic arguments ends here.
                angles.endStretch(at: index)
                index += 1
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                angles.endStretch(at: index)
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(at: index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    return
                }
                if literals == BracketBudget.maximumLiteralNesting {
                    // Nothing from here on is parsed, so nothing more needs counting.
                    literalNestingLimit = index
                    index = bytes.count
                    return
                }
                index += hashes
                let multiline = starts(with: "\"\"\"", at: index)
                index += multiline ? 3 : 1
                contexts.append(.string(hashes: hashes, multiline: multiline))
                literals += 1
            default:
                // Most code is none of the above: skipped in one tight loop.
                index += 1
                while index < bytes.count, Self.isPlainCode(bytes[index]) { index += 1 }
            }
        }

        private static func isPlainCode(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "/"),
                 UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "|"):
                false
            default:
                true
            }
        }

        /// Whether the byte at `offset` is one an operator can be made of: `<` in `..<`, `<=`,
        /// `<<` or `<-` is no generic bracket.
        private func isOperatorByte(at offset: Int) -> Bool {
            guard offset >= 0, let byte = byte(at: offset) else { return false }
            return "/=-+!*%<>&|^~?.".utf8.contains(byte)
        }

        /// From `/*` past its matching `*/`; Swift's block comments nest.
        private mutating func blockComment() {
            var level = 0
            while index < bytes.count {
                if starts(with: "/*", at: index) {
                    level += 1
                    index += 2
                } else if starts(with: "*/", at: index) {
                    level -= 1
                    index += 2
                    if level == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// One character's worth of a string literal.
        private mutating func string(hashes: Int, multiline: Bool) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                if self.byte(at: index) == UInt8(ascii: "(") {
                    contexts.append(.code(parentheses: 0))
                }
                index += 1
            } else if byte == UInt8(ascii: "\""), !multiline || starts(with: "\"\"\"", at: index),
                      hasHashes(hashes, at: index + (multiline ? 3 : 1)) {
                index += (multiline ? 3 : 1) + hashes
                contexts.removeLast()
                literals -= 1
            } else if byte == UInt8(ascii: "\n"), !multiline {
                // An unterminated literal ends with its line, as the parser recovers.
                contexts.removeLast()
                literals -= 1
                index += 1
            } else {
                index += 1
                while index < bytes.count, Self.isPlainText(bytes[index]) { index += 1 }
            }
        }

        private static func isPlainText(_ byte: UInt8) -> Bool {
            byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\n")
        }
    }
}

/// The work SwiftParser's look for generic arguments does on a file's `<`.
///
/// At a `<` after a name the parser looks ahead to see whether generic arguments follow, as
/// far as the tokens could still be a type. Each `<` of a chain `a < b < c < …`, and each of a
/// nest `A<A<A<…` left open, looks to the end of it, so the work grows with the square of its
/// length: 80 KB of either took minutes. A `<` closed by its `>` costs the distance to it; one
/// left open, the distance to where the stretch of code that could be a type ends (`{`, `=`,
/// `;`, a literal, an operator no type contains). Real code's stretches are short and hold
/// few `<` — the Swift packages this one builds with do less than 0.1 per byte, 1,002 at most
/// in a file — while the budget lets a nest or chain of about 500 through. A file within the
/// budget parses within a few seconds (a debug build; much less in release), far within the
/// extraction's time limit.
struct AngleBudget {
    /// Work allowed for any file, on top of `perByte` times its size.
    static let base: UInt64 = 1 << 19
    static let perByte: UInt64 = 2

    static func budget(forByteCount count: Int) -> UInt64 {
        base + perByte * UInt64(count)
    }

    private(set) var work: UInt64 = 0
    /// The most `<` open at once.
    private(set) var deepest = 0
    /// Where the `<` not closed yet in this stretch are, innermost last.
    private var open: [Int] = []

    mutating func open(at offset: Int) {
        open.append(offset)
        deepest = max(deepest, open.count)
    }

    mutating func close(at offset: Int) {
        guard let start = open.popLast() else { return }
        add(offset - start)
    }

    /// Every `<` still open looked ahead up to `offset`.
    mutating func endStretch(at offset: Int) {
        for start in open { add(offset - start) }
        open.removeAll(keepingCapacity: true)
    }

    private mutating func add(_ distance: Int) {
        let cost = UInt64(distance)
        work = cost > .max - work ? .max : work + cost
    }
}
