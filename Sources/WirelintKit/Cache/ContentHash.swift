/// A 128-bit content hash (two FNV-1a lanes with different seeds) naming cache entries.
///
/// Not cryptographic: the cache only needs distinct files to get distinct keys, and this is
/// fast enough that hashing every file on a warm run costs far less than parsing one.
enum ContentHash {
    static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = second &+ (second >> 29)
        }
        return hex(first) + hex(second) + hex(UInt64(bytes.count))
    }

    static func checksum(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return value
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
