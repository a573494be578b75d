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

/// A list of name endings (`Client`, `Service`, …), grouped by their last byte: a name is
/// compared only with the endings that end as it does — and a view's name, ending in `w`, with
/// none of the service endings. The graph and the rules test every type's name this way.
package struct NameEndings: Sendable {
    private let byLastByte: [[String]]

    package init(_ endings: [String]) {
        var byLastByte = [[String]](repeating: [], count: 256)
        for ending in endings {
            if let last = ending.utf8.last { byLastByte[Int(last)].append(ending) }
        }
        self.byLastByte = byLastByte
    }

    /// Whether `name` ends with one of the endings (case-sensitive).
    package func match(_ name: String) -> Bool {
        guard let last = name.utf8.last else { return false }
        return byLastByte[Int(last)].contains { name.utf8.ends(with: $0) }
    }
}
