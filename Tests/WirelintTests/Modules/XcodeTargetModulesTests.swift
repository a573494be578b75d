import Foundation
import Testing
import WirelintConfig
import WirelintKit

/// A file an Xcode target compiles is in that target's module: two apps of one project that
/// declare the same names are linted as each is alone.
@Suite("Modules: Xcode targets")
struct XcodeTargetModulesTests {
    static let project = SourceText(path: NotesXcodeProject.projectFilePath, text: NotesXcodeProject.projectFile)

    static func findings(_ sources: [SourceText]) -> [String] {
        Linter(configuration: Configuration(), jobs: 2).lint(sources: sources).findings.map {
            "\($0.location.file):\($0.location.range.start.line) [\($0.ruleID)] \($0.message)"
        }
    }

    static func findings(of paths: [String]) -> [String] {
        findings(NotesXcodeProject.sources.filter { paths.contains($0.path) })
    }

    /// The findings of each target's files linted alone, and of the file no target compiles.
    static var unionOfTargets: [String] {
        let runs = [NotesXcodeProject.iOSFiles, NotesXcodeProject.macFiles, NotesXcodeProject.testFiles, NotesXcodeProject.looseFiles]
        return Set(runs.flatMap(findings(of:))).sorted()
    }

    @Test("two app targets declaring a SettingsView with different needs: the project's findings are the union of each target's")
    func jointRunIsUnionOfTargets() {
        let joint = Self.findings(NotesXcodeProject.sources + [Self.project])
        #expect(joint == Self.unionOfTargets)
        #expect(joint.map { $0.prefix { $0 != "]" } + "]" } == [
            "Notes/Mac/NotesMacApp.swift:8 [missing_root_injection]",
            "Notes/NotesApp.swift:6 [missing_root_injection]",
            "Notes/SettingsView.swift:11 [missing_preview_injection]",
        ], "\(joint)")
    }

    @Test("an XcodeGen spec in place of the project file makes the same targets; beside a committed project it is left alone")
    func xcodeGenSpecMakesTheSameTargets() {
        #expect(Self.findings(NotesXcodeProject.sources + [NotesXcodeProject.spec]) == Self.unionOfTargets)
        #expect(Self.findings(NotesXcodeProject.sources + [Self.project, NotesXcodeProject.spec]) == Self.unionOfTargets)
    }

    @Test("without the project file the apps' SettingsViews are one namespace: the iOS app's missing store goes unreported")
    func withoutProjectFileNamesMix() {
        let flat = Self.findings(NotesXcodeProject.sources)
        #expect(flat != Self.unionOfTargets)
        #expect(!flat.contains { $0.hasPrefix("Notes/NotesApp.swift:6 [missing_root_injection]") }, "\(flat)")
    }

    @Test("a file both apps compile sees both apps' declarations; each app's own files still see only their own")
    func sharedFileSeesEveryTarget() {
        // The shared file draws the name both apps declare, in previews that inject what only
        // one of them needs: which one it means depends on the app built, and neither is reported.
        let shared = NotesXcodeProject.sources.map { source in
            guard source.path == "Notes/Shared/NoteStore.swift" else { return source }
            return SourceText(path: source.path, text: source.text + """

                import SwiftUI

                struct SettingsButton: View {
                    var body: some View { SettingsView() }
                }

                #Preview("iOS") {
                    SettingsButton()
                        .environmentObject(NoteStore())
                }

                #Preview("macOS") {
                    SettingsButton()
                        .environmentObject(Account())
                }
                """)
        }
        #expect(Self.findings(shared + [Self.project]) == Self.findings(NotesXcodeProject.sources + [Self.project]))
    }

    @Test("an app's scene is walked for its target's platform: a shared view's macOS-only code is not the iOS app's")
    func targetPlatformDecidesTheTree() {
        // The iOS screen draws a list both apps compile, which shows the macOS account under
        // `#if os(macOS)`; the macOS app draws it too, and neither injects the account. The iOS
        // app's path does not name its platform.
        let sources = NotesXcodeProject.sources.map { source -> SourceText in
            switch source.path {
            case "Notes/ContentView.swift":
                SourceText(path: source.path, text: source.text.replacingOccurrences(
                    of: "NavigationLink(\"Settings\") { SettingsView() }", with: "NoteList()"))
            case "Notes/Shared/NoteStore.swift":
                SourceText(path: source.path, text: source.text + """

                    import SwiftUI

                    struct NoteList: View {
                        var body: some View {
                            VStack {
                                Text("Notes")
                                #if os(macOS)
                                AccountBadge()
                                #endif
                            }
                        }
                    }
                    """)
            case "Notes/Mac/Account.swift":
                SourceText(path: source.path, text: source.text + """

                    import SwiftUI

                    struct AccountBadge: View {
                        @EnvironmentObject var account: Account

                        var body: some View { Text(account.name) }
                    }
                    """)
            case "Notes/Mac/NotesMacApp.swift":
                SourceText(path: source.path, text: source.text.replacingOccurrences(
                    of: "Settings {\n            SettingsView()", with: "WindowGroup {\n            NoteList()"))
            default:
                source
            }
        }
        let findings = Self.findings(sources + [Self.project])
        #expect(findings.filter { $0.contains("Account is never injected") }.map { $0.prefix { $0 != " " } } == [
            "Notes/Mac/NotesMacApp.swift:8",
        ], "\(findings)")
    }

    /// The project in a folder `Notes` of a new tree.
    static func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for source in NotesXcodeProject.sources { try tree.file("Notes/" + source.path, source.text) }
        try tree.file("Notes/" + NotesXcodeProject.projectFilePath, NotesXcodeProject.projectFile)
        return tree
    }

    @Test("from disk: the project file is found, its targets make the modules, and a garbled one is named and ignored")
    func commandLine() throws {
        let tree = try Self.tree()
        let run = try WirelintCLI.run(["lint", "--no-cache", "--timings", "Notes"], in: tree.url)
        #expect(run.findings.map(\.location) == [
            "Notes/Notes/Mac/NotesMacApp.swift:8:9 error [missing_root_injection]",
            "Notes/Notes/NotesApp.swift:6:9 error [missing_root_injection]",
            "Notes/Notes/SettingsView.swift:11:1 error [missing_preview_injection]",
        ], "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("timing: modules") && $0.contains("4 modules linked as 1 projects") }, "\(run)")

        let oneFile = try WirelintCLI.run(["lint", "--no-cache", "Notes/Notes/NotesApp.swift"], in: tree.url)
        #expect(oneFile.findings.map(\.location) == ["Notes/Notes/NotesApp.swift:6:9 error [missing_root_injection]"], "\(oneFile)")

        try tree.file("Notes/" + NotesXcodeProject.projectFilePath, String(NotesXcodeProject.projectFile.prefix(3000)))
        let garbled = try WirelintCLI.run(["lint", "--no-cache", "Notes"], in: tree.url)
        #expect(garbled.stderrLines.contains {
            $0.hasPrefix("warning: Notes/Notes.xcodeproj/project.pbxproj: skipped: not a readable Xcode project (line ")
        }, "\(garbled)")
        #expect(garbled.findings.map(\.location) != run.findings.map(\.location), "the apps' names mix again: \(garbled)")
    }

    @Test("a folder holding an Xcode project but no Swift file has nothing to lint")
    func projectFileAloneIsNothingToLint() throws {
        let tree = try TemporaryTree()
        try tree.file(NotesXcodeProject.projectFilePath, NotesXcodeProject.projectFile)
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.last?.hasPrefix("error: no Swift files found under .") == true, "\(run)")
    }

    @Test("the project file's facts are cached by its content: an edit to it extracts it alone, and changes the modules")
    func cachedByContent() throws {
        let tree = try Self.tree()
        let cache = try TemporaryTree()
        func run() throws -> WirelintCLI.Run {
            try CLITimingsTests.keepUnsettled(tree)
            return try WirelintCLI.run(["lint", "--quiet", "--timings", "--cache-path", cache.path, "Notes"], in: tree.url)
        }
        let cold = try run()
        #expect(CLITimingsTests.phases(cold)[1].detail == "0 of 11 from cache, 11 read", "\(cold)")
        // The iOS app's SettingsView leaves its sources phase: which SettingsView the iOS screen
        // means is no longer known, and its app's missing store is not reported.
        let path = "Notes/" + NotesXcodeProject.projectFilePath
        try tree.file(path, NotesXcodeProject.projectFile.replacingOccurrences(of: "B0000000000000000000A003 /* SettingsView.swift in Sources */,", with: ""))
        let edited = try run()
        #expect(CLITimingsTests.phases(edited)[1].detail == "10 of 11 from cache, 11 read", "\(edited)")
        #expect(cold.findings.map(\.path).contains("Notes/Notes/NotesApp.swift"), "\(cold)")
        #expect(!edited.findings.map(\.path).contains("Notes/Notes/NotesApp.swift"), "\(edited)")
    }
}
