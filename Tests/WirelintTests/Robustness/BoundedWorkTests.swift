import Foundation
import Testing

/// What one file can cost is bounded: its size (`max_file_size`, 8 MB unless configured), for
/// files and for a buffer on standard input, and the parser's work, for shapes that would make
/// it run for minutes.
@Suite("Robustness: bounded work per file")
struct BoundedWorkTests {
    typealias F = CLIFixtures

    /// Comment lines up to `count` bytes: cheap to parse, so only the size matters.
    private static func padding(_ count: Int) -> String {
        let line = "// generated padding, nothing to see here\n"
        return String(repeating: line, count: count / line.utf8.count + 1)
    }

    @Test("a file over the default 8 MB is skipped and named; the rest is linted")
    func defaultLimit() throws {
        let tree = try RobustLint.project()
        try tree.file("Generated/Huge.swift", F.cartBadge.text + Self.padding(9_000_000))
        let run = try RobustLint.check(tree, named: ["Generated/Huge.swift"], sarif: false)
        #expect(run.stderrLines.contains("warning: Generated/Huge.swift: skipped: larger than max_file_size (8MB)"), "\(run)")
        #expect(run.findings.count == 1, "only the sentinel's finding:\n\(run)")
    }

    @Test("max_file_size in .wirelint.yml sets the limit")
    func configuredLimit() throws {
        let tree = try RobustLint.project()
        try tree.file(".wirelint.yml", "max_file_size: 4KB\n")
        try tree.file("Big.swift", F.cartBadge.text + Self.padding(5000))
        let run = try RobustLint.check(tree, named: ["Big.swift"])
        #expect(run.stderrLines.contains("warning: Big.swift: skipped: larger than max_file_size (4KB)"), "\(run)")
    }

    /// A file the last run analysed is known by its stamp and not read again: a lower limit
    /// must still skip it rather than reuse its facts.
    @Test("a limit lowered after a cached run skips the file that is now too large")
    func loweredLimitWithCache() throws {
        let tree = try RobustLint.project()
        let cache = try TemporaryTree()
        try tree.file("Big.swift", F.dateHeader.text + Self.padding(5000))
        let before = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        #expect(before.findings.contains { $0.path == "Big.swift" }, "\(before)")
        try tree.file(".wirelint.yml", "max_file_size: 4KB\n")
        let after = try WirelintCLI.run(["lint", "--cache-path", cache.path], in: tree.url)
        #expect(!after.findings.contains { $0.path == "Big.swift" }, "\(after)")
        #expect(after.stderrLines.contains("warning: Big.swift: skipped: larger than max_file_size (4KB)"), "\(after)")
    }

    @Test("--stdin-path: a buffer over the limit is an input error, read no further than the limit")
    func stdinOverLimit() throws {
        let tree = try RobustLint.project()
        try tree.file(".wirelint.yml", "max_file_size: 4KB\n")
        let run = try IntegrationFixtures.run(["lint", "--stdin-path", "Buffer.swift"], in: tree.url, input: Self.padding(5000))
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["error: --stdin-path: standard input is larger than max_file_size (4KB)"], "\(run)")
    }

    /// An endless stream stops at the default limit instead of filling memory.
    @Test("--stdin-path: an endless standard input stops the run", .timeLimit(.minutes(2)))
    func endlessStdin() throws {
        let tree = try RobustLint.project()
        let run = try WirelintCLI.runProgram(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" lint --stdin-path Buffer.swift < /dev/zero", try WirelintCLI.executable().path],
            in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["error: --stdin-path: standard input is larger than max_file_size (8MB)"], "\(run)")
    }

    /// 80 KB of each: every `<` makes the parser look ahead to the end of the chain or nest, so
    /// parsing took minutes per file and went on after its time limit. Refused before parsing.
    static let angleShapes: [String: String] = [
        "Chain": "let x = " + String(repeating: "a < ", count: 20_000) + "b\n",
        "NestedTypes": "let x: " + String(repeating: "A<", count: 27_000) + "Int" + String(repeating: ">", count: 27_000) + "\n",
        "NestedCall": "let x = " + String(repeating: "A<", count: 27_000) + "Int" + String(repeating: ">", count: 27_000) + "()\n",
        "Unclosed": "let x = " + String(repeating: "A<", count: 40_000) + "\n",
    ]

    @Test("80 KB of '<' chained or nested is refused and named, and the rest is linted", arguments: angleShapes.keys.sorted())
    func pathologicalAngles(shape: String) throws {
        let tree = try RobustLint.project()
        try tree.file("Angles.swift", Self.angleShapes[shape]!)
        let run = try RobustLint.check(tree, ["--jobs", "2"], named: ["Angles.swift"], sarif: false)
        #expect(run.stderrLines.contains { $0.hasPrefix("warning: Angles.swift: skipped: ") && $0.contains("'<' chained or nested") }, "\(run)")
    }

    /// What real code writes with `<`: generic types and calls, comparisons, ranges, shifts,
    /// many of them in one long literal.
    @Test("ordinary uses of '<', many in one file, are analysed")
    func ordinaryAngles() throws {
        let tree = try RobustLint.project()
        let entries = (0..<2000).map { "    Set<String>([\"\($0)\"])," }.joined(separator: "\n")
        try tree.file("Angles.swift", """
            let table: [Set<String>] = [
            \(entries)
            ]
            let ranges = (0..<10).filter { $0 < 5 && $0 <= 3 || $0 << 1 < 4 }
            func pick<T: Comparable>(_ a: T, _ b: T) -> Dictionary<String, Array<T>> { a < b ? [:] : [:] }
            let nested: Array<Dictionary<String, Array<Set<Int>>>> = []

            """)
        let run = try RobustLint.check(tree, sarif: false)
        #expect(run.stderrLines == ["1 error, 0 warnings in 3 files"], "\(run)")
    }
}
