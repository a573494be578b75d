import WirelintConcurrency

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
    /// Index `i` holds line `i + 1`'s hash and how many lines up to it have that hash: kept as
    /// numbers and spelled out only for the lines a report asks about, a few in a file of
    /// hundreds.
    private let lines: [(hash: UInt64, occurrence: Int)]

    public init(text: String) {
        var hasher = RollingLineHasher()
        // The UTF-16 code units, made from the UTF-8 bytes in place: a string's `utf16` view
        // transcodes through an iterator that cost more than the hashing. The bytes of a
        // `String` are valid UTF-8, so each lead byte says how many follow.
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    hasher.consume(UInt16(lead))
                    index += 1
                    continue
                }
                let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var scalar = UInt32(lead) & (0x7F >> count)
                for offset in 1..<count { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if scalar >= 0x10000 {
                    hasher.consume(UInt16(0xD800 + (scalar - 0x10000) >> 10))
                    hasher.consume(UInt16(0xDC00 + (scalar - 0x10000) & 0x3FF))
                } else {
                    hasher.consume(UInt16(scalar))
                }
                index += count
            }
        }
        lines = hasher.finish()
    }

    /// The fingerprint of a 1-based line, or `nil` for a line the text does not have.
    public subscript(line line: Int) -> String? {
        guard lines.indices.contains(line - 1) else { return nil }
        let (hash, occurrence) = lines[line - 1]
        return "\(String(hash, radix: 16)):\(occurrence)"
    }

    /// How many lines the text has in the hash's counting (a final line without a newline counts,
    /// and so does the empty line after a final newline).
    public var lineCount: Int { lines.count }
}

extension Report {
    /// The line fingerprints of each file with a finding, whose text is available, read and
    /// hashed on `jobs` threads: a project with findings in thousands of files spent most of
    /// its SARIF report here.
    func lineFingerprintsByFile() -> [String: LineFingerprints] {
        let files = Array(Set(findings.map(\.location.file)))
        let fingerprints = files.parallelMap(jobs: jobs) { [sourceText] file in sourceText(file).map(LineFingerprints.init) }
        return Dictionary(uniqueKeysWithValues: zip(files, fingerprints).compactMap { file, lines in lines.map { (file, $0) } })
    }
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
    /// Whether a line starts at each window slot (lines start in order, so which one is known).
    private var lineStartsAt = [Bool](repeating: false, count: windowSize)
    private var slot = 0
    private var hash: UInt64 = 0
    private var atLineStart = true
    private var afterCarriageReturn = false
    private var occurrences: [UInt64: Int] = [:]
    private var lines: [(hash: UInt64, occurrence: Int)] = []

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
            lineStartsAt[slot] = true
        }
        if kept == lineFeed {
            atLineStart = true
        }
        mix(kept)
    }

    /// Ends the text and returns each line's hash and occurrence, in line order.
    mutating func finish() -> [(hash: UInt64, occurrence: Int)] {
        consume(Self.endOfFile)
        // Padding pushes the last lines' starts through the whole window so they are emitted.
        for _ in 0..<Self.windowSize {
            emitLineLeavingSlot()
            mix(0)
        }
        return lines
    }

    /// The window is full relative to the line starting at the current slot: its hash is final.
    @inline(__always) private mutating func emitLineLeavingSlot() {
        guard lineStartsAt[slot] else { return }
        occurrences[hash, default: 0] += 1
        lines.append((hash, occurrences[hash]!))
        lineStartsAt[slot] = false
    }

    @inline(__always) private mutating func mix(_ unit: UInt16) {
        let leaving = window[slot]
        window[slot] = unit
        hash = Self.base &* hash &+ UInt64(unit) &- Self.leavingWeight &* UInt64(leaving)
        slot = slot == Self.windowSize - 1 ? 0 : slot + 1
    }
}
