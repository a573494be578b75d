/// A value of an old-style (OpenStep) ASCII property list, the format of Xcode's
/// `project.pbxproj`: dictionaries `{ key = value; }`, arrays `( a, b, )`, strings quoted or
/// bare, and `<hex>` data.
public indirect enum OpenStepPropertyList: Equatable, Sendable {
    case string(String)
    case array([OpenStepPropertyList])
    case dictionary([String: OpenStepPropertyList])
    case data([UInt8])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [OpenStepPropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: OpenStepPropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array; nil when this is not one.
    public var strings: [String]? {
        array?.compactMap(\.string)
    }

    /// Parses `text`: exactly one value, with comments (`/* … */`, `// …`) anywhere between
    /// tokens. Never traps and always finishes: malformed text throws where it goes wrong.
    public static func parse(_ text: String) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        var parser = OpenStepParser(Array(text.utf8))
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.isAtEnd else { throw parser.error("unexpected text after the property list") }
        return value
    }
}

/// Why a property list could not be read, and where.
public struct OpenStepPropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
}

/// A recursive-descent parser over the bytes; recursion is bounded by `maximumDepth`.
private struct OpenStepParser {
    /// Deeper nesting than any project file has: a bound, so that garbled input of many
    /// opening brackets cannot exhaust the stack.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    func error(_ reason: String) -> OpenStepPropertyListError {
        let line = bytes[..<min(offset, bytes.count)].count { $0 == UInt8(ascii: "\n") } + 1
        return OpenStepPropertyListError(line: line, reason: reason)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    mutating func value(depth: Int) throws(OpenStepPropertyListError) -> OpenStepPropertyList {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        try skipTrivia()
        switch current {
        case UInt8(ascii: "{"):
            offset += 1
            return .dictionary(try dictionaryEntries(depth: depth))
        case UInt8(ascii: "("):
            offset += 1
            return .array(try arrayElements(depth: depth))
        case UInt8(ascii: "<"):
            offset += 1
            return .data(try dataBytes())
        case nil:
            throw error("unexpected end of file, expected a value")
        default:
            return .string(try string())
        }
    }

    private mutating func dictionaryEntries(depth: Int) throws(OpenStepPropertyListError) -> [String: OpenStepPropertyList] {
        var entries: [String: OpenStepPropertyList] = [:]
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "}") {
                offset += 1
                return entries
            }
            guard current != nil else { throw error("unexpected end of file inside a dictionary, expected '}'") }
            let key = try string()
            try expect("=", after: "key '\(key)'")
            entries[key] = try value(depth: depth + 1)
            try expect(";", after: "the value of '\(key)'")
        }
    }

    private mutating func arrayElements(depth: Int) throws(OpenStepPropertyListError) -> [OpenStepPropertyList] {
        var elements: [OpenStepPropertyList] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: ")") {
                offset += 1
                return elements
            }
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: ")"): continue
            case nil: throw error("unexpected end of file inside an array, expected ')'")
            default: throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws(OpenStepPropertyListError) {
        try skipTrivia()
        guard current == UInt8(ascii: character) else { throw error("expected '\(character)' after \(what)") }
        offset += 1
    }

    /// Hexadecimal digits up to `>`, whitespace between them ignored.
    private mutating func dataBytes() throws(OpenStepPropertyListError) -> [UInt8] {
        var digits: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: ">") {
            offset += 1
            if Self.isWhitespace(byte) { continue }
            guard let digit = Self.hexValue(byte) else { throw error("data holds a character that is not a hexadecimal digit") }
            digits.append(digit)
        }
        guard current != nil else { throw error("unexpected end of file inside data, expected '>'") }
        offset += 1
        guard digits.count.isMultiple(of: 2) else { throw error("data has an odd number of hexadecimal digits") }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    // MARK: - Strings

    mutating func string() throws(OpenStepPropertyListError) -> String {
        guard let first = current else { throw error("unexpected end of file, expected a string") }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            offset += 1
            return try quoted(until: first)
        }
        let start = offset
        while let byte = current, Self.isBare(byte), !startsComment { offset += 1 }
        guard offset > start else { throw error("unexpected character '\(Self.shown(first))'") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The text up to the closing `quote`, escapes resolved: `\n`, `\t` and the like, `\U` with
    /// four hexadecimal digits, `\` with up to three octal digits, and `\` before any other
    /// character for that character.
    private mutating func quoted(until quote: UInt8) throws(OpenStepPropertyListError) -> String {
        var text: [UInt8] = []
        while let byte = current {
            offset += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escaped = current else { break }
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                text += try unicodeEscape()
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    offset += 1
                }
                text += Array(String(Unicode.Scalar(UInt8(truncatingIfNeeded: value))).utf8)
            default:
                text.append(escaped)
            }
        }
        throw error("unexpected end of file inside a quoted string")
    }

    private mutating func unicodeEscape() throws(OpenStepPropertyListError) -> [UInt8] {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw error("expected four hexadecimal digits after '\\U'") }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }

    // MARK: - Trivia

    /// Whether a comment starts here: it ends an unquoted string.
    private var startsComment: Bool {
        current == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "*") || peek(1) == UInt8(ascii: "/"))
    }

    /// Whitespace and comments.
    mutating func skipTrivia() throws(OpenStepPropertyListError) {
        while let byte = current {
            if Self.isWhitespace(byte) {
                offset += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while current != nil, !(current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { offset += 1 }
                guard current != nil else {
                    offset = start
                    throw error("a comment opened here is never closed")
                }
                offset += 2
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = current, next != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }

    // MARK: - Characters

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A byte for a message: itself when printable ASCII, else its code.
    private static func shown(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
