import Foundation
import Testing

/// Chains as long as the linted code likes — views that each draw the next, views that each
/// pass a dependency on, classes that each inherit from the last — must neither overflow a
/// stack nor take time and memory that grow with the square of their length.
///
/// Each project is one generated file of a few thousand links. A stack overflow ends the run
/// with a signal; quadratic memory shows in the peak that `--timings` prints after the rules.
@Suite("Robustness: long chains")
struct LongChainTests {
    /// The run's peak memory once the rules are done, in MB, from `--timings`.
    private static func peakAfterRules(_ run: WirelintCLI.Run) -> Int? {
        run.stderrLines.compactMap { $0.firstMatch(of: /timing: rules .*?, peak (\d+) MB/).flatMap { Int($0.1) } }.first
    }

    private static func lint(_ source: String, _ arguments: [String] = []) throws -> WirelintCLI.Run {
        let tree = try TemporaryTree()
        try tree.file("Chain.swift", source)
        return try WirelintCLI.run(["lint", "--no-cache", "--timings"] + arguments, in: tree.url)
    }

    /// `Level0` draws `Level1`, … down to the view that reads the session; nothing injects it.
    private static func viewChain(depth: Int, previewEachLevel: Bool) -> String {
        var source = """
            import SwiftUI

            final class Session: ObservableObject {}

            @main
            struct ChainApp: App {
                var body: some Scene {
                    WindowGroup { Level0() }
                }
            }

            """
        for level in 0..<depth {
            source += "struct Level\(level): View {\n    var body: some View { Level\(level + 1)() }\n}\n"
            if previewEachLevel { source += "#Preview { Level\(level)() }\n" }
        }
        source += "struct Level\(depth): View {\n    @EnvironmentObject var session: Session\n    var body: some View { Text(\"\\(session.hashValue)\") }\n}\n"
        return source
    }

    /// The way down as a finding spells it: the first 32 views, then how many more.
    private static func way(from first: Int, to last: Int) -> String {
        (first..<first + 32).map { "Level\($0)" }.joined(separator: " → ") + " → … \(last - first + 1 - 32) views → @EnvironmentObject session"
    }

    @Test("a chain of views thousands deep is walked without overflowing a stack", arguments: [1, 2])
    func viewChain(jobs: Int) throws {
        let run = try Self.lint(Self.viewChain(depth: 3000, previewEachLevel: false), ["--jobs", String(jobs)])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines == [
            "Chain.swift:8:9: error: WindowGroup of ChainApp crashes: Session is never injected (\(Self.way(from: 0, to: 3000))) "
                + "— add .environmentObject(Session(…)) to Level0 in the scene [missing_root_injection]",
        ], "\(run)")
    }

    /// Every level's preview is reported with the way down from it: spelled out whole, the
    /// report of a 200 KB file took a gigabyte.
    @Test("previews of every view on a long chain are reported with their way cut short, in little memory")
    func previewedChain() throws {
        let depth = 2000
        let run = try Self.lint(Self.viewChain(depth: depth, previewEachLevel: true))
        let previews = run.findings.filter { $0.rule == "missing_preview_injection" }
        #expect(previews.count == depth, "\(run.stderr)")
        #expect(previews.first?.message == "preview of Level0 crashes: Session is never injected (\(Self.way(from: 0, to: depth))) "
            + "— add .environmentObject(Session(…)) to the preview")
        // Nearer the reader the way is short enough to spell out whole.
        #expect(previews.last?.message == "preview of Level1999 crashes: Session is never injected "
            + "(Level1999 → Level2000 → @EnvironmentObject session) — add .environmentObject(Session(…)) to the preview")
        #expect((Self.peakAfterRules(run) ?? .max) < 300, "\(run.stderr)")
    }

    /// `Screen0` is handed the client by the app, each screen after it only passes it on, and
    /// the last one uses it: every screen but the last is a relay, each reported with the chain.
    @Test("every relay of a chain thousands long is reported, its chain cut short, in little memory")
    func relayChain() throws {
        let length = 2000
        var source = """
            import SwiftUI

            struct APIClient {
                func load() {}
            }

            @main
            struct RelayApp: App {
                var body: some Scene {
                    WindowGroup { Screen0(api: APIClient()) }
                }
            }

            """
        for screen in 0..<length {
            source += "struct Screen\(screen): View {\n    let api: APIClient\n    var body: some View { Screen\(screen + 1)(api: api) }\n}\n"
        }
        source += "struct Screen\(length): View {\n    let api: APIClient\n    var body: some View { Text(\"\").onAppear { api.load() } }\n}\n"
        let run = try Self.lint(source)
        let relays = run.findings.filter { $0.rule == "dependency_relay" }
        #expect(relays.count == length, "\(run.stderr)")
        // The root, the 16 relays nearest above, the relay itself, the 16 nearest below.
        let above = (984..<1000).map { "Screen\($0) (relay)" }.joined(separator: " → ")
        let below = (1001...1016).map { "Screen\($0) (relay)" }.joined(separator: " → ")
        #expect(relays.first { $0.message.hasPrefix("Screen1000.api ") }?.message
            == "Screen1000.api is only passed on: RelayApp → … 984 relays → \(above) → Screen1000 (relay) → \(below) → … 983 more relays "
            + "— 2000 relay hops; read it where it is used (from the environment or a dependency container) instead of threading it through initializers")
        #expect((Self.peakAfterRules(run) ?? .max) < 300, "\(run.stderr)")
    }

    /// Every class of the chain inherits from all those above it: gathering each one's
    /// ancestors in full took minutes for a few thousand.
    @Test("a chain of classes thousands deep is linked", arguments: ["class Store", "protocol Storing"])
    func inheritanceChain(declaration: String) throws {
        let depth = 3000
        let name = declaration.split(separator: " ")[1]
        var source = "import SwiftUI\n\n\(declaration)0: ObservableObject {}\n"
        for level in 1..<depth { source += "\(declaration)\(level): \(name)\(level - 1) {}\n" }
        source += """
            final class Model: \(name)\(depth - 1) {
                @Published var count = 0
            }

            struct Holder: View {
                @ObservedObject var model = Model()
                var body: some View { Text("") }
            }

            """
        let run = try Self.lint(source)
        #expect(run.findings.map(\.rule) == ["observed_object_ownership"], "\(run)")
    }
}
