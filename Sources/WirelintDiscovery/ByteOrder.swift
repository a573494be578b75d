#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension String {
    /// Byte-wise order of the UTF-8 encodings: the same on every platform and locale, unlike
    /// `<` (Unicode canonical order). `memcmp` on the contiguous bytes, because paths are sorted
    /// by the tens of thousands and element-wise comparison was a visible share of discovery.
    public func precedesByBytes(_ other: String) -> Bool {
        let ordered = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        // Bridged strings without contiguous UTF-8 take the element-wise way.
        return (ordered ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
