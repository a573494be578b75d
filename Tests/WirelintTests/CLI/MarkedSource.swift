/// Swift source with `↓` placed immediately before each character where a finding is expected,
/// the convention of `Rules/*.md`.
struct MarkedSource {
    static let marker: Character = "↓"

    /// The source with the markers removed.
    let text: String
    /// 1-based line and UTF-8 column of each marker, as the text reporter prints them.
    let markers: [(line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == Self.marker {
                markers.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }

    /// The expected `TextFinding.location` of every marker.
    func locations(path: String, severity: String, rule: String) -> [String] {
        markers.map { "\(path):\($0.line):\($0.column) \(severity) [\(rule)]" }
    }
}
