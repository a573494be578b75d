import Testing
import WirelintRules

/// A regression-case file holds only examples of one rule, in a manual's two example sections:
/// every example the harness can read runs, and none can hide behind a misspelt section or
/// title.
@Suite struct RegressionCaseFormatTests {
    private static let exampleSections = RuleDocument.requiredSections.filter {
        $0 == RuleExample.Kind.triggering.sectionTitle || $0 == RuleExample.Kind.nonTriggering.sectionTitle
    }

    @Test(arguments: RuleDocumentLibrary.regressionCases)
    func holdsOnlyExamplesOfADocumentedRule(_ cases: RuleDocument) {
        let path = "\(RuleDocumentLibrary.regressionFolderPath)/\(cases.fileName)"
        for problem in cases.problems {
            Issue.record("\(path): \(problem)")
        }
        #expect(
            RuleDocumentLibrary.documents.contains { $0.ruleID == cases.ruleID },
            "\(path) holds cases of \(cases.ruleID), which has no manual Rules/\(cases.fileName)")
        #expect(
            !cases.sections.isEmpty && cases.sections.allSatisfy(Self.exampleSections.contains)
                && cases.sections == Self.exampleSections.filter(cases.sections.contains),
            "\(path) has only the sections \(Self.exampleSections), in this order")
        #expect(!cases.examples.isEmpty, "\(path) has no example")
    }

    /// A title names one example of a rule, whether the manual or the regression cases hold it,
    /// so that an example moves between the two without a clash.
    @Test(arguments: RuleDocumentLibrary.regressionCases)
    func titlesDifferFromTheManuals(_ cases: RuleDocument) {
        guard let manual = RuleDocumentLibrary.documents.first(where: { $0.ruleID == cases.ruleID }) else { return }
        let manualTitles = Set(manual.examples.filter { !$0.isFix }.map { "\($0.kind.rawValue) “\($0.title)”" })
        for example in cases.examples where manualTitles.contains("\(example.kind.rawValue) “\(example.title)”") {
            Issue.record("\(example.testDescription): Rules/\(manual.fileName) has an example of the same title")
        }
    }
}
