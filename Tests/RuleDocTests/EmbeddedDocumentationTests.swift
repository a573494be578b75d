import Testing
import WirelintRuleDocs

/// The binary's copy of the documents (what `wirelint explain` prints) is the repository's.
/// `EmbeddedRuleDocuments.swift` is generated and committed; these fail until it is regenerated.
@Suite struct EmbeddedDocumentationTests {
    @Test func embedsEveryDocumentAndNothingElse() {
        #expect(
            RuleDocumentation.documentedRuleIDs == RuleDocumentLibrary.documents.map(\.ruleID).sorted(),
            "a rule document was added or removed: run scripts/embed-rule-docs.sh")
        #expect(RuleDocumentation.markdown(forRule: "README") == nil)
    }

    @Test(arguments: RuleDocumentLibrary.fileNames)
    func embedsTheExactText(_ fileName: String) throws {
        let text = try #require(RuleDocumentLibrary.text(of: fileName))
        #expect(
            RuleDocumentation.markdown(forRule: String(fileName.dropLast(".md".count))) == text,
            "Rules/\(fileName) changed: run scripts/embed-rule-docs.sh")
    }
}
