/// A compact positional binary encoding for the facts cache.
///
/// Facts are decoded on every warm run, so the format favours decoding speed over
/// self-description: keyed containers store values in declaration order without their keys,
/// optionals get a presence byte, integers are zig-zag varints, arrays a count. The one place
/// a key is written is a nested keyed container, which is how Swift encodes an enum case with
/// associated values; the decoder reads it back when `allKeys` is asked for. Keyed containers
/// whose keys are data (dictionaries) are not supported — facts use arrays.
struct BinaryEncoder {
    func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let buffer = ByteBuffer()
        try value.encode(to: BinaryEncoding(buffer: buffer))
        // An exact-size copy: tens of thousands of encodings are held at once for the pack,
        // and the working buffer's spare capacity would double their footprint.
        return buffer.bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
                _ = target.initialize(fromContentsOf: source)
                count = source.count
            }
        }
    }
}

final class ByteBuffer {
    /// Unchecked: each buffer belongs to one encoding on one thread, and the run-time
    /// exclusivity check on every appended byte was a large share of encoding time.
    @exclusivity(unchecked) var bytes: [UInt8] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func writeInt(_ value: Int64) {
        writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
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
    func write(_ value: Bool) { buffer.bytes.append(value ? 1 : 0) }
    func write(_ value: String) { buffer.writeString(value) }
    func write(_ value: Double) { buffer.writeVarint(value.bitPattern) }
    func write(_ value: Float) { buffer.writeVarint(UInt64(value.bitPattern)) }
    func writeInteger<T: BinaryInteger>(_ value: T) { buffer.writeInt(Int64(value)) }
    func writeValue<T: Encodable>(_ value: T) throws { try value.encode(to: BinaryEncoding(buffer: buffer)) }
}

private struct KeyedBinaryEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol, PrimitiveBinaryWriter {
    let buffer: ByteBuffer
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { buffer.bytes.append(0) }
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
            buffer.bytes.append(0)
            return
        }
        buffer.bytes.append(1)
        try body(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        // An enum case: its name tells the decoder which case follows.
        buffer.writeString(key.stringValue)
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
        countOffset = buffer.bytes.count
        buffer.bytes.append(contentsOf: [0, 0, 0, 0])
    }

    private mutating func added() {
        count += 1
        let offset = countOffset
        let value = UInt32(count).littleEndian
        buffer.bytes.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: offset, as: UInt32.self) }
    }

    mutating func encodeNil() throws { buffer.bytes.append(0); added() }
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

    mutating func encodeNil() throws { buffer.bytes.append(0) }
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
