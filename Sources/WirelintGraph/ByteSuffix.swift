#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether names and paths end with a given ending, compared as UTF-8 bytes: what `hasSuffix`
/// answers for identifiers, without its character-by-character Unicode comparison. The graph
/// and the rules test names against lists of endings in loops over every type.
extension Collection where Element == UInt8 {
    func ends(with suffix: String) -> Bool {
        let fast = withContiguousStorageIfAvailable { bytes in
            suffix.utf8.withContiguousStorageIfAvailable { ending in
                ending.count <= bytes.count
                    && (ending.isEmpty || memcmp(bytes.baseAddress! + (bytes.count - ending.count), ending.baseAddress!, ending.count) == 0)
            }
        }
        if let fast = fast ?? nil { return fast }
        // Bridged strings without contiguous UTF-8 take the element-wise way.
        return Array(self).reversed().starts(with: suffix.utf8.reversed())
    }
}

extension String {
    /// Whether the name ends with one of `suffixes` (case-sensitive).
    func endsWith(anyOf suffixes: [String]) -> Bool {
        suffixes.contains { utf8.ends(with: $0) }
    }
}
