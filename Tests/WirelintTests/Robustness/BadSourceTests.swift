import Foundation
import Testing

/// Source files that are not what a linter hopes for: wrong encodings, binary data, nothing at
/// all, Windows line endings, half-typed code, and sheer size.
@Suite("Robustness: bad source files")
struct BadSourceTests {
    typealias F = CLIFixtures

    @Test("non-UTF-8 and binary *.swift files are skipped and named; the rest is linted")
    func encodings() throws {
        let tree = try RobustLint.project()
        let latin1 = Array("struct Caf".utf8) + [0xE9] + Array(" {}\n".utf8)
        try RobustLint.write(latin1, to: "Bad/Latin1.swift", in: tree)
        // A Mach-O header, NULs and all.
        try RobustLint.write([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0x03, 0x00], to: "Bad/Binary.swift", in: tree)
        // UTF-16 with a byte-order mark: text to an editor, NULs to a UTF-8 reader.
        try RobustLint.write([0xFF, 0xFE] + Array("struct S {}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), to: "Bad/UTF16.swift", in: tree)
        // Invalid sequences without any NUL: a lone continuation byte, an overlong encoding, a
        // UTF-16 surrogate encoded as UTF-8, a truncated sequence at the end.
        try RobustLint.write(Array("let a = \"".utf8) + [0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80] + Array("\"\n".utf8) + [0xE2, 0x82], to: "Bad/Invalid.swift", in: tree)
        try RobustLint.write(RobustLint.noise(count: 4096, seed: 42), to: "Bad/Noise.swift", in: tree)

        let names = ["Bad/Latin1.swift", "Bad/Binary.swift", "Bad/UTF16.swift", "Bad/Invalid.swift", "Bad/Noise.swift"]
        let run = try RobustLint.check(tree, named: names)
        for name in names {
            #expect(run.stderrLines.filter { $0.contains(name) }.count == 1, "named once: \(name)\n\(run)")
        }
        #expect(run.stderrLines.last == "1 error, 0 warnings in 2 files", "\(run)")
    }

    @Test("empty, blank, comment-only and BOM-only files are linted without complaint")
    func emptyFiles() throws {
        let tree = try RobustLint.project()
        try tree.file("Empty.swift", "")
        try tree.file("Blank.swift", " \n\t\n\r\n   ")
        try tree.file("Comment.swift", "// nothing here yet")
        try RobustLint.write([0xEF, 0xBB, 0xBF], to: "BOMOnly.swift", in: tree)
        let run = try RobustLint.check(tree)
        #expect(run.stderrLines == ["1 error, 0 warnings in 6 files"], "\(run)")
    }

    @Test("a byte-order mark and CR LF or CR line endings leave line and column as they were", arguments: [
        (true, "\n"), (false, "\r\n"), (true, "\r\n"), (false, "\r"),
    ])
    func lineEndings(byteOrderMark: Bool, newline: String) throws {
        let tree = try TemporaryTree()
        let bom: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        let text = F.cartBadge.text.replacingOccurrences(of: "\n", with: newline)
        try RobustLint.write(bom + Array(text.utf8), to: "CartBadge.swift", in: tree)
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.findings.map(\.location) == F.cartBadge.locations(path: "CartBadge.swift", severity: "error", rule: "environment_in_init"), "\(run)")

        // SARIF's region counts UTF-16 units from the same line starts.
        let sarif = try WirelintCLI.run(["lint", "--no-cache", "--reporter", "sarif"], in: tree.url)
        let region = try #require(Self.firstRegion(sarif), "\(sarif)")
        #expect(region.line == F.cartBadge.markers[0].line && region.column == F.cartBadge.markers[0].column, "\(sarif)")
    }

    @Test("half-typed code still yields the findings of the intact declarations")
    func syntaxErrors() throws {
        let tree = try RobustLint.project()
        // Mid-edit: an unfinished function before the view, an unbalanced call after it, and a
        // stray `}` at the end. The view in between is intact.
        let edited = """
            import SwiftUI

            func formatted(_ value: Double) -> String {
                let formatter = NumberFormatter(
                return formatter.string(from

            """ + F.cartBadge.text + """

            extension CartBadge {
                func reset() { seenCount = count(of: [1, 2 }
            }
            }

            """
        try tree.file("Editing/CartBadgeEditing.swift", edited)
        let run = try RobustLint.check(tree)
        let offset = edited.components(separatedBy: "\n").firstIndex { $0.contains("struct CartBadge") }! - 2
        let line = F.cartBadge.markers[0].line + offset
        #expect(run.findings.map(\.location).contains("Editing/CartBadgeEditing.swift:\(line):\(F.cartBadge.markers[0].column) error [environment_in_init]"), "\(run)")
    }

    @Test("a 10 MB file is linted, and so is everything else")
    func hugeFile() throws {
        let tree = try RobustLint.project()
        // Realistic views, each with its own names, and a finding every 500 views.
        var text = "import SwiftUI\n\n"
        var index = 0
        while text.utf8.count < 10_000_000 {
            text += """
                struct Row\(index): View {
                    @Environment(\\.locale) private var locale
                    let title: String
                    init(title: String) { self.title = title\(index % 500 == 0 ? " + locale.identifier" : "") }
                    var body: some View {
                        HStack { Text(title).font(.headline); Spacer(); Image(systemName: "chevron.right") }
                            .padding(.horizontal, \(index % 16))
                    }
                }


                """
            index += 1
        }
        try tree.file("Generated/Rows.swift", text)
        let started = Date()
        let run = try RobustLint.check(tree)
        #expect(run.findings.filter { $0.path == "Generated/Rows.swift" }.count == (index + 499) / 500, "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 90)
    }

    /// The first result's start line and UTF-16 column.
    private static func firstRegion(_ run: WirelintCLI.Run) -> (line: Int, column: Int)? {
        guard let log = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
              let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]],
              let location = (results.first?["locations"] as? [[String: Any]])?.first,
              let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any],
              let line = region["startLine"] as? Int, let column = region["startColumn"] as? Int
        else { return nil }
        return (line, column)
    }
}
