import Testing
import WirelintConfig
import WirelintExtraction
import WirelintFacts
import WirelintRules
@testable import WirelintKit

/// What a run reuses of the last one, decided from the evidence alone: each outcome, and each
/// reason a run links again although its last run is at hand.
@Suite("Run plan")
struct RunPlanTests {
    static let path = "Sources/Screen.swift"
    static let source = """
        import SwiftUI

        final class Model: ObservableObject { @Published var count = 0 }

        struct Screen: View {
            @ObservedObject var model = Model()
            var body: some View { Text("") }
        }
        """
    /// The same code two lines lower: every fact moved, none changed.
    static let movedSource = "// Screen\n\n" + source
    static let configuration = "max_file_size 8388608"

    static func input(key: String) -> StoredRun.Input {
        StoredRun.Input(path: path, location: "/project/" + path, stamp: nil, key: key)
    }

    /// The last run: `source` linted, with its findings.
    static func lastRun(findings: [Finding]? = nil, stamp: String = "stamp-1") -> StoredRun {
        let findings = findings ?? Linter(configuration: Configuration()).lint(sources: [SourceText(path: path, text: source)]).findings
        return StoredRun(
            signature: "signature-1", configuration: configuration, stamp: stamp, findings: findings, files: [path], problems: [],
            inputs: [input(key: "key-1")])
    }

    static func evidence(_ lastRun: StoredRun?, stamp: String = "stamp-2") -> RunPlan.Evidence {
        RunPlan.Evidence(lastRun: lastRun, configuration: configuration, stamp: stamp)
    }

    /// `Sources/Screen.swift` moved as `movedSource` moves it.
    static var moved: [String: MovedFile] {
        let after = FactExtractor.facts(fromSource: movedSource)
        let positions = PositionMap(from: FactExtractor.facts(fromSource: source), to: after)!
        return [path: MovedFile(positions: positions, directives: after.directives)]
    }

    @Test("without a last run, the run links")
    func noLastRun() {
        guard case .relink? = RunPlan.decide(Self.evidence(nil)) else { Issue.record("expected a re-link"); return }
    }

    @Test("a run that draws the graph links even when no file was touched")
    func graphRunLinks() {
        var evidence = Self.evidence(Self.lastRun(), stamp: "stamp-1")
        evidence.needsGraph = true
        guard case .relink? = RunPlan.decide(evidence) else { Issue.record("expected a re-link"); return }
    }

    @Test("no file touched: the last report, before reading a file")
    func untouched() throws {
        let last = Self.lastRun()
        guard case .untouched(let report)? = RunPlan.decide(Self.evidence(last, stamp: "stamp-1")) else {
            Issue.record("expected the untouched plan"); return
        }
        #expect(report.findings == last.reported()?.findings)
        #expect(report.findings.count == 1)
    }

    @Test("touched files need reading: no decision before the signature, then the same contents")
    func sameContents() throws {
        var evidence = Self.evidence(Self.lastRun())
        #expect(RunPlan.decide(evidence) == nil)
        evidence.read = ("signature-1", [Self.input(key: "key-1")])
        guard case .sameContents(let report, let restamped)? = RunPlan.decide(evidence) else {
            Issue.record("expected the same-contents plan"); return
        }
        #expect(report.findings.count == 1)
        #expect(restamped?.stamp == "stamp-2", "stored again with this run's stamp")
    }

    @Test("the same contents and stamps store nothing again")
    func sameContentsAndStamps() throws {
        var evidence = Self.evidence(Self.lastRun(stamp: ""), stamp: "")
        evidence.read = ("signature-1", [Self.input(key: "key-1")])
        guard case .sameContents(_, let restamped)? = RunPlan.decide(evidence) else {
            Issue.record("expected the same-contents plan"); return
        }
        #expect(restamped == nil)
    }

    @Test("changed contents need their facts: no decision before them, then the findings moved with the code")
    func factsOnlyMoved() throws {
        var evidence = Self.evidence(Self.lastRun())
        evidence.read = ("signature-2", [Self.input(key: "key-2")])
        #expect(RunPlan.decide(evidence) == nil)
        evidence.changedFacts = .sameOrMoved(Self.moved)
        guard case .factsOnlyMoved(let report, let run)? = RunPlan.decide(evidence) else {
            Issue.record("expected the facts-only-moved plan"); return
        }
        let relinted = Linter(configuration: Configuration()).lint(sources: [SourceText(path: Self.path, text: Self.movedSource)]).findings
        #expect(report.findings == relinted)
        #expect(report.findings.map(\.location.range.start.line) == [8])
        #expect(run.signature == "signature-2" && run.stamp == "stamp-2" && run.inputs == [Self.input(key: "key-2")])
        #expect(run.reported()?.findings == relinted)
    }

    @Test("a moved finding whose message quotes a line number of its file is analysed again")
    func movedFindingQuotingALineRelinks() throws {
        var quoting = try #require(Self.lastRun().reported()?.findings.first)
        quoting.message += " (as on line 6)"
        var evidence = Self.evidence(Self.lastRun(findings: [quoting]))
        evidence.read = ("signature-2", [Self.input(key: "key-2")])
        evidence.changedFacts = .sameOrMoved(Self.moved)
        guard case .relink? = RunPlan.decide(evidence) else { Issue.record("expected a re-link"); return }
    }

    @Test("a changed fact, or another configuration, makes the run link again")
    func changedFactsRelink() {
        var evidence = Self.evidence(Self.lastRun())
        evidence.read = ("signature-2", [Self.input(key: "key-2")])
        evidence.changedFacts = .changed
        guard case .relink? = RunPlan.decide(evidence) else { Issue.record("expected a re-link"); return }
        evidence.changedFacts = .sameOrMoved([:])
        evidence.configuration = "max_file_size 1"
        guard case .relink? = RunPlan.decide(evidence) else { Issue.record("expected a re-link"); return }
    }
}
