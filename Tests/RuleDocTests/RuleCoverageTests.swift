import Testing
import WirelintRules

/// Rules and documents correspond one to one: a rule without examples is untested, a document
/// without a rule tests nothing.
@Suite struct RuleCoverageTests {
    @Test func everyRegisteredRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            guard let document = RuleDocumentLibrary.documents.first(where: { $0.ruleID == id }) else {
                Issue.record("rule \(id) has no document Rules/\(id).md")
                continue
            }
            #expect(!document.examples(.triggering).isEmpty, "Rules/\(id).md has no triggering example")
            #expect(!document.examples(.nonTriggering).isEmpty, "Rules/\(id).md has no non-triggering example")
        }
    }

    @Test(arguments: RuleDocumentLibrary.documents)
    func documentNamesARegisteredRule(_ document: RuleDocument) {
        #expect(
            RuleRegistry.rule(withID: document.ruleID) != nil,
            "Rules/\(document.fileName) documents \(document.ruleID), which is not in RuleRegistry.all")
    }
}
