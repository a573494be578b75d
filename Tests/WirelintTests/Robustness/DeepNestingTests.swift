import Foundation
import Testing
@testable import WirelintExtraction

/// Pathological nesting must neither overflow a stack nor run for hours.
///
/// SwiftParser and the syntax visitors recurse per level of nesting, and extraction runs on
/// worker threads when `--jobs` allows it (Dispatch's threads have far smaller stacks than the
/// main thread on macOS), so the project of deep files is linted with `--jobs 1` and
/// `--jobs 2`.
@Suite("Robustness: deep nesting")
struct DeepNestingTests {
    /// One file per shape of recursion. Shapes that make SwiftParser's lookahead quadratic
    /// (`#if`, generic arguments, comparisons) nest a hundred or a few hundred levels: a debug
    /// build needs seconds for those, thousands would take minutes (see `timeLimit` below).
    static let shapes: [String: String] = [
        "Parentheses": "let x = " + repeated("(", 5000) + "1" + repeated(")", 5000),
        "Closures": "let x = " + repeated("{ ", 3000) + "1" + repeated(" }", 3000),
        "ViewBuilders": "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n" + repeated("VStack {\n", 1000)
            + "Text(\"leaf\")\n" + repeated("}\n", 1000) + "    }\n}",
        "IfBlocks": repeated("#if DEBUG\n", 100) + "struct S {}\n" + repeated("#endif\n", 100),
        "IfAttributes": "struct S {\n" + repeated("#if DEBUG\n@MainActor\n", 40) + "func f() {}\n" + repeated("#endif\n", 40) + "}",
        "Generics": "let x: " + repeated("Array<", 300) + "Int" + repeated(">", 300),
        "UnclosedGenerics": "let x: " + repeated("A<", 500),
        "Comparisons": "let x = " + repeated("a < ", 100) + "b",
        "FunctionTypes": "let x: " + repeated("() -> ", 2000) + "Int",
        "ElseIf": "func f() {\n    if a {}" + repeated(" else if a {}", 3000) + "\n}",
        "TryAwait": "func f() async throws {\n    " + repeated("try await ", 3000) + "g()\n}",
        "MemberChain": "let x = a" + repeated(".padding()", 5000),
        "NestedTypes": repeated("struct S {\n", 1000) + repeated("}\n", 1000),
        "Interpolations": "let x = " + repeated("\"\\(", 1000) + "1" + repeated(")\"", 1000),
        "Unclosed": "let x = " + repeated("({<", 5000),
    ]

    private static func repeated(_ text: String, _ count: Int) -> String {
        String(repeating: text, count: count)
    }

    /// Extraction's peak memory, from `--timings`, stays far from what the parser would take.
    private static func expectLittleMemory(_ run: WirelintCLI.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        let peak = run.stderrLines.compactMap { $0.firstMatch(of: /timing: read\+extract .*, peak (\d+) MB/).flatMap { Int($0.1) } }.first
        #expect((peak ?? .max) < 300, "extraction's peak memory: \(peak.map { "\($0) MB" } ?? "not printed")\n\(run)", sourceLocation: sourceLocation)
    }

    @Test("deep nesting of every kind is analysed without overflowing a stack", arguments: [1, 2])
    func deep(jobs: Int) throws {
        let tree = try RobustLint.project()
        for (name, source) in Self.shapes { try tree.file("Deep/\(name).swift", source + "\n") }
        // SARIF once, with two jobs: the output format does not depend on the nesting.
        let run = try RobustLint.check(tree, ["--jobs", String(jobs)], sarif: jobs == 2)
        // Past the parser's nesting limit the rest of a file is not analysed: said, with the line.
        let limited = ["Closures": 1, "Interpolations": 1, "NestedTypes": 258, "Parentheses": 1, "Unclosed": 1, "ViewBuilders": 259]
        let warnings = limited.sorted { $0.key < $1.key }.map {
            "warning: Deep/\($0.key).swift: analysed only up to line \($0.value): the code there nests too deep for the parser"
        }
        #expect(run.stderrLines == warnings + ["1 error, 0 warnings in \(Self.shapes.count + 2) files"], "nothing skipped:\n\(run)")
    }

    /// What comes before the code that nests too deep is analysed as usual.
    @Test("declarations before code nested past the parser's limit keep their findings")
    func findingsBeforeTheLimit() throws {
        let tree = try RobustLint.project()
        let badge = CLIFixtures.cartBadge
        // The badge's finding, then a line that nests past the limit.
        try tree.file("Deep.swift", badge.text + "\nlet deep = \(Self.repeated("(", 400))1\(Self.repeated(")", 400))\n")
        let deepLine = badge.text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let run = try WirelintCLI.run(["lint", "--no-cache", "Deep.swift"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("Deep.swift:\(badge.markers[0].line):\(badge.markers[0].column):"), "\(run)")
        #expect(run.stderr.contains("warning: Deep.swift: analysed only up to line \(deepLine): the code there nests too deep for the parser"), "\(run)")
    }

    /// SwiftParser's memory grows with the square of how deep string literals nest in
    /// interpolations: a few dozen KB of `"\(` would take gigabytes. Parsing stops before them.
    @Test("string literals nested deep in interpolations are cut off, in little memory", arguments: ["\"\\(", "#\"\\#(", "\"\"\"\n\\("])
    func nestedLiterals(opening: String) throws {
        let tree = try RobustLint.project()
        let badge = CLIFixtures.cartBadge
        try tree.file("Deep.swift", badge.text + "\nlet deep = \(Self.repeated(opening, 20_000))1\n")
        // The 9th literal is where parsing stops.
        let deepLine = badge.text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            + 8 * opening.filter { $0 == "\n" }.count
        let run = try WirelintCLI.run(["lint", "--no-cache", "--timings", "Deep.swift"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("Deep.swift:\(badge.markers[0].line):\(badge.markers[0].column):"), "\(run)")
        #expect(run.stderr.contains("warning: Deep.swift: analysed only up to line \(deepLine): the code there nests too deep for the parser"), "\(run)")
        Self.expectLittleMemory(run)
    }

    /// Found by fuzzing: 3 KB that took 4 GB to parse, an `if` expression as an argument,
    /// then generic `<` and raw-string interpolations nested a few hundred deep.
    @Test("generic nesting before nested string literals does not take gigabytes")
    func genericsBeforeNestedLiterals() throws {
        let tree = try RobustLint.project()
        try tree.file("App.swift", #"""
            import SwiftUI

            @main
            struct CoffeeShopApp: App {
                @StateObject private var cart = Cart()

                var body: some Scene {
                    WindowGroup {
                        MenuView()
                            .environment(\.pricing, Pricing(taxRate:if x {} else if x {} else if x {} else  0.19))
                    }
                }
            }

            """# + Self.repeated("A<", 165) + Self.repeated(##"#"\#("##, 64) + "\n")
        let run = try WirelintCLI.run(["lint", "--no-cache", "--timings", "App.swift"], in: tree.url)
        Self.expectLittleMemory(run)
    }

    /// Brackets nested in types make the parser's lookahead double its work per level: such a
    /// file is refused, and named, instead of hanging the run.
    @Test("square brackets nested too deep for the parser are refused, not parsed", arguments: [
        "let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40),
        "let x: " + String(repeating: "[", count: 3000) + "Int" + String(repeating: "]", count: 3000),
        "func f(a: " + String(repeating: "[(a: ", count: 30) + "Int" + String(repeating: ")]", count: 30) + ") {}",
        "let x = " + String(repeating: "([{<", count: 5000),
        // Many moderately deep nests: each one is fine, together they are hours.
        String(repeating: "let x: " + String(repeating: "[", count: 14) + "Int" + String(repeating: "]", count: 14) + "\n", count: 2000),
    ])
    func deepBrackets(source: String) throws {
        let tree = try RobustLint.project()
        try tree.file("Brackets.swift", source)
        let run = try RobustLint.check(tree, ["--jobs", "2"], named: ["Brackets.swift"], sarif: false)
        #expect(run.stderrLines.contains { $0.contains("Brackets.swift") && $0.contains("square brackets nested") }, "\(run)")
        #expect(run.stderrLines.last == "1 error, 0 warnings in 2 files", "\(run)")
    }

    /// Brackets in comments and string literals are not nesting, and real data is not deep.
    @Test("brackets in strings and comments, and realistic nested literals, are not refused")
    func shallowBrackets() throws {
        let tree = try RobustLint.project()
        let brackets = String(repeating: "[", count: 200)
        try tree.file("Strings.swift", """
            // \(brackets)
            /* \(brackets) /* nested */ \(brackets) */
            let a = "\(brackets)"
            let b = #"\(brackets)\\"#
            let c = \"\"\"
                \(brackets) "quoted" \\(a.count) \(brackets)
                \"\"\"
            let d = "\\("[" + "\(brackets)")"
            let matrix: [[[Double]]] = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
            let table: [String: [String: [Int]]] = ["a": ["b": [1, 2, 3]]]

            """)
        let run = try RobustLint.check(tree, sarif: false)
        #expect(run.stderrLines == ["1 error, 0 warnings in 3 files"], "\(run)")
    }

    /// Thousands of `a < b < …` make the parser's generic-argument lookahead quadratic: minutes
    /// in a debug build, still seconds per megabyte in a release build. The extraction gives up
    /// after its time limit; the command line names the file as skipped (the same path as the
    /// refused brackets above). Here the job is one that runs until the test lets it end, so
    /// the outcome does not depend on how fast the machine parses.
    @Test("a job that outlasts its time limit is given up, not waited for")
    func timeLimit() {
        let release = DispatchSemaphore(value: 0)
        let outcome = DeepStack.run(timeLimit: 0.2) { () -> Int in
            while release.wait(timeout: .now()) == .timedOut {}
            return 1
        }
        release.signal()
        #expect(outcome == nil)
        // The extraction threads are free again: an ordinary file right after is analysed.
        #expect(FactExtractor.extract(CLIFixtures.clean, timeLimit: 10).map(\.types.count) == .success(1))
    }

    /// A chain of 500 `a <`, as long as the bracket budget lets through (longer ones are refused
    /// before parsing, see `BoundedWorkTests`): seconds of parsing in a debug build, far more
    /// than a millisecond on any machine.
    static let slowChain = "let x = " + String(repeating: "a < ", count: 500) + "b\n"

    /// Files are parsed in batches: the file being parsed when the batch's limit runs out fails
    /// alone, and the files after it are still analysed, each with its own limit. The batch
    /// gets a millisecond, a single small file ten seconds, so the outcome does not depend on
    /// how fast the machine parses.
    @Test("in a batch, the file the parser cannot finish fails alone")
    func timeLimitInBatch() {
        let batchBytes = Self.slowChain.utf8.count
        let outcomes = FactExtractor.extract(batch: [Self.slowChain, CLIFixtures.clean, CLIFixtures.clean, CLIFixtures.clean]) { bytes in
            bytes >= batchBytes ? 0.001 : 10
        }
        #expect(outcomes.map { (try? $0.get())?.types.count } == [nil, 1, 1, 1])
        #expect(outcomes[0] == .failure(.timedOut(seconds: 0.001)))
    }
}
