import Foundation
import Testing

/// Projects linted together are linked apart unless their modules see each other: the joint
/// run reports what the runs of each alone report.
@Suite("Modules: unrelated projects linted together")
struct SeparateProjectsTests {
    /// An Xcode app whose settings screen reads a session, and which declares its own
    /// `TimelineView` reading it too.
    static let xcodeApp = """
        import SwiftUI

        final class Session: ObservableObject {
            var name = ""
        }

        struct SettingsView: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.name) }
        }

        struct TimelineView: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.name) }
        }

        struct ContentView: View {
            var body: some View { SettingsView() }
        }

        #Preview {
            ContentView()
        }
        """

    /// A checkout that uses SwiftUI's `TimelineView` and a `SettingsView` that needs nothing.
    static let gitApp = """
        import SwiftUI

        struct SettingsView: View {
            var body: some View { Text("") }
        }

        struct ContentView: View {
            var body: some View {
                TimelineView(.everyMinute) { _ in
                    SettingsView()
                }
            }
        }

        #Preview {
            ContentView()
        }
        """

    static func projects() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.directory("Clock/Clock.xcodeproj")
        try tree.file("Clock/Clock/ContentView.swift", xcodeApp)
        try tree.directory("Timer/.git")
        try tree.file("Timer/Sources/ContentView.swift", gitApp)
        return tree
    }

    @Test("two apps declaring the same names, one of them SwiftUI's: the joint findings are the union of each app's")
    func jointRunIsUnion() throws {
        let tree = try Self.projects()
        let clock = try WirelintCLI.run(["lint", "--no-cache", "Clock"], in: tree.url)
        let timer = try WirelintCLI.run(["lint", "--no-cache", "Timer"], in: tree.url)
        let joint = try WirelintCLI.run(["lint", "--no-cache", "--timings"], in: tree.url)
        #expect(clock.findings.map(\.location) == ["Clock/Clock/ContentView.swift:21:1 error [missing_preview_injection]"], "\(clock)")
        #expect(timer.findings.isEmpty, "\(timer)")
        // Whole lines: messages included.
        let findingLines = { (run: WirelintCLI.Run) in run.stdoutLines.filter { TextFinding($0) != nil } }
        #expect(findingLines(joint) == findingLines(clock) + findingLines(timer), "\(joint)")
        #expect(joint.stderrLines.contains { $0.hasPrefix("timing: modules") && $0.contains("linked as 2 projects") }, "\(joint)")
    }
}
