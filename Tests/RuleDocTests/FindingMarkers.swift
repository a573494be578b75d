/// The `↓` markers of triggering examples (SwiftLint's convention): each stands immediately
/// before the first character of an expected finding.
enum FindingMarkers {
    static let marker: Character = "↓"

    struct Stripped {
        /// The code as the linter sees it.
        var text: String
        /// 1-based line and UTF-8 column, in the stripped text, of each marked character.
        var positions: [(line: Int, column: Int)]
        /// Misplaced markers, by 1-based line of the block.
        var problems: [(line: Int, message: String)]
    }

    static func strip(_ code: String) -> Stripped {
        var result = Stripped(text: "", positions: [], problems: [])
        let markerScalar = marker.unicodeScalars.first!
        var lines: [String] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var stripped = String.UnicodeScalarView()
            let scalars = Array(line.unicodeScalars)
            for (offset, scalar) in scalars.enumerated() {
                guard scalar == markerScalar else {
                    stripped.append(scalar)
                    continue
                }
                let next = scalars.dropFirst(offset + 1).first
                if let next, next != markerScalar, !next.properties.isWhitespace {
                    result.positions.append((index + 1, String(stripped).utf8.count + 1))
                } else {
                    result.problems.append((index + 1, "↓ must stand immediately before the code where the finding starts"))
                }
            }
            lines.append(String(stripped))
        }
        result.text = lines.joined(separator: "\n")
        return result
    }
}
