/// A 128-bit content hash naming cache entries, plus a checksum for entry integrity.
///
/// Not cryptographic: the cache only needs distinct files to get distinct keys. It consumes
/// eight bytes per step in two independently seeded lanes, so hashing every file on a warm run
/// costs a small fraction of decoding its facts.
enum ContentHash {
    static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            first = mix(first, word)
            second = mix(second, word ^ 0x9e37_79b9_7f4a_7c15)
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = (tail << 8) | UInt64(bytes[offset])
            offset += 1
        }
        first = mix(first, tail)
        second = mix(second, tail ^ 0x9e37_79b9_7f4a_7c15)
        return hex(first) + hex(second) + hex(UInt64(bytes.count))
    }

    static func checksum(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = Checksum()
        checksum.combine(bytes, final: true)
        return checksum.value
    }

    /// The checksum of bytes that arrive in pieces, as `checksum(of:)` gives it for all of them.
    struct Checksum {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Every piece but the last must hold a whole number of eight-byte words.
        mutating func combine(_ bytes: UnsafeRawBufferPointer, final: Bool) {
            var offset = 0
            while offset + 8 <= bytes.count {
                value = ContentHash.mix(value, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            precondition(final || offset == bytes.count, "a piece before the last must be whole words")
            while offset < bytes.count {
                value = ContentHash.mix(value, UInt64(bytes[offset]))
                offset += 1
            }
        }
    }

    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (state ^ word) &* 0x0000_0100_0000_01b3
        return multiplied ^ (multiplied >> 29)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
