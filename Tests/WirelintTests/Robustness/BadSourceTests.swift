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

    /// Mid-edit states before and after an intact view. A missing `}` makes the parser read the
    /// rest of the file as the unfinished body's local declarations; extraction takes them back.
    static let edits: [(before: String, after: String)] = [
        ("func formatted(_ value: Double) -> String {\n    let formatter = NumberFormatter(\n    return formatter.string(from\n", ""),
        ("struct Half: View {\n    var body: some View {\n        Button(\"Save\") {\n", ""),
        ("struct Half: View {\n    var body: some View {\n        Text(\"a\"\n    }\n}\n", "\nextension CartBadge {\n    func reset() { seenCount = count(of: [1, 2 }\n}\n}\n"),
        ("let totals = [1, 2,\n", "\n#Preview {\n    CartBadge(\n"),
        ("import SwiftUI\n@\n", "\nstruct Trailing: View {\n    var body: some View { Text(\"\\(\") }\n"),
    ]

    @Test("half-typed code still yields the findings of the intact declarations", arguments: edits)
    func syntaxErrors(before: String, after: String) throws {
        let tree = try RobustLint.project()
        try tree.file("Editing/CartBadge.swift", before + F.cartBadge.text + "\n" + after)
        let offset = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let marker = F.cartBadge.markers[0]
        let run = try RobustLint.check(tree)
        #expect(run.findings.map(\.location).contains("Editing/CartBadge.swift:\(marker.line + offset):\(marker.column) error [environment_in_init]"), "\(run)")
    }

    /// Views with findings at both ends of 10 MB, to show nothing in between was cut off. The
    /// bulk is documentation comments: the tests run a debug build, whose parser takes minutes
    /// for 10 MB of declarations but seconds to lex comments; sizes, offsets and the line table
    /// are the same either way. The size limit is raised above the default 8 MB to let it in.
    @Test("a 10 MB file is linted to its last line, and so is everything else")
    func hugeFile() throws {
        let tree = try RobustLint.project()
        try tree.file(".wirelint.yml", "max_file_size: 16MB\n")
        let cache = try TemporaryTree()
        var text = F.dateHeader.text + "\n"
        let comment = "/// Rows are generated from the catalogue; each one shows a title, a price and a badge.\n"
        text += String(repeating: comment, count: 10_000_000 / comment.utf8.count)
        let lastViewLine = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        text += F.dateHeader.text.replacingOccurrences(of: "DateHeader", with: "DateFooter")
        #expect(text.utf8.count > 10_000_000)
        try tree.file("Generated/Catalogue.swift", text)

        // Text cold, then SARIF from the cache: the file is parsed once.
        let run = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        let expected = F.dateHeader.locations(path: "Generated/Catalogue.swift", severity: "warning", rule: "environment_in_init")
            + F.dateHeader.markers.map { "Generated/Catalogue.swift:\($0.line + lastViewLine):\($0.column) warning [environment_in_init]" }
            + [RobustLint.sentinelLocation]
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.location) == expected, "\(run)")
        let sarif = try WirelintCLI.run(["lint", "--cache-path", cache.path, "--reporter", "sarif"], in: tree.url)
        #expect(RobustLint.sarifResults(sarif).count == expected.count, "\(sarif)")
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
