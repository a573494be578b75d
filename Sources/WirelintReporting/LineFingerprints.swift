/// GitHub code scanning's `primaryLocationLineHash` for every line of one file.
///
/// GitHub matches an alert across commits by this value. It depends on the content of the line
/// and the text after it, not on the line number, so an alert survives code being added above it.
/// `upload-sarif` would compute it from the checkout when it is missing, but other upload paths
/// (the REST API, third-party CI) do not; producing exactly the action's value keeps alerts stable
/// whichever way the SARIF reaches GitHub.
///
/// The scheme (github/codeql-action, `fingerprints.ts`): the text is read as UTF-16 code units;
/// spaces and tabs are dropped and every line ending (CR, LF, CRLF) becomes one LF, so
/// re-indenting or converting line endings keeps the hash. A line's hash is a polynomial rolling
/// hash (base 37, wrapping at 2⁶⁴) of the 100 kept units starting at the line, where the text is
/// followed by one end-of-file marker (U+FFFF) and then zeros. Lines whose windows are equal share
/// a hash; the suffix `:n` numbers them in line order so each line's value is unique in the file.
public struct LineFingerprints: Sendable {
    /// Index `i` holds the fingerprint of line `i + 1`.
    private let fingerprints: [String]

    public init(text: String) {
        var hasher = RollingLineHasher()
        for unit in text.utf16 {
            hasher.consume(unit)
        }
        fingerprints = hasher.finish()
    }

    /// The fingerprint of a 1-based line, or `nil` for a line the text does not have.
    public subscript(line line: Int) -> String? {
        fingerprints.indices.contains(line - 1) ? fingerprints[line - 1] : nil
    }

    /// How many lines the text has in the hash's counting (a final line without a newline counts,
    /// and so does the empty line after a final newline).
    public var lineCount: Int { fingerprints.count }
}

/// The streaming state behind `LineFingerprints`: a circular window of the last 100 kept units,
/// each slot remembering whether a line started at that unit, so a line's hash is emitted
/// exactly when 100 units past its start have been mixed in.
private struct RollingLineHasher {
    private static let windowSize = 100
    private static let base: UInt64 = 37
    private static let endOfFile: UInt16 = 0xFFFF
    /// base^windowSize: the weight of the unit that leaves the window.
    private static let leavingWeight: UInt64 = (0..<windowSize).reduce(1) { power, _ in power &* base }

    private var window = [UInt16](repeating: 0, count: windowSize)
    /// The 1-based line that starts at each window slot, if any.
    private var lineStartingAt = [Int?](repeating: nil, count: windowSize)
    private var slot = 0
    private var hash: UInt64 = 0
    private var lastLine = 0
    private var atLineStart = true
    private var afterCarriageReturn = false
    private var occurrences: [UInt64: Int] = [:]
    private var fingerprints: [String] = []

    mutating func consume(_ unit: UInt16) {
        let space: UInt16 = 0x20, tab: UInt16 = 0x09, lineFeed: UInt16 = 0x0A, carriageReturn: UInt16 = 0x0D
        // The LF of a CRLF was already counted when the CR was read as a line end.
        if unit == space || unit == tab || (afterCarriageReturn && unit == lineFeed) {
            afterCarriageReturn = false
            return
        }
        afterCarriageReturn = unit == carriageReturn
        let kept = afterCarriageReturn ? lineFeed : unit

        emitLineLeavingSlot()
        if atLineStart {
            atLineStart = false
            lastLine += 1
            lineStartingAt[slot] = lastLine
        }
        if kept == lineFeed {
            atLineStart = true
        }
        mix(kept)
    }

    /// Ends the text and returns one fingerprint per line, in line order.
    mutating func finish() -> [String] {
        consume(Self.endOfFile)
        // Padding pushes the last lines' starts through the whole window so they are emitted.
        for _ in 0..<Self.windowSize {
            emitLineLeavingSlot()
            mix(0)
        }
        return fingerprints
    }

    /// The window is full relative to the line starting at the current slot: its hash is final.
    private mutating func emitLineLeavingSlot() {
        guard lineStartingAt[slot] != nil else { return }
        occurrences[hash, default: 0] += 1
        fingerprints.append("\(String(hash, radix: 16)):\(occurrences[hash]!)")
        lineStartingAt[slot] = nil
    }

    private mutating func mix(_ unit: UInt16) {
        let leaving = window[slot]
        window[slot] = unit
        hash = Self.base &* hash &+ UInt64(unit) &- Self.leavingWeight &* UInt64(leaving)
        slot = (slot + 1) % Self.windowSize
    }
}
