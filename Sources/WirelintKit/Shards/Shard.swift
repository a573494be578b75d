/// `--shard I/N`: the I-th of N shares of a project's files, counted from 1.
///
/// Every shard discovers the same files in the same order (by path), so a share is a plain
/// function of the position: every N-th file from the I-th. Interleaved rather than cut into
/// blocks, so that a folder of large generated files is spread over the shards.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's share of `files`, in their order.
    func share<Element>(of files: [Element]) -> [Element] {
        stride(from: index - 1, to: files.count, by: count).map { files[$0] }
    }
}
