import Testing
import WirelintRules

/// What a `hidden_singleton` finding lists besides its position, which the rule document's
/// markers do not show.
@Suite struct HiddenSingletonFindingTests {
    @Test func otherReadsOfTheSameSingletonAreListedWithTheFinding() throws {
        let example = try #require(RuleDocumentLibrary.examples.first { $0.title == "One finding per type and singleton" })
        let findings = try example.lint()
        try #require(findings.count == 1)
        let alsoReads = findings[0].related.filter { $0.message == "BookRow also reads it here" }
        #expect(alsoReads.map(\.location.range.start.line) == [17])
        #expect(findings[0].related.contains { $0.message == "FavoritesCache.default is declared here" })
    }
}
