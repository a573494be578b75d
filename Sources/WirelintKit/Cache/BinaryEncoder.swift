import WirelintFacts

/// A compact positional binary encoding of `Codable` values, for the cache's stored run
/// (`StoredRun`). File facts, far larger and far more numerous, have their own hand-written
/// coding (`FactsCodable`), which is several times faster than these generic containers.
///
/// The format favours decoding speed over self-description: keyed containers store values in
/// declaration order without their keys, optionals get a presence byte, integers are zig-zag
/// varints, arrays a count. The one place a key is written is a nested keyed container, which
/// is how Swift encodes an enum case with associated values; the decoder reads it back when
/// `allKeys` is asked for. Keyed containers whose keys are data (dictionaries) are not
/// supported — stored runs use arrays.
struct BinaryEncoder {
    func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let buffer = ByteBuffer()
        try value.encode(to: BinaryEncoding(buffer: buffer))
        return buffer.writer.bytes
    }
}

/// The one `FactsWriter` of an encoding, shared by reference among its containers (values,
/// which would otherwise each write into a copy): the primitives are those of the facts format.
final class ByteBuffer {
    /// Unchecked: each buffer belongs to one encoding on one thread, and the run-time
    /// exclusivity check on every appended byte was a large share of encoding time.
    @exclusivity(unchecked) var writer: FactsWriter

    init(capacity: Int = 4096) {
        writer = FactsWriter(capacity: capacity)
    }
}

private struct BinaryEncoding: Encoder {
    let buffer: ByteBuffer
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedBinaryEncoding<Key>(buffer: buffer))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedBinaryEncoding(buffer: buffer)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleValueBinaryEncoding(buffer: buffer)
    }
}

/// The primitive writes shared by the three container kinds.
private protocol PrimitiveBinaryWriter {
    var buffer: ByteBuffer { get }
}

extension PrimitiveBinaryWriter {
    func write(_ value: Bool) { buffer.writer.write(value) }
    func write(_ value: String) { buffer.writer.write(value) }
    func write(_ value: Double) { buffer.writer.writeVarint(value.bitPattern) }
    func write(_ value: Float) { buffer.writer.writeVarint(UInt64(value.bitPattern)) }
    func writeInteger<T: BinaryInteger>(_ value: T) { buffer.writer.write(Int(value)) }
    func writeValue<T: Encodable>(_ value: T) throws { try value.encode(to: BinaryEncoding(buffer: buffer)) }
}

private struct KeyedBinaryEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol, PrimitiveBinaryWriter {
    let buffer: ByteBuffer
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { buffer.writer.write(false) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { writeInteger(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { writeInteger(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writeValue(value) }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value) { write($0) } }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value) { write($0) } }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value) { write($0) } }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value) { write($0) } }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value) { writeInteger($0) } }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value) { try writeValue($0) } }

    private func present<T>(_ value: T?, _ body: (T) throws -> Void) throws {
        guard let value else {
            buffer.writer.write(false)
            return
        }
        buffer.writer.write(true)
        try body(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        // An enum case: its name tells the decoder which case follows.
        buffer.writer.write(key.stringValue)
        return KeyedEncodingContainer(KeyedBinaryEncoding<NestedKey>(buffer: buffer))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        UnkeyedBinaryEncoding(buffer: buffer)
    }

    mutating func superEncoder() -> Encoder { BinaryEncoding(buffer: buffer) }
    mutating func superEncoder(forKey key: Key) -> Encoder { BinaryEncoding(buffer: buffer) }
}

/// Elements follow a count that is patched in place as elements are added (the count is not
/// known when the container is created).
private struct UnkeyedBinaryEncoding: UnkeyedEncodingContainer, PrimitiveBinaryWriter {
    let buffer: ByteBuffer
    private let countOffset: Int
    private(set) var count = 0
    var codingPath: [CodingKey] { [] }

    init(buffer: ByteBuffer) {
        self.buffer = buffer
        countOffset = buffer.writer.bytes.count
        buffer.writer.bytes.append(contentsOf: [0, 0, 0, 0])
    }

    private mutating func added() {
        count += 1
        let offset = countOffset
        let value = UInt32(count).littleEndian
        buffer.writer.bytes.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: offset, as: UInt32.self) }
    }

    mutating func encodeNil() throws { buffer.writer.write(false); added() }
    mutating func encode(_ value: Bool) throws { write(value); added() }
    mutating func encode(_ value: String) throws { write(value); added() }
    mutating func encode(_ value: Double) throws { write(value); added() }
    mutating func encode(_ value: Float) throws { write(value); added() }
    mutating func encode(_ value: Int) throws { writeInteger(value); added() }
    mutating func encode(_ value: Int8) throws { writeInteger(value); added() }
    mutating func encode(_ value: Int16) throws { writeInteger(value); added() }
    mutating func encode(_ value: Int32) throws { writeInteger(value); added() }
    mutating func encode(_ value: Int64) throws { writeInteger(value); added() }
    mutating func encode(_ value: UInt) throws { writeInteger(value); added() }
    mutating func encode(_ value: UInt8) throws { writeInteger(value); added() }
    mutating func encode(_ value: UInt16) throws { writeInteger(value); added() }
    mutating func encode(_ value: UInt32) throws { writeInteger(value); added() }
    mutating func encode(_ value: UInt64) throws { writeInteger(value); added() }
    mutating func encode<T: Encodable>(_ value: T) throws { try writeValue(value); added() }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        added()
        return KeyedEncodingContainer(KeyedBinaryEncoding<NestedKey>(buffer: buffer))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        added()
        return UnkeyedBinaryEncoding(buffer: buffer)
    }

    mutating func superEncoder() -> Encoder {
        added()
        return BinaryEncoding(buffer: buffer)
    }
}

private struct SingleValueBinaryEncoding: SingleValueEncodingContainer, PrimitiveBinaryWriter {
    let buffer: ByteBuffer
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { buffer.writer.write(false) }
    mutating func encode(_ value: Bool) throws { write(value) }
    mutating func encode(_ value: String) throws { write(value) }
    mutating func encode(_ value: Double) throws { write(value) }
    mutating func encode(_ value: Float) throws { write(value) }
    mutating func encode(_ value: Int) throws { writeInteger(value) }
    mutating func encode(_ value: Int8) throws { writeInteger(value) }
    mutating func encode(_ value: Int16) throws { writeInteger(value) }
    mutating func encode(_ value: Int32) throws { writeInteger(value) }
    mutating func encode(_ value: Int64) throws { writeInteger(value) }
    mutating func encode(_ value: UInt) throws { writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { writeInteger(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writeValue(value) }
}
