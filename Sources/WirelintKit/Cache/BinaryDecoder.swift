import WirelintFacts

/// Reads what `BinaryEncoder` wrote. Any inconsistency (a truncated or foreign payload) throws;
/// the cache then treats the stored run as missing.
struct BinaryDecoder {
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value {
        let reader = ByteReader(bytes: bytes)
        let value = try Value(from: BinaryDecoding(reader: reader))
        guard reader.isAtEnd else { throw FactsDecodingError.trailingBytes }
        return value
    }
}

/// The one `FactsReader` of a decoding, shared by reference among its containers (values,
/// which would otherwise each read from a copy): the primitives are those of the facts format.
final class ByteReader {
    /// Unchecked for the same reason as `ByteBuffer.writer`: one reader per decoding.
    @exclusivity(unchecked) private var reader: FactsReader

    init(bytes: UnsafeRawBufferPointer) {
        reader = FactsReader(bytes)
    }

    var offset: Int {
        get { reader.offset }
        set { reader.offset = newValue }
    }

    var isAtEnd: Bool { reader.isAtEnd }

    func byte() throws -> UInt8 { try reader.readByte() }
    func varint() throws -> UInt64 { try reader.readVarint() }
    func int() throws -> Int64 { Int64(try reader.readInt()) }
    func string() throws -> String { try reader.readString() }

    /// An unkeyed container's element count: four bytes, little-endian (see
    /// `UnkeyedBinaryEncoding`).
    func count() throws -> Int {
        try (0..<4).reduce(0) { count, index in count | Int(try byte()) << (8 * index) }
    }
}

private struct BinaryDecoding: Decoder {
    let reader: ByteReader
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedBinaryDecoding<Key>(reader: reader))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        try UnkeyedBinaryDecoding(reader: reader)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleValueBinaryDecoding(reader: reader)
    }
}

/// The primitive reads shared by the three container kinds.
private protocol PrimitiveBinaryReader {
    var reader: ByteReader { get }
}

extension PrimitiveBinaryReader {
    func read(_ type: Bool.Type) throws -> Bool { try reader.byte() != 0 }
    func read(_ type: String.Type) throws -> String { try reader.string() }
    func read(_ type: Double.Type) throws -> Double { Double(bitPattern: try reader.varint()) }
    func read(_ type: Float.Type) throws -> Float {
        guard let bits = UInt32(exactly: try reader.varint()) else { throw FactsDecodingError.invalidValue }
        return Float(bitPattern: bits)
    }
    func readInteger<T: BinaryInteger>(_ type: T.Type) throws -> T {
        guard let value = T(exactly: try reader.int()) else { throw FactsDecodingError.invalidValue }
        return value
    }
    func readValue<T: Decodable>(_ type: T.Type) throws -> T { try T(from: BinaryDecoding(reader: reader)) }
}

/// A class so that `allKeys` (an enum case's name, read on first request) is read once.
private final class KeyedBinaryDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol, PrimitiveBinaryReader {
    let reader: ByteReader
    private var caseKey: [Key]?
    var codingPath: [CodingKey] { [] }

    init(reader: ByteReader) {
        self.reader = reader
    }

    var allKeys: [Key] {
        if let caseKey { return caseKey }
        let key = (try? reader.string()).flatMap { Key(stringValue: $0) }
        caseKey = key.map { [$0] } ?? []
        return caseKey ?? []
    }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { try reader.byte() == 0 }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try readInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try readInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try readInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try readInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try readInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try readInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try readInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try readInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try readInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try readInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try readValue(type) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present { try read(type) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present { try read(type) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present { try read(type) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present { try read(type) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present { try readInteger(type) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present { try readInteger(type) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present { try readValue(type) } }

    private func present<T>(_ body: () throws -> T) throws -> T? {
        try reader.byte() == 0 ? nil : body()
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(KeyedBinaryDecoding<NestedKey>(reader: reader))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try UnkeyedBinaryDecoding(reader: reader)
    }

    func superDecoder() throws -> Decoder { BinaryDecoding(reader: reader) }
    func superDecoder(forKey key: Key) throws -> Decoder { BinaryDecoding(reader: reader) }
}

private struct UnkeyedBinaryDecoding: UnkeyedDecodingContainer, PrimitiveBinaryReader {
    let reader: ByteReader
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: ByteReader) throws {
        self.reader = reader
        count = try reader.count()
    }

    private mutating func advance() throws {
        guard !isAtEnd else { throw FactsDecodingError.invalidValue }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try advance()
        return try read(type)
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try advance()
        return try read(type)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try advance()
        return try read(type)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try advance()
        return try read(type)
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try advance()
        return try readInteger(type)
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try advance()
        return try readValue(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try advance()
        return KeyedDecodingContainer(KeyedBinaryDecoding<NestedKey>(reader: reader))
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try advance()
        return try UnkeyedBinaryDecoding(reader: reader)
    }

    mutating func superDecoder() throws -> Decoder {
        try advance()
        return BinaryDecoding(reader: reader)
    }
}

private struct SingleValueBinaryDecoding: SingleValueDecodingContainer, PrimitiveBinaryReader {
    let reader: ByteReader
    var codingPath: [CodingKey] { [] }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    func decode(_ type: String.Type) throws -> String { try read(type) }
    func decode(_ type: Double.Type) throws -> Double { try read(type) }
    func decode(_ type: Float.Type) throws -> Float { try read(type) }
    func decode(_ type: Int.Type) throws -> Int { try readInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try readInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try readInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try readInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try readInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try readInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try readInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try readInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try readInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try readInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try readValue(type) }
}
