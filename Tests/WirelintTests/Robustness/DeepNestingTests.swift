import Foundation
import Testing

/// Pathological nesting must neither overflow a stack nor run for hours.
///
/// SwiftParser and the syntax visitors recurse per level of nesting, and extraction runs on
/// worker threads when `--jobs` allows it (Dispatch's threads have far smaller stacks than the
/// main thread on macOS), so every shape runs with `--jobs 1` and `--jobs 2`. Each project has
/// two more files than the deep one, so that with two jobs the deep file really is extracted
/// beside others.
@Suite("Robustness: deep nesting")
struct DeepNestingTests {
    /// A shape: the file's text for a nesting depth.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var depth: Int
        var source: @Sendable (Int) -> String

        var testDescription: String { "\(name) ×\(depth)" }
    }

    static let shapes: [Shape] = [
        Shape(name: "parentheses", depth: 5000) { "let x = " + String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) + "\n" },
        Shape(name: "closures", depth: 3000) { "let x = " + String(repeating: "{ ", count: $0) + "1" + String(repeating: " }", count: $0) + "\n" },
        Shape(name: "view builders", depth: 2000) {
            "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: $0)
                + "Text(\"leaf\")\n" + String(repeating: "}\n", count: $0) + "    }\n}\n"
        },
        Shape(name: "#if blocks", depth: 3000) { String(repeating: "#if DEBUG\n", count: $0) + "struct S {}\n" + String(repeating: "#endif\n", count: $0) },
        Shape(name: "#if in attributes", depth: 3000) { "struct S {\n" + String(repeating: "#if DEBUG\n@MainActor\n", count: $0) + "func f() {}\n" + String(repeating: "#endif\n", count: $0) + "}\n" },
        Shape(name: "generic arguments", depth: 3000) { "let x: " + String(repeating: "Array<", count: $0) + "Int" + String(repeating: ">", count: $0) + "\n" },
        Shape(name: "unclosed generic arguments", depth: 20000) { "let x: " + String(repeating: "A<", count: $0) + "\n" },
        Shape(name: "comparisons", depth: 20000) { "let x = " + String(repeating: "a < ", count: $0) + "b\n" },
        Shape(name: "function types", depth: 3000) { "let x: " + String(repeating: "() -> ", count: $0) + "Int\n" },
        Shape(name: "else if chains", depth: 5000) { "func f() {\n    if a {}" + String(repeating: " else if a {}", count: $0) + "\n}\n" },
        Shape(name: "try and await", depth: 5000) { "func f() async throws {\n    " + String(repeating: "try await ", count: $0) + "g()\n}\n" },
        Shape(name: "member chains", depth: 20000) { "let x = a" + String(repeating: ".padding()", count: $0) + "\n" },
        Shape(name: "nested types", depth: 2000) { String(repeating: "struct S {\n", count: $0) + String(repeating: "}\n", count: $0) },
        Shape(name: "string interpolations", depth: 300) { "let x = " + String(repeating: "\"\\(", count: $0) + "1" + String(repeating: ")\"", count: $0) + "\n" },
        Shape(name: "unclosed everything", depth: 5000) { "let x = " + String(repeating: "([{<", count: $0) + "\n" },
    ]

    @Test("deep nesting is analysed without overflowing a stack", arguments: shapes, [1, 2])
    func deep(shape: Shape, jobs: Int) throws {
        let tree = try RobustLint.project()
        try tree.file("Deep.swift", shape.source(shape.depth))
        let run = try RobustLint.check(tree, ["--jobs", String(jobs)])
        #expect(run.stderrLines.last == "1 error, 0 warnings in 3 files", "\(run)")
    }

    /// Brackets nested in types make the parser's lookahead double its work per level: such a
    /// file is refused — named, and quickly — instead of hanging the run.
    @Test("square brackets nested too deep for the parser are refused, quickly", arguments: [
        "let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40),
        "let x: " + String(repeating: "[", count: 3000) + "Int" + String(repeating: "]", count: 3000),
        "func f(a: " + String(repeating: "[(a: ", count: 30) + "Int" + String(repeating: ")]", count: 30) + ") {}",
        "let x = " + String(repeating: "[", count: 30),
        // Many moderately deep nests: each one is fine, together they are hours.
        String(repeating: "let x: " + String(repeating: "[", count: 14) + "Int" + String(repeating: "]", count: 14) + "\n", count: 2000),
    ])
    func deepBrackets(source: String) throws {
        let tree = try RobustLint.project()
        try tree.file("Brackets.swift", source)
        let started = Date()
        let run = try RobustLint.check(tree, ["--jobs", "2"], named: ["Brackets.swift"])
        #expect(Date().timeIntervalSince(started) < 20, "\(run)")
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
        let run = try RobustLint.check(tree)
        #expect(run.stderrLines == ["1 error, 0 warnings in 3 files"], "\(run)")
    }
}
