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
            let a = ↓b // ↓ warning `b`: reads b
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
        #expect(triggering.expected == [ExpectedFinding(
            position: ReportedPosition(file: "Example.swift", line: 1, column: 9), ruleID: "sample_rule", severity: .warning,
            range: "b", messageFragment: "reads b")])
        #expect(document.examples(.nonTriggering).map(\.title) == ["Nothing to see"])
        #expect(document.examples.last?.isFix == true)
        #expect(document.examples.last?.files.map(\.path) == ["Sources/Fixed.swift"])
    }

    @Test func regressionCaseNamesItsFileAndTitle() throws {
        let cases = RuleDocumentParser.parse(fileName: "sample_rule.md", text: """
            # Sample rule: regression cases
            ## Triggering examples
            ### A case a real app showed
            ```swift
            let a = ↓b // ↓ warning `b`
            ```
            """, folder: "Tests/RegressionCases")
        #expect(cases.problems.isEmpty)
        #expect(cases.sections == ["Triggering examples"])
        let example = try #require(cases.examples.first)
        #expect(example.testDescription == "Tests/RegressionCases/sample_rule.md:3 triggering “A case a real app showed”")
    }

    @Test func countsColumnsInUTF8AfterRemovingEarlierMarkersAndTheirComment() {
        let stripped = FindingMarkers.strip("let s = \"é\"; ↓f(↓x)  // ↓ error `f(x)` ↓ warning other_rule `x`: x is\n↓y // ↓ error `y…y`")
        #expect(stripped.text == "let s = \"é\"; f(x)\ny")
        #expect(stripped.markers.map { [$0.line, $0.column] } == [[1, 15], [1, 17], [2, 1]])
        #expect(stripped.markers.map(\.severity) == [.error, .warning, .error])
        #expect(stripped.markers.map(\.ruleID) == [nil, "other_rule", nil])
        #expect(stripped.markers.map(\.range) == ["f(x)", "x", "y…y"])
        #expect(stripped.markers.map(\.messageFragment) == [nil, "x is", nil])
        #expect(stripped.problems.isEmpty)
    }

    @Test func rejectsMarkersThatPointAtNothingOrStateNothing() {
        let stripped = FindingMarkers.strip("let a = ↓ b ↓\nlet c = ↓d\nlet e = ↓f // ↓ fatal `f`\nlet g = ↓h // ↓ error `h` ↓ error `i`")
        #expect(stripped.markers.isEmpty)
        #expect(stripped.problems.map(\.line) == [1, 1, 2, 3, 4])
    }

    @Test func rangesMatchExactlyOrByHeadAndTail() {
        #expect(FindingMarkers.range("cart", matches: "cart"))
        #expect(!FindingMarkers.range("cart.items", matches: "cart"))
        #expect(FindingMarkers.range("#Preview {\n    Text()\n}", matches: "#Preview {…}"))
        #expect(!FindingMarkers.range("#Preview {\n    Text()", matches: "#Preview {…}"))
        #expect(!FindingMarkers.range("ab", matches: "ab…b"))
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
            let a = ↓b // ↓ warning `b`
            ```
            ```text
            Example.swift:1:9: warning: …
            ```
            ## Non-triggering examples
            ### Marker where none belongs
            ```swift
            let a = ↓b // ↓ warning `b`
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
            let a = ↓b // ↓ warning other_rule `b`
            ```
            """)
        #expect(document.examples.first?.problems.count == 1)
    }
}
