import Testing
import WirelintConfig

/// Every rule document follows the format of `Rules/README.md`, so `wirelint explain` and the
/// SARIF help links always show the same outline.
@Suite struct RuleDocumentFormatTests {
    @Test(arguments: RuleDocumentLibrary.documents)
    func followsTheFormat(_ document: RuleDocument) {
        for problem in document.problems {
            Issue.record("Rules/\(document.fileName): \(problem)")
        }
        #expect(document.title?.isEmpty == false, "Rules/\(document.fileName) starts with a `# Title` heading")
        #expect(
            document.declaredID == document.ruleID,
            "Rules/\(document.fileName) has the line **Identifier:** `\(document.ruleID)`")
        #expect(
            document.sections == RuleDocument.requiredSections,
            "Rules/\(document.fileName) has exactly the sections \(RuleDocument.requiredSections), in order")
    }

    @Test(arguments: RuleDocumentLibrary.documents)
    func configurationSamplesAreValid(_ document: RuleDocument) {
        for sample in document.configurationSamples {
            #expect(throws: Never.self, "Rules/\(document.fileName):\(sample.line): the sample configuration is rejected") {
                _ = try ConfigurationLoader.parse(yaml: sample.text, file: ".wirelint.yml")
            }
        }
    }
}
