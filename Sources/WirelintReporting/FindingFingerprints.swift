import WirelintRules

/// A stable identifier for each finding of a report, for formats whose consumers track issues
/// across runs (GitLab Code Quality's `fingerprint`, the JSON report's `fingerprint`).
///
/// Built from what identifies a finding to a person — the rule, the file, the content of the
/// flagged line (its `LineFingerprints` hash, so edits elsewhere that move the line keep the
/// value) and the message — never from the line number alone. When the file's text is not
/// available the line number stands in for the content. Findings that agree on all of that are
/// numbered in report order, so every value in one report is distinct: GitLab merges findings
/// that share a fingerprint.
public enum FindingFingerprints {
    /// One fingerprint per finding of `report.findings`, in the same order.
    public static func fingerprints(for report: Report) -> [String] {
        let lineHashes = report.lineFingerprintsByFile()
        var occurrences: [String: Int] = [:]
        return report.findings.map { finding in
            let file = finding.location.file
            let line = finding.location.range.start.line
            let lineKey = lineHashes[file]?[line: line].map { "hash:\($0)" } ?? "line:\(line)"
            let identity = [finding.ruleID, file, lineKey, finding.message].joined(separator: "\u{0}")
            occurrences[identity, default: 0] += 1
            return StableHash.hex128(identity + "\u{0}\(occurrences[identity]!)")
        }
    }
}

/// FNV-1a over UTF-8, twice with different offset bases for 128 bits.
///
/// Not cryptographic — nothing here needs that — but fixed forever: a fingerprint that changed
/// between wirelint versions would make every tracked finding look fixed and new again.
/// (Swift's `Hasher` is seeded per process, so it cannot serve.)
enum StableHash {
    static func hex128(_ text: String) -> String {
        hex(fnv1a(text, offsetBasis: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(text, offsetBasis: 0x6c62_272e_07bb_0142))
    }

    private static func fnv1a(_ text: String, offsetBasis: UInt64) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
