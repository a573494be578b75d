/// The binary form of `FileFacts` (and of the stored run's findings) in the cache, written by hand.
///
/// A warm run decodes the facts of every file and a cold one encodes them: for a large project
/// that is tens of MB, and Codable's generic containers spent most of their time dispatching
/// rather than copying bytes. Here every type writes its fields in declaration order with no
/// keys or framing: integers are zig-zag varints, arrays a varint count, optionals a presence
/// byte, enums a one-byte tag (then the payload of a case that has one). A string is its UTF-8
/// bytes after a varint length, or, in a file's facts, when the same writer wrote it before and
/// it is too long to be stored inline in a `String` (over 15 bytes), a varint back-reference to
/// that first copy: a file's facts name its types again and again, and each repeat decoded on
/// its own was an allocation held for the whole run. Each type's
/// coding sits at the bottom of the file that declares it, so a new field is coded where it is
/// added.
///
/// The format is positional and has no version of its own: a change to it needs a new cache
/// magic (`FactsCache`), so that older entries are ignored rather than misread.
///
/// A decoder reads all its fields before it sets any, as one tuple: a read that may throw
/// after `self` is partly set makes the compiler build `self` aside and copy it out, retaining
/// every array and string in it, which cost an edited run a twentieth of its time.
public protocol FactsCodable {
    init(from reader: inout FactsReader) throws
    func write(to writer: inout FactsWriter)
}

/// An enum without payloads, coded as its case's position among its cases (one byte).
///
/// Declaration order is the format: reordering cases is safe, because every build of the tool
/// has its own cache folder. Each conformance stores `codingOrder = allCases` once, as the
/// synthesized `allCases` builds a new array on every call.
public protocol FactsCodableEnum: FactsCodable, CaseIterable, Equatable {
    static var codingOrder: [Self] { get }
}

extension FactsCodableEnum {
    public init(from reader: inout FactsReader) throws {
        let tag = Int(try reader.readTag())
        guard tag < Self.codingOrder.count else { throw FactsDecodingError.invalidValue }
        self = Self.codingOrder[tag]
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(tag: UInt8(Self.codingOrder.firstIndex(of: self)!))
    }
}

/// Why bytes did not decode: a truncated, damaged or foreign cache entry. Never a trap, so that
/// the cache can recompute the entry instead.
public enum FactsDecodingError: Error {
    case truncated
    /// A byte or number that no encoding produces (a bool other than 0/1, an unknown enum tag).
    case invalidValue
    case trailingBytes
}

extension FileFacts {
    /// The facts' binary form, in an array of about its size: tens of thousands of encodings
    /// are held at once for the cache, and a working buffer's spare capacity would add to each.
    public func encoded() -> [UInt8] {
        // Most files encode to a few KB: one allocation, then a copy of the exact size.
        var writer = FactsWriter(capacity: 4096, referencingRepeatedStrings: true)
        write(to: &writer)
        let bytes = writer.bytes
        guard bytes.capacity - bytes.count > bytes.count / 8 else { return bytes }
        return bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
                _ = target.initialize(fromContentsOf: source)
                count = source.count
            }
        }
    }

    /// Decodes what `encoded()` wrote; throws unless `bytes` is exactly one encoding. With
    /// `shortStrings`, short strings come from it when it has them.
    public init(decoding bytes: UnsafeRawBufferPointer, shortStrings: ShortStringCache? = nil) throws {
        self = try withExtendedLifetime(shortStrings) {
            var reader = FactsReader(bytes, shortStrings: shortStrings?.slots)
            let facts = try reader.read(FileFacts.self)
            guard reader.isAtEnd else { throw FactsDecodingError.trailingBytes }
            return facts
        }
    }
}

// The reader and writer are `@inlinable` because they are called per field and per byte from
// other modules too (the cache's pack and stored run use the same primitives): a call through
// the module boundary for each would cost about as much as Codable did.

/// Appends values in the binary form of facts to a byte array.
public struct FactsWriter {
    /// What has been written. Settable for formats that copy in bytes already encoded (the
    /// facts pack).
    public var bytes: [UInt8] = []
    /// Where positions go when they are set apart from the rest (see `PositionMap`); nil writes
    /// them in line, as the cache stores them.
    @usableFromInline var setApart: MovableValues?

    /// Strings this writer wrote that are too long to be inline in a `String`, numbered in the
    /// order first written: a repeat is written as its number (see `FactsReader.readString`).
    /// Nil when repeats are written out: in a stored run's findings, messages rarely repeat, and
    /// looking each up cost more than the bytes saved.
    @usableFromInline var longStrings: [String: Int]?

    @inlinable public init(capacity: Int, referencingRepeatedStrings: Bool = false) {
        bytes.reserveCapacity(capacity)
        if referencingRepeatedStrings { longStrings = [:] }
    }

    @inlinable public mutating func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zig-zag: small negative numbers take as few bytes as small positive ones.
    @inlinable public mutating func write(_ value: Int) {
        let value = Int64(value)
        writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    @inlinable public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// A string: `length << 1` then its bytes, or `number << 1 | 1` for a long one written before.
    @inlinable public mutating func write(_ value: String) {
        var value = value
        let count = value.utf8.count
        if count > FactsReader.longStringLength, longStrings != nil {
            if let number = longStrings![value] {
                writeVarint(UInt64(number) << 1 | 1)
                return
            }
            let number = longStrings!.count
            longStrings![value] = number
        }
        writeVarint(UInt64(count) << 1)
        value.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// An enum case's tag, which `FactsReader.readTag()` reads back.
    @inlinable public mutating func write(tag: UInt8) {
        bytes.append(tag)
    }

    @inlinable public mutating func write<T: FactsCodable>(_ value: T) {
        value.write(to: &self)
    }

    @inlinable public mutating func write<T: FactsCodable>(_ values: [T]) {
        writeVarint(UInt64(values.count))
        for value in values { value.write(to: &self) }
    }

    /// Also `String?`, `Int?`, `Bool?` and optional arrays, which are `FactsCodable`.
    @inlinable public mutating func write<T: FactsCodable>(_ value: T?) {
        if let value {
            bytes.append(1)
            value.write(to: &self)
        } else {
            bytes.append(0)
        }
    }
}

/// Reads values in the binary form of facts. Every count and length is checked against the
/// bytes left, so damaged input throws `FactsDecodingError` instead of trapping or allocating
/// wildly.
public struct FactsReader {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    /// Where the next read starts. Settable for formats that skip over bytes (the facts pack).
    public var offset = 0

    /// The slots of a `ShortStringCache` that outlives the reader, if decoding has one.
    @usableFromInline let shortStrings: UnsafeMutablePointer<ShortStringCache.Entry>?

    @inlinable public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        shortStrings = nil
    }

    @usableFromInline init(_ bytes: UnsafeRawBufferPointer, shortStrings: UnsafeMutablePointer<ShortStringCache.Entry>?) {
        self.bytes = bytes
        self.shortStrings = shortStrings
    }

    @inlinable public var isAtEnd: Bool { offset == bytes.count }

    @inlinable public mutating func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw FactsDecodingError.truncated }
        let byte = bytes[offset]
        offset += 1
        return byte
    }

    /// Most numbers in facts — lines, columns, lengths, counts — take one byte: that case is
    /// inlined where it is read (a call per number cost a twentieth of decoding), the rest is a call.
    @inlinable @inline(__always) public mutating func readVarint() throws -> UInt64 {
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        return try readMultibyteVarint()
    }

    /// Three one-byte varints read at once, or nil (reading nothing) unless the next three
    /// bytes all are: a position in the first 127 lines and columns of a file, most of them.
    @inlinable @inline(__always) mutating func readThreeBytesBelow128() -> (UInt8, UInt8, UInt8)? {
        guard bytes.count - offset >= 3 else { return nil }
        let (first, second, third) = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
        guard (first | second | third) < 0x80 else { return nil }
        offset += 3
        return (first, second, third)
    }

    @usableFromInline mutating func readMultibyteVarint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
            guard shift <= 63 else { throw FactsDecodingError.invalidValue }
        }
    }

    /// A count of bytes or elements: every element takes at least one byte, so a count larger
    /// than what is left is damage (and must not reach `reserveCapacity`).
    @inlinable @inline(__always) mutating func readCount() throws -> Int {
        guard let count = Int(exactly: try readVarint()), count <= bytes.count - offset else {
            throw FactsDecodingError.truncated
        }
        return count
    }

    @inlinable public mutating func readInt() throws -> Int {
        let raw = try readVarint()
        guard let value = Int(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))) else {
            throw FactsDecodingError.invalidValue
        }
        return value
    }

    @inlinable @inline(__always) public mutating func readBool() throws -> Bool {
        let byte = try readByte()
        guard byte <= 1 else { throw FactsDecodingError.invalidValue }
        return byte == 1
    }

    /// Strings longer than this many UTF-8 bytes are allocated on their own; shorter ones are
    /// stored inside the `String` value, so sharing them would save nothing.
    @usableFromInline static let longStringLength = 15

    /// The long strings read so far, in order: what a back-reference's number indexes.
    @usableFromInline var longStrings: [String] = []

    /// A string as `FactsWriter.write(_: String)` wrote it; a repeat shares the first copy's storage.
    @inlinable public mutating func readString() throws -> String {
        let header = try readVarint()
        if header & 1 == 1 {
            guard let number = Int(exactly: header >> 1), number < longStrings.count else { throw FactsDecodingError.invalidValue }
            return longStrings[number]
        }
        guard let count = Int(exactly: header >> 1), count <= bytes.count - offset else { throw FactsDecodingError.truncated }
        defer { offset += count }
        if count > 0, count <= Self.longStringLength, let shortStrings {
            return ShortStringCache.string(in: bytes, at: offset, count: count, slots: shortStrings)
        }
        let string = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
        if count > Self.longStringLength {
            // Room for a file's usual few at once, rather than growing one at a time.
            if longStrings.isEmpty { longStrings.reserveCapacity(16) }
            longStrings.append(string)
        }
        return string
    }

    /// An enum case's tag; the enum throws `invalidValue` for one it does not know.
    @inlinable public mutating func readTag() throws -> UInt8 {
        try readByte()
    }

    @inlinable public mutating func read<T: FactsCodable>(_ type: T.Type) throws -> T {
        try T(from: &self)
    }

    @inlinable public mutating func readArray<T: FactsCodable>(_ type: T.Type) throws -> [T] {
        let count = try readCount()
        // Most facts' arrays are empty: reserving room for none still takes the array's slow path.
        if count == 0 { return [] }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try T(from: &self)) }
        return values
    }

    @inlinable public mutating func readOptional<T: FactsCodable>(_ type: T.Type) throws -> T? {
        try readBool() ? T(from: &self) : nil
    }
}

// The primitives and arrays are `FactsCodable` too, so that the generic array and optional
// coding covers `[String]`, `String?`, `Int?`, `Bool?` and optional arrays.

extension Int: FactsCodable {
    @inlinable public init(from reader: inout FactsReader) throws { self = try reader.readInt() }
    @inlinable public func write(to writer: inout FactsWriter) { writer.write(self) }
}

/// Small indices (`Construction.gate`), written as a varint.
extension UInt16: FactsCodable {
    @inlinable public init(from reader: inout FactsReader) throws {
        guard let value = UInt16(exactly: try reader.readVarint()) else { throw FactsDecodingError.invalidValue }
        self = value
    }

    @inlinable public func write(to writer: inout FactsWriter) { writer.writeVarint(UInt64(self)) }
}

extension Bool: FactsCodable {
    @inlinable public init(from reader: inout FactsReader) throws { self = try reader.readBool() }
    @inlinable public func write(to writer: inout FactsWriter) { writer.write(self) }
}

extension String: FactsCodable {
    @inlinable public init(from reader: inout FactsReader) throws { self = try reader.readString() }
    @inlinable public func write(to writer: inout FactsWriter) { writer.write(self) }
}

extension Array: FactsCodable where Element: FactsCodable {
    @inlinable public init(from reader: inout FactsReader) throws { self = try reader.readArray(Element.self) }
    @inlinable public func write(to writer: inout FactsWriter) { writer.write(self) }
}
