import Testing
import WirelintConfig
import WirelintExtraction
import WirelintFacts
@testable import WirelintKit
import WirelintRules

/// An edit that only moves code (`PositionMap`) keeps the last run's findings, moved, instead of
/// analysing the project again. Every rule example checks that this gives what analysing again
/// gives, for edits that move code in different ways.
@Suite struct MovedCodeTests {
    /// Edits that change where code is and nothing else.
    static let edits: [(name: String, apply: @Sendable (String) -> String)] = [
        ("a line inserted at the top", { "// Moved down a line.\n" + $0 }),
        ("a blank line inserted in the middle", { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            lines.insert("", at: lines.count / 2)
            return lines.joined(separator: "\n")
        }),
        ("every line indented", { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        }),
    ]

    @Test("findings carried over a move are those of analysing again")
    func carriedFindingsMatchAnalysis() throws {
        var attempts = 0
        var carriedOver = 0
        for example in RuleDocumentLibrary.examples where example.problems.isEmpty && example.kind == .triggering {
            let linter = Linter(configuration: try example.runConfiguration(), jobs: 1)
            let sources = example.files.map { SourceText(path: $0.path, text: $0.text) }
            let before = linter.lint(sources: sources).findings
            for (position, source) in sources.enumerated() {
                for edit in Self.edits {
                    var edited = sources
                    edited[position].text = edit.apply(source.text)
                    let analysed = linter.lint(sources: edited).findings
                    let oldFacts = FactExtractor.facts(fromSource: source.text)
                    let newFacts = FactExtractor.facts(fromSource: edited[position].text)
                    attempts += 1
                    guard let positions = PositionMap(from: oldFacts, to: newFacts) else { continue }
                    let run = StoredRun.Report(findings: before, files: sources.map(\.path), problems: [])
                    let moved = [source.path: MovedFile(positions: positions, directives: newFacts.directives)]
                    guard let carried = run.findings(afterMoving: moved) else { continue }
                    carriedOver += 1
                    #expect(carried == analysed, "\(example.testDescription), \(source.path), \(edit.name)")
                }
            }
        }
        // Most such edits are carried over: a test of the comparison above, not of nothing.
        #expect(carriedOver * 10 >= attempts * 7, "\(carriedOver) of \(attempts) edits carried over")
    }

    @Test("a fact that changes is not a move")
    func changedFactsAreNotAMove() {
        let before = FactExtractor.facts(fromSource: "struct A: View {\n    let api: API\n}\n")
        #expect(PositionMap(from: before, to: FactExtractor.facts(fromSource: "struct A: View {\n    let client: API\n}\n")) == nil)
        #expect(PositionMap(from: before, to: FactExtractor.facts(fromSource: "struct A: View {\n    @State var api: API\n}\n")) == nil)
        #expect(PositionMap(from: before, to: FactExtractor.facts(fromSource: "\n\nstruct A: View {\n  let api: API\n}\n")) != nil)
    }

    @Test("a finding moved away from a disable:next comment is reported again")
    func suppressionsAreJudgedAgain() throws {
        let text = """
            struct Screen: View {
                @Environment(\\.locale) private var locale
                private var title = ""
                init() {
                    // wirelint:disable:next environment_in_init
                    title = locale.identifier
                }
                var body: some View { Text(title) }
            }

            """
        var configuration = Configuration()
        configuration.onlyRules = ["environment_in_init"]
        let linter = Linter(configuration: configuration, jobs: 1)
        let before = linter.lint(sources: [SourceText(path: "Screen.swift", text: text)]).findings
        #expect(before.count == 1 && before.allSatisfy(\.isSuppressed), "\(before)")

        let edited = text.replacingOccurrences(of: "environment_in_init\n", with: "environment_in_init\n\n")
        let analysed = linter.lint(sources: [SourceText(path: "Screen.swift", text: edited)]).findings
        let newFacts = FactExtractor.facts(fromSource: edited)
        let positions = try #require(PositionMap(from: FactExtractor.facts(fromSource: text), to: newFacts))
        let run = StoredRun.Report(findings: before, files: ["Screen.swift"], problems: [])
        let carried = run.findings(afterMoving: ["Screen.swift": MovedFile(positions: positions, directives: newFacts.directives)])
        #expect(carried == analysed)
        #expect(carried?.map(\.isSuppressed) == [false])
    }
}
