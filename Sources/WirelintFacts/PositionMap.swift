/// Where each position of a file's facts went, for an edit that only moved code.
///
/// Lines inserted or removed, re-indentation, a comment or a string literal edited: such an edit
/// leaves a file's facts as they were except for where things are. The project graph built from
/// them is then the same but for positions, and so are the findings: the last run's hold, at
/// the new positions, without linking and linting the project again.
///
/// That holds because rules treat positions as places: they compare them for equality and
/// order them within a file, and both survive a map that is one-to-one and increasing, which
/// `init` checks.
public struct PositionMap: Sendable {
    private let moved: [SourcePosition: SourcePosition]

    /// The map from `before`'s positions to `after`'s, or nil unless `after` is `before` moved:
    /// equal in every value but positions (and the offsets naming `#if` blocks), with each
    /// position going to a single new one, in the same order.
    public init?(from before: FileFacts, to after: FileFacts) {
        let (oldRest, old) = before.encodedSettingPositionsApart()
        let (newRest, new) = after.encodedSettingPositionsApart()
        guard oldRest == newRest, old.positions.count == new.positions.count, old.blocks.count == new.blocks.count,
              Self.isOneToOne(zip(old.blocks, new.blocks))
        else { return nil }
        var moved: [SourcePosition: SourcePosition] = [:]
        moved.reserveCapacity(old.positions.count)
        for (from, to) in zip(old.positions, new.positions) {
            if let known = moved.updateValue(to, forKey: from), known != to { return nil }
        }
        let ordered = moved.sorted { $0.key < $1.key }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where !(earlier.value < later.value) {
            return nil
        }
        self.moved = moved
    }

    /// Where a position of the old facts is now; nil for one the facts do not hold.
    public subscript(position: SourcePosition) -> SourcePosition? {
        moved[position]
    }

    private static func isOneToOne(_ pairs: Zip2Sequence<[Int], [Int]>) -> Bool {
        var forward: [Int: Int] = [:]
        var backward: [Int: Int] = [:]
        for (from, to) in pairs {
            if let known = forward.updateValue(to, forKey: from), known != to { return false }
            if let known = backward.updateValue(from, forKey: to), known != from { return false }
        }
        return true
    }
}

/// Positional values collected apart from the rest of an encoding, in the order written.
@usableFromInline struct MovableValues {
    var positions: [SourcePosition] = []
    /// `ConditionClause.block`: byte offsets that only tell `#if` blocks apart.
    var blocks: [Int] = []
}

extension FileFacts {
    /// The binary form without positions, and the positions.
    fileprivate func encodedSettingPositionsApart() -> (rest: [UInt8], movable: MovableValues) {
        var writer = FactsWriter(capacity: 4096, referencingRepeatedStrings: true)
        writer.setApart = MovableValues()
        write(to: &writer)
        return (writer.bytes, writer.setApart!)
    }
}
