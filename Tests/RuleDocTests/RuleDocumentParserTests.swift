import Testing

/// The harness itself: a document error must surface as a failure, never as a silently
/// skipped or vacuous example.
@Suite struct RuleDocumentParserTests {
    private func parse(_ markdown: String) -> RuleDocument {
        RuleDocumentParser.parse(fileName: "sample_rule.md", text: markdown)
    }

    @Test func readsOutlineAndExamples() throws {
        let document = parse("""
            # Sample rule

            **Identifier:** `sample_rule` · **Default severity:** warning

            ## How to fix
            ```swift Sources/Fixed.swift
            let fixed = 1
            ```
            ## Triggering examples
            ### Two files and a configuration
            ```yaml .wirelint.yml
            sample_rule:
              severity: error
            ```
            ```swift
            let a = ↓b
            ```
            ```swift Sources/Other.swift
            // ## not a heading inside a fence
            ```
            ## Non-triggering examples
            ### Nothing to see
            ~~~swift
            let a = 1
            ~~~
            """)
        #expect(document.problems.isEmpty)
        #expect(document.title == "Sample rule")
        #expect(document.declaredID == "sample_rule")
        #expect(document.sections == ["How to fix", "Triggering examples", "Non-triggering examples"])
        let triggering = try #require(document.examples(.triggering).first)
        #expect(triggering.problems.isEmpty)
        #expect(triggering.files.map(\.path) == ["Example.swift", "Sources/Other.swift"])
        #expect(triggering.files.first?.text == "let a = b")
        #expect(triggering.configuration?.text == "sample_rule:\n  severity: error")
        #expect(triggering.expected == [ReportedPosition(file: "Example.swift", line: 1, column: 9)])
        #expect(document.examples(.nonTriggering).map(\.title) == ["Nothing to see"])
        #expect(document.examples.last?.isFix == true)
        #expect(document.examples.last?.files.map(\.path) == ["Sources/Fixed.swift"])
    }

    @Test func countsColumnsInUTF8AfterRemovingEarlierMarkers() {
        let stripped = FindingMarkers.strip("let s = \"é\"; ↓f(↓x)\n↓y")
        #expect(stripped.text == "let s = \"é\"; f(x)\ny")
        #expect(stripped.positions.map { [$0.line, $0.column] } == [[1, 15], [1, 17], [2, 1]])
        #expect(stripped.problems.isEmpty)
    }

    @Test func rejectsMarkersThatPointAtNothing() {
        let stripped = FindingMarkers.strip("let a = ↓ b ↓")
        #expect(stripped.positions.isEmpty)
        #expect(stripped.problems.map(\.line) == [1, 1])
    }

    @Test func reportsExamplesThatCannotBeChecked() {
        let document = parse("""
            ## Triggering examples
            ```swift
            let orphan = 1
            ```
            ### No marker
            ```swift
            let a = 1
            ```
            ### Output is not part of a project
            ```swift
            let a = ↓b
            ```
            ```text
            Example.swift:1:9: warning: …
            ```
            ## Non-triggering examples
            ### Marker where none belongs
            ```swift
            let a = ↓b
            ```
            ### Prose only
            """)
        #expect(document.problems.count == 1)
        #expect(document.examples.map(\.problems.count) == [1, 1, 1, 1])
    }

    @Test func findsTheFirstSyntaxError() {
        #expect(SyntaxCheck.firstError(in: "struct A: View {\n    var body: some View { Text(\"a\") }\n}") == nil)
        let error = SyntaxCheck.firstError(in: "struct A {\n    init() {\n        let = 1\n    }\n}")
        #expect(error?.line == 3)
    }

    @Test func rejectsMarkersInTheFix() {
        let document = parse("""
            ## How to fix
            ```swift
            let a = ↓b
            ```
            """)
        #expect(document.examples.first?.problems.count == 1)
    }
}
