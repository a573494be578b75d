import WirelintFacts
import WirelintRules
import WirelintSuppression

/// A file whose code only moved since the last run (see `PositionMap`), with the suppression
/// comments it has now.
struct MovedFile {
    let positions: PositionMap
    let directives: [SuppressionDirective]
}

extension StoredRun.Report {
    /// The findings of this report after the given files (by path) only moved: their places in
    /// those files mapped to where they are now, and those files' suppression comments applied
    /// again, since a finding may have moved away from a `disable:next` above it. Nil when a
    /// finding cannot be carried over: it is somewhere the facts hold no position, or a message
    /// quotes a line of a moved file (a near-miss hint), which only analysing again rewrites.
    func findings(afterMoving moved: [String: MovedFile]) -> [Finding]? {
        guard !moved.isEmpty else { return findings }
        func place(_ location: SourceLocation) -> SourceLocation? {
            guard let file = moved[location.file] else { return location }
            guard let start = file.positions[location.range.start], let end = file.positions[location.range.end] else { return nil }
            return SourceLocation(file: location.file, range: SourceRange(start: start, end: end))
        }
        func place(_ annotated: AnnotatedLocation) -> AnnotatedLocation? {
            place(annotated.location).map { AnnotatedLocation(location: $0, message: annotated.message) }
        }
        let movedPaths = moved.keys.map { Array($0.utf8) }
        var carried = findings
        for (index, finding) in findings.enumerated() {
            let ownFileMoved = moved[finding.location.file] != nil
            func quotesLine(_ message: String) -> Bool {
                Self.quotesLine(in: message, ofMoved: movedPaths, ownFileMoved: ownFileMoved)
            }
            if quotesLine(finding.message) || finding.related.contains(where: { quotesLine($0.message) })
                || finding.path.contains(where: { quotesLine($0.message) }) {
                return nil
            }
            func isMoved(_ annotated: AnnotatedLocation) -> Bool { moved[annotated.location.file] != nil }
            guard ownFileMoved || finding.related.contains(where: isMoved) || finding.path.contains(where: isMoved) else { continue }
            guard let location = place(finding.location) else { return nil }
            var related: [AnnotatedLocation] = []
            for annotated in finding.related {
                guard let placed = place(annotated) else { return nil }
                related.append(placed)
            }
            var path: [AnnotatedLocation] = []
            for annotated in finding.path {
                guard let placed = place(annotated) else { return nil }
                path.append(placed)
            }
            carried[index] = Finding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: location,
                related: related, path: path,
                // Judged again below, by the moved file's comments.
                isSuppressed: !ownFileMoved && finding.isSuppressed)
        }
        // Still in report order: the map keeps the order of places within a file.
        return SuppressionFilter.apply(carried, directives: moved.mapValues(\.directives))
    }

    /// Whether a message names a line that may have moved: "line N" in a finding whose own file
    /// moved, or "path:N" of a moved file. One pass over the bytes, looking behind each digit.
    private static func quotesLine(in message: String, ofMoved paths: [[UInt8]], ownFileMoved: Bool) -> Bool {
        var message = message
        return message.withUTF8 { bytes in
            for index in bytes.indices.dropFirst() where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let before = bytes[..<index]
                if ownFileMoved, before.ends(with: "line ".utf8) { return true }
                if bytes[index - 1] == UInt8(ascii: ":"), paths.contains(where: { bytes[..<(index - 1)].ends(with: $0) }) {
                    return true
                }
            }
            return false
        }
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    fileprivate func ends(with suffix: some Collection<UInt8>) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
