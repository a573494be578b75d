/// One enclosing `#if` branch of a declaration.
///
/// Same-named declarations in different branches of the same `#if` block are different types
/// (an iOS and a macOS `SettingsView`, say) and must never be merged. `block` identifies the
/// `#if` within its file (its offset); `branch` is the clause index (`#if` = 0, then each
/// `#elseif`/`#else`); `condition` is the clause's text, for messages.
/// Read by every rule (the link, to a type's own extensions); missing_root_injection and missing_preview_injection (platforms).
public struct ConditionClause: Codable, Sendable, Hashable {
    public var block: Int
    public var branch: Int
    public var condition: String

    public init(block: Int, branch: Int, condition: String) {
        self.block = block
        self.branch = branch
        self.condition = condition
    }
}

extension Array where Element == ConditionClause {
    /// Whether two declarations of the same file can be compiled together: false when they sit
    /// in different branches of one `#if` block.
    public func isCompatible(with other: [ConditionClause]) -> Bool {
        for clause in self {
            if other.contains(where: { $0.block == clause.block && $0.branch != clause.branch }) {
                return false
            }
        }
        return true
    }
}

extension ConditionClause: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (block, branch, condition) = (try reader.readInt(), try reader.readInt(), try reader.readString())
    }

    public func write(to writer: inout FactsWriter) {
        if writer.setApart != nil {
            writer.setApart!.blocks.append(block)
        } else {
            writer.write(block)
        }
        writer.write(branch)
        writer.write(condition)
    }
}
