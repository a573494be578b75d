extension BidirectionalCollection where Element == UInt8 {
    /// Whether the bytes end with `suffix`'s UTF-8: what `hasSuffix` answers for identifiers
    /// and paths, without its character-by-character Unicode comparison. The graph and the
    /// rules test names against lists of endings in loops over every type.
    func ends(with suffix: String) -> Bool {
        let ending = suffix.utf8
        return count >= ending.count && self.suffix(ending.count).elementsEqual(ending)
    }
}

extension String {
    /// Whether the name ends with one of `suffixes`, compared byte by byte (case-sensitive).
    func endsWith(anyOf suffixes: [String]) -> Bool {
        suffixes.contains { utf8.ends(with: $0) }
    }
}
