import Testing
import WirelintRuleDocs

/// The binary's copy of the documents (what `wirelint explain` prints) is the repository's.
@Suite struct EmbeddedDocumentationTests {
    @Test func embedsEveryDocumentAndNothingElse() {
        #expect(RuleDocumentation.documentedRuleIDs == RuleDocumentLibrary.documents.map(\.ruleID).sorted())
        #expect(RuleDocumentation.markdown(forRule: "README") == nil)
    }

    @Test(arguments: RuleDocumentLibrary.fileNames)
    func embedsTheExactText(_ fileName: String) throws {
        let text = try #require(RuleDocumentLibrary.text(of: fileName))
        #expect(RuleDocumentation.markdown(forRule: String(fileName.dropLast(".md".count))) == text)
    }

    @Test func explainsEnvironmentInInit() throws {
        let text = try #require(RuleDocumentLibrary.text(of: "environment_in_init.md"))
        #expect(RuleDocumentation.markdown(forRule: "environment_in_init") == text)
    }
}
