/// The short strings (1 to 15 UTF-8 bytes, which a `String` holds inline) already decoded on
/// one thread, by their bytes, for decoding many files' facts in a row.
///
/// Facts name the same members, labels and views over and over (`api`, `title`, `Text`,
/// `VStack`), in every file. Making a `String` from bytes validates them as UTF-8 and builds the
/// value byte by byte, several times the cost of finding the same bytes here: of the 1.4 million
/// short strings an edit of a million-line project decodes, nine in ten are found.
///
/// A direct-mapped table: each slot keeps the last string whose bytes hash to it, and its bytes
/// are compared in full before it is used, so a collision costs a miss and nothing else. Not
/// thread-safe: one cache per thread of decoding.
public final class ShortStringCache {
    @usableFromInline struct Entry {
        /// The bytes, first byte lowest, and (in `high`'s top byte) their count: a slot never
        /// filled has count 0, which no lookup has.
        @usableFromInline var low: UInt64
        @usableFromInline var high: UInt64
        @usableFromInline var string: String

        @usableFromInline init(low: UInt64, high: UInt64, string: String) {
            (self.low, self.high, self.string) = (low, high, string)
        }
    }

    @usableFromInline static let slotBits = 10
    /// Read through by `FactsReader` while the cache is alive (`FileFacts(decoding:shortStrings:)`
    /// keeps it so): holding the cache itself, the reader retained and released it per string.
    @usableFromInline let slots: UnsafeMutablePointer<Entry>

    public init() {
        slots = .allocate(capacity: 1 << Self.slotBits)
        slots.initialize(repeating: Entry(low: 0, high: 0, string: ""), count: 1 << Self.slotBits)
    }

    deinit {
        slots.deinitialize(count: 1 << Self.slotBits)
        slots.deallocate()
    }

    /// The string of the `count` bytes (1...15) at `offset` in `bytes`, as
    /// `String(decoding:as: UTF8.self)` makes it, from `slots` when one holds it.
    @inlinable @inline(__always) static func string(
        in bytes: UnsafeRawBufferPointer, at offset: Int, count: Int, slots: UnsafeMutablePointer<Entry>
    ) -> String {
        var low: UInt64 = 0
        var high: UInt64 = 0
        if offset + 16 <= bytes.count {
            // Two loads, with the bytes past the string masked off.
            let first = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let second = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            let bits = UInt64(truncatingIfNeeded: count) &* 8
            low = bits >= 64 ? first : first & ((1 &<< bits) &- 1)
            high = bits > 64 ? second & ((1 &<< (bits &- 64)) &- 1) : 0
        } else {
            for index in 0..<count {
                let byte = UInt64(bytes[offset + index])
                if index < 8 { low |= byte << (8 * UInt64(index)) } else { high |= byte << (8 * UInt64(index - 8)) }
            }
        }
        high |= UInt64(truncatingIfNeeded: count) &<< 56
        let slot = Int(truncatingIfNeeded: ((low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) &>> UInt64(64 - slotBits))
        if slots[slot].low == low, slots[slot].high == high { return slots[slot].string }
        let string = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
        slots[slot] = Entry(low: low, high: high, string: string)
        return string
    }
}
