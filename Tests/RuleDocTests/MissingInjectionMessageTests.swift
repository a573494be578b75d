import Testing
import WirelintRules

/// The missing-injection messages say when the crash comes: the rule documents' examples only
/// mark where findings are, so what their messages tell the user is checked here.
@Suite struct MissingInjectionMessageTests {
    private func message(ofExampleTitled title: String) throws -> String {
        let example = try #require(RuleDocumentLibrary.examples.first { $0.title == title })
        let findings = try example.lint()
        try #require(findings.count == 1)
        return findings[0].message
    }

    @Test func missBehindASheetIsSaidToComeOncePresented() throws {
        let message = try message(ofExampleTitled: "Miss behind a sheet")
        #expect(message.contains("(CartScreen → (presented) CheckoutSheet → @EnvironmentObject payments)"))
        #expect(message.contains("once the presented view appears"))
    }

    @Test func sameNamedViewOfAnotherTargetIsNotOnThePath() throws {
        let message = try message(ofExampleTitled: "A watch app's own `ContentView`")
        #expect(message.contains("(ContentView → (presented) EventDetail → @EnvironmentObject store)"))
        #expect(message.contains("once the presented view appears"))
    }

    @Test func previewMissingTheProjectsPreviewEnvironmentIsShownHowOthersGetIt() throws {
        let message = try message(ofExampleTitled: "A preview without the project's preview environment")
        #expect(message.contains("other previews provide it with .previewEnvironment(…) (Sources/Library/LibraryView.swift:11)"))
    }

    @Test func libraryModifierOnThePathIsNamedWithTheOptionThatAcceptsIt() throws {
        let message = try message(ofExampleTitled: "A library modifier between the scene and the view")
        #expect(message.contains(".healthKit(…) is not in the linted code; if it injects this, list healthKit in missing_root_injection.injecting_modifiers"))
    }

    @Test func missInAnArmTheUserPicksIsSaidToComeOnceThePropertyChanges() throws {
        let message = try message(ofExampleTitled: "Miss in the `switch` arm the user picks")
        #expect(message.contains("(CommandEditor → (once kind changes) ScriptForm → @EnvironmentObject runner)"))
        #expect(message.contains("once the user acts"))
    }

    @Test func missOnlyAnActionReadsIsSaidToComeOnceTheUserActs() throws {
        let message = try message(ofExampleTitled: "Miss that only an action reads")
        #expect(message.contains("(LibraryScreen → (in an action) @EnvironmentObject sharing)"))
        #expect(message.contains("once the user acts"))
        #expect(!message.contains("presented"))
    }
}
