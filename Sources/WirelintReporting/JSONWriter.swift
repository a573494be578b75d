/// Pretty-printed JSON written straight into its text, laid out as `JSONEncoder` does with
/// `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`: two spaces per level, `"key" : value`,
/// an empty container on three lines, only `"`, `\` and control characters escaped.
///
/// `JSONEncoder` builds a tree of the whole document before it writes a byte, then hands the
/// text over in two more copies: the SARIF of a report whose findings carry long paths (every
/// relay of a long chain) took six times its own size in memory, two gigabytes for a 420 KB
/// source file, and most of the run's time. Written here, the text is the only copy.
///
/// Members must be written in sorted key order, which keeps the bytes a function of the report
/// alone; debug builds check it.
struct JSONWriter {
    /// Where the text goes, a chunk at a time: writing it piece by piece cost several times more.
    private let emit: (String) -> Void
    /// The bytes since the last chunk went out.
    private var chunk: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has an element yet: the next one takes a comma.
    private var hasElement = false
    #if DEBUG
    /// The last key written in each open object, to check their order.
    private var lastKeys: [String?] = []
    #endif

    private static let chunkSize = 1 << 16

    private init(emit: @escaping (String) -> Void) {
        self.emit = emit
        chunk.reserveCapacity(Self.chunkSize)
    }

    /// Writes the text of `value` to `output`, ending in a newline.
    static func write(_ value: some JSONValue, to output: inout some TextOutputStream) {
        // The writer keeps the closure only while it writes, within this call.
        withoutActuallyEscaping({ (text: String) in output.write(text) }) { emit in
            var writer = JSONWriter(emit: emit)
            value.write(to: &writer)
            writer.chunk.append(UInt8(ascii: "\n"))
            writer.flush()
        }
    }

    /// An object whose members `members` writes with `member(_:_:)`.
    mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        #if DEBUG
        lastKeys.append(nil)
        #endif
        members(&self)
        #if DEBUG
        lastKeys.removeLast()
        #endif
        close(UInt8(ascii: "}"))
    }

    /// An array of `elements`.
    mutating func array<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONValue {
        open(UInt8(ascii: "["))
        for element in elements {
            startElement()
            element.write(to: &self)
        }
        close(UInt8(ascii: "]"))
    }

    /// One member of the object being written; keys in ascending order.
    mutating func member(_ key: String, _ value: some JSONValue) {
        #if DEBUG
        if let last = lastKeys[lastKeys.count - 1] {
            assert(last < key, "JSON member \"\(key)\" written after \"\(last)\": keys must be sorted")
        }
        lastKeys[lastKeys.count - 1] = key
        #endif
        startElement()
        string(key)
        chunk.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
        value.write(to: &self)
    }

    /// A member left out when `value` is `nil`.
    mutating func member(_ key: String, _ value: (some JSONValue)?) {
        if let value { member(key, value) }
    }

    mutating func string(_ value: String) {
        chunk.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                chunk.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                escape(byte)
                runStart = index + 1
            }
            chunk.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        chunk.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    mutating func integer(_ value: Int) {
        chunk.append(contentsOf: String(value).utf8)
    }

    mutating func boolean(_ value: Bool) {
        chunk.append(contentsOf: (value ? "true" : "false").utf8)
    }

    private mutating func escape(_ byte: UInt8) {
        chunk.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): chunk.append(byte)
        case 0x08: chunk.append(UInt8(ascii: "b"))
        case 0x09: chunk.append(UInt8(ascii: "t"))
        case 0x0A: chunk.append(UInt8(ascii: "n"))
        case 0x0C: chunk.append(UInt8(ascii: "f"))
        case 0x0D: chunk.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            chunk.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    private mutating func open(_ bracket: UInt8) {
        chunk.append(bracket)
        depth += 1
        hasElement = false
    }

    private mutating func close(_ bracket: UInt8) {
        // An empty container keeps an empty line between its brackets.
        if !hasElement { chunk.append(UInt8(ascii: "\n")) }
        depth -= 1
        newLine()
        chunk.append(bracket)
        // The container just closed is an element of the one around it.
        hasElement = true
    }

    private mutating func startElement() {
        if hasElement { chunk.append(UInt8(ascii: ",")) }
        hasElement = true
        newLine()
    }

    private mutating func newLine() {
        chunk.append(UInt8(ascii: "\n"))
        chunk.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func flushIfFull() {
        if chunk.count >= Self.chunkSize { flush() }
    }

    private mutating func flush() {
        emit(String(decoding: chunk, as: UTF8.self))
        chunk.removeAll(keepingCapacity: true)
    }
}

/// A value the JSON reports write: a string, number, boolean, array, or one of their models.
protocol JSONValue {
    func write(to json: inout JSONWriter)
}

extension String: JSONValue {
    func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONValue {
    func write(to json: inout JSONWriter) { json.integer(self) }
}

extension Bool: JSONValue {
    func write(to json: inout JSONWriter) { json.boolean(self) }
}

extension Array: JSONValue where Element: JSONValue {
    func write(to json: inout JSONWriter) { json.array(self) }
}

/// The elements of any sequence, written as an array while it is iterated: a lazy sequence's
/// elements are made one at a time, and none is kept after it is written.
struct JSONArray<Elements: Sequence>: JSONValue where Elements.Element: JSONValue {
    var elements: Elements

    init(_ elements: Elements) {
        self.elements = elements
    }

    func write(to json: inout JSONWriter) { json.array(elements) }
}

/// An object keyed by arbitrary strings (SARIF's `originalUriBaseIds`, `partialFingerprints`).
extension Dictionary: JSONValue where Key == String, Value: JSONValue {
    func write(to json: inout JSONWriter) {
        json.object { json in
            for key in keys.sorted() { json.member(key, self[key]!) }
        }
    }
}
