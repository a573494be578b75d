#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finding one byte (a `.` between name components) in a name's UTF-8 storage. The
/// collection's own `lastIndex(of:)` and `contains(_:)` step index by index through
/// `String.UTF8View`, several times slower than a scan of the bytes; the graph splits and tests
/// names this way for every construction and type it links.
extension StringProtocol {
    /// The position of the last `byte`, or nil.
    func lastIndex(ofByte byte: UInt8) -> Index? {
        func lastOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var offset = bytes.count - 1
            while offset >= 0, bytes[offset] != byte { offset -= 1 }
            return offset >= 0 ? offset : nil
        }
        // Bridged strings without contiguous UTF-8 are copied first.
        let offset = utf8.withContiguousStorageIfAvailable(lastOffset) ?? Array(utf8).withUnsafeBufferPointer(lastOffset)
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// Whether the name contains `byte`.
    package func contains(byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(byte), bytes.count) != nil } ?? false
        }
        return found ?? utf8.contains(byte)
    }
}
