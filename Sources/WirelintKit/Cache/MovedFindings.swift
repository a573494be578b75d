import Foundation
import WirelintFacts
import WirelintRules
import WirelintSuppression

/// A file whose code only moved since the last run (see `PositionMap`), with the suppression
/// comments it has now.
struct MovedFile {
    let positions: PositionMap
    let directives: [SuppressionDirective]
}

extension StoredRun {
    /// The findings of this run after the given files (by path) only moved: their places in
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
        var carried: [Finding] = []
        carried.reserveCapacity(findings.count)
        for finding in findings {
            let messages = [finding.message] + finding.related.map(\.message) + finding.path.map(\.message)
            if messages.contains(where: { Self.quotesLine(in: $0, of: moved.keys, ownFileMoved: moved[finding.location.file] != nil) }) {
                return nil
            }
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
            carried.append(Finding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: location,
                related: related, path: path,
                // Judged again below, by the moved file's comments.
                isSuppressed: moved[finding.location.file] == nil && finding.isSuppressed))
        }
        return SuppressionFilter.apply(carried, directives: moved.mapValues(\.directives)).sorted()
    }

    /// Whether a message names a line that may have moved: "at line N" in a finding whose own
    /// file moved, or "path:N" of a moved file.
    private static func quotesLine(in message: String, of paths: Dictionary<String, MovedFile>.Keys, ownFileMoved: Bool) -> Bool {
        if ownFileMoved, message.range(of: #"\bline [0-9]"#, options: .regularExpression) != nil { return true }
        return paths.contains { path in
            var rest = message[...]
            while let found = rest.range(of: path + ":") {
                if rest[found.upperBound...].first?.isNumber == true { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
    }
}
