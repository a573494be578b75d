import Foundation
import WirelintRules

/// The `↓` markers of examples (SwiftLint's convention) and what each one expects.
///
/// A `↓` stands immediately before the first character of an expected finding. The line ends
/// with a comment saying, for each marker of the line in order, what is reported there:
///
///     let total = ↓cart.total // ↓ error `cart.total`: crashes
///     let a = ↓f(↓x) // ↓ warning `f(x)` ↓ warning hidden_singleton `x`
///
/// Each clause is `↓ SEVERITY [RULE_ID] `RANGE` [: MESSAGE FRAGMENT]`: the rule defaults to the
/// document's, `RANGE` is the exact code the finding covers (`head…tail` for a long or
/// multi-line one), and the fragment must occur in the message.
enum FindingMarkers {
    static let marker: Character = "↓"
    /// What opens the comment holding the markers' expectations.
    static let expectationsOpening = "// ↓"

    /// One marked finding, before the example's file and default rule are known.
    struct Marker: Equatable {
        /// 1-based line and UTF-8 column, in the stripped text, of the marked character.
        var line: Int
        var column: Int
        var severity: Severity
        /// nil: the document's rule.
        var ruleID: String?
        var range: String
        var messageFragment: String?
    }

    struct Stripped {
        /// The code as the linter sees it: markers and their comments removed.
        var text: String
        var markers: [Marker]
        /// Misplaced or unexplained markers, by 1-based line of the block.
        var problems: [(line: Int, message: String)]
    }

    static func strip(_ code: String) -> Stripped {
        var result = Stripped(text: "", markers: [], problems: [])
        var lines: [String] = []
        for (index, fullLine) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(fullLine)
            var clauses: [Substring] = []
            if let comment = fullLine.range(of: expectationsOpening, options: .backwards) {
                clauses = fullLine[comment.upperBound...].split(separator: marker, omittingEmptySubsequences: false)
                line = fullLine[..<comment.lowerBound]
                while line.last?.isWhitespace == true { line.removeLast() }
            }
            let (stripped, positions, misplaced) = removeMarkers(from: line)
            lines.append(stripped)
            result.problems += misplaced.map { (number, $0) }
            guard !positions.isEmpty || !clauses.isEmpty else { continue }
            guard positions.count == clauses.count else {
                result.problems.append((number, """
                    the line has \(positions.count) ↓ and \(clauses.count) expectations: end it with one \
                    `↓ SEVERITY [RULE_ID] `RANGE` [: MESSAGE FRAGMENT]` per marker, after `//`
                    """))
                continue
            }
            for (column, clause) in zip(positions, clauses) {
                switch parse(clause) {
                case .success(var marker):
                    (marker.line, marker.column) = (number, column)
                    result.markers.append(marker)
                case .failure(let problem):
                    result.problems.append((number, problem.message))
                }
            }
        }
        result.text = lines.joined(separator: "\n")
        return result
    }

    /// The line without its markers, the UTF-8 columns they mark, and misplaced ones.
    private static func removeMarkers(from line: Substring) -> (String, [Int], [String]) {
        let markerScalar = marker.unicodeScalars.first!
        var stripped = String.UnicodeScalarView()
        var columns: [Int] = []
        var problems: [String] = []
        let scalars = Array(line.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            guard scalar == markerScalar else {
                stripped.append(scalar)
                continue
            }
            let next = scalars.dropFirst(offset + 1).first
            if let next, next != markerScalar, !next.properties.isWhitespace {
                columns.append(String(stripped).utf8.count + 1)
            } else {
                problems.append("↓ must stand immediately before the code where the finding starts")
            }
        }
        return (String(stripped), columns, problems)
    }

    struct ClauseProblem: Error {
        var message: String
    }

    /// Reads ` SEVERITY [RULE_ID] `RANGE` [: FRAGMENT]`; line and column are filled in later.
    static func parse(_ clause: Substring) -> Result<Marker, ClauseProblem> {
        let pattern = /\s*(error|warning)(?:\s+([a-z_]+))?\s+`([^`]+)`\s*(?::\s*(.*?))?\s*/
        guard let match = clause.wholeMatch(of: pattern), let severity = Severity(rawValue: String(match.1)) else {
            return .failure(ClauseProblem(message: "“↓\(clause)” is not `↓ SEVERITY [RULE_ID] `RANGE` [: MESSAGE FRAGMENT]`"))
        }
        let fragment = match.4.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        return .success(Marker(
            line: 0, column: 0, severity: severity, ruleID: match.2.map(String.init), range: String(match.3),
            messageFragment: fragment))
    }

    /// Whether `text`, the code a finding covers, is what `expected` states: equal, or for
    /// `head…tail` starting with `head` and ending with `tail`.
    static func range(_ text: String, matches expected: String) -> Bool {
        guard let ellipsis = expected.range(of: "…") else { return text == expected }
        let head = expected[..<ellipsis.lowerBound]
        let tail = expected[ellipsis.upperBound...]
        return text.count >= head.count + tail.count && text.hasPrefix(head) && text.hasSuffix(tail)
    }
}
