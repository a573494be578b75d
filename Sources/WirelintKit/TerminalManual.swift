/// Lays a rule manual's Markdown out for a terminal, as `wirelint explain` prints it.
///
/// Prose, headings, list items and quotes are wrapped to the width (a list item's continuation lines hang
/// under its text); code blocks are kept exactly as written, indented, because a re-wrapped
/// example would no longer be Swift; a table is aligned in columns when it fits and otherwise
/// printed row by row as `header: value` lines, which stay readable at any width.
public struct TerminalManual {
    /// Columns available; words longer than this stay whole on a line of their own.
    public var width: Int

    public init(width: Int) {
        self.width = max(20, width)
    }

    public func render(_ markdown: String) -> String {
        var output: [String] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.first {
            let trimmed = line.trimmingLeadingSpaces
            if trimmed.hasPrefix("```") {
                output += codeBlock(&lines)
            } else if trimmed.hasPrefix("|") {
                output += table(&lines)
            } else if trimmed.isEmpty {
                lines.removeFirst()
                if output.last?.isEmpty == false { output.append("") }
            } else if trimmed.hasPrefix("#") {
                lines.removeFirst()
                let marks = trimmed.prefix { $0 == "#" }
                let words = trimmed.dropFirst(marks.count).split(separator: " ").map(String.init)
                output += wrap(words, firstPrefix: marks + " ", nextPrefix: String(repeating: " ", count: marks.count + 1))
            } else {
                output += textBlock(&lines)
            }
        }
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n")
    }

    // MARK: - Blocks

    /// A fenced block, fences dropped, every line indented by four spaces and otherwise untouched.
    private func codeBlock(_ lines: inout ArraySlice<String>) -> [String] {
        lines.removeFirst()
        var block: [String] = []
        while let line = lines.popFirst() {
            if line.trimmingLeadingSpaces.hasPrefix("```") { break }
            block.append(line.isEmpty ? "" : "    " + line)
        }
        return block
    }

    /// A paragraph, a list item or a quote: the lines up to the next blank line or block start,
    /// joined and wrapped. A list item ends where the next item starts.
    private func textBlock(_ lines: inout ArraySlice<String>) -> [String] {
        let first = lines.removeFirst()
        let (prefix, hanging, firstText) = Self.lead(of: first)
        var words = firstText.split(separator: " ").map(String.init)
        while let next = lines.first {
            let trimmed = next.trimmingLeadingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("```") || trimmed.hasPrefix("|") || trimmed.hasPrefix("#") { break }
            if Self.listMarker(of: trimmed) != nil, next.count - trimmed.count <= first.count - first.trimmingLeadingSpaces.count { break }
            lines.removeFirst()
            let text = prefix.hasPrefix(">") && trimmed.hasPrefix(">") ? String(trimmed.dropFirst()) : trimmed
            words += text.split(separator: " ").map(String.init)
        }
        return wrap(words, firstPrefix: prefix, nextPrefix: hanging)
    }

    /// A Markdown table: aligned when every row fits, else one `header: value` group per row.
    private func table(_ lines: inout ArraySlice<String>) -> [String] {
        var rows: [[String]] = []
        while let line = lines.first, line.trimmingLeadingSpaces.hasPrefix("|") {
            lines.removeFirst()
            let cells = Self.cells(of: line)
            if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } }) { continue }
            rows.append(cells)
        }
        guard let header = rows.first else { return [] }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        if widths.reduce(0, +) + 2 * (columns - 1) <= width {
            return rows.map { row in
                row.enumerated().map { column, cell in
                    column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
                }.joined(separator: "  ").trimmingTrailingSpaces
            }
        }
        var output: [String] = []
        for row in rows.dropFirst() {
            for (column, cell) in row.enumerated() {
                let name = header.indices.contains(column) ? header[column] : ""
                let words = ("\(name):" + " " + cell).split(separator: " ").map(String.init)
                output += wrap(words, firstPrefix: column == 0 ? "- " : "  ", nextPrefix: "    ")
            }
        }
        return output
    }

    // MARK: - Pieces

    /// Words filled into lines of at most `width` columns.
    private func wrap(_ words: [String], firstPrefix: String, nextPrefix: String) -> [String] {
        var lines: [String] = []
        var current = firstPrefix
        var currentHasWord = false
        for word in words {
            if currentHasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = nextPrefix
                currentHasWord = false
            }
            current += (currentHasWord ? " " : "") + word
            currentHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// What a text line starts with: its marker as printed, the indentation of its continuation
    /// lines, and the text after the marker.
    private static func lead(of line: String) -> (prefix: String, hanging: String, text: String) {
        let trimmed = line.trimmingLeadingSpaces
        let indent = String(repeating: " ", count: line.count - trimmed.count)
        if trimmed.hasPrefix(">") {
            return ("> ", "> ", String(trimmed.dropFirst()))
        }
        if let marker = listMarker(of: trimmed) {
            return (indent + marker, indent + String(repeating: " ", count: marker.count), String(trimmed.dropFirst(marker.count)))
        }
        return ("", "", trimmed)
    }

    /// `- `, `* ` or `12. ` at the start of a trimmed line.
    private static func listMarker(of trimmed: String) -> String? {
        if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") { return String(trimmed.prefix(2)) }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") { return digits + ". " }
        return nil
    }

    /// The cells of a table row; `|` inside backticks or escaped as `\|` belongs to the cell.
    private static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var previous: Character = " "
        for character in line.trimmingLeadingSpaces.dropFirst() {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode, previous != "\\" {
                cells.append(cell.trimmingLeadingSpaces.trimmingTrailingSpaces)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        let last = cell.trimmingLeadingSpaces.trimmingTrailingSpaces
        if !last.isEmpty { cells.append(last) }
        return cells
    }
}

private extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
