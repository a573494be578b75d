import Foundation
import Testing

/// Narrowing what a run reports — to the files given, an editor's buffer, or a branch's
/// changes — never narrows what it analyses: cross-file findings stay right.
@Suite("Integrations: given files, --stdin-path, --changed-since")
struct ReportScopeTests {
    typealias I = IntegrationFixtures

    // MARK: - Given files (pre-commit, editors)

    @Test("a file given alone is analysed with the whole project; only its findings are reported")
    func givenFileUsesProjectContext() throws {
        let tree = try I.previewProject()
        let list = try WirelintCLI.run(["lint", "List.swift"], in: tree.url)
        #expect(list.findings.map(\.location) == [I.previewFinding], "\(list)")
        #expect(list.status == 1)
        #expect(list.stderrLines.last == "1 error, 0 warnings in 1 file", "\(list)")

        let row = try WirelintCLI.run(["lint", "Row.swift"], in: tree.url)
        #expect(row.findings.isEmpty, "the finding is in List.swift, not in the file that reads the object:\n\(row)")
        #expect(row.status == 0)
    }

    @Test("several given files: findings in each, none from other files")
    func severalGivenFiles() throws {
        let tree = try I.previewProject()
        let run = try WirelintCLI.run(["lint", "Row.swift", "List.swift", "Session.swift"], in: tree.url)
        #expect(run.findings.map(\.location) == [I.previewFinding], "\(run)")
        #expect(run.stderrLines.last == "1 error, 0 warnings in 3 files", "\(run)")
    }

    @Test("the project context follows the configured included tree")
    func givenFileWithIncluded() throws {
        let tree = try TemporaryTree()
        try tree.file(".wirelint.yml", "included:\n  - App\n")
        try tree.file("App/Row.swift", I.row)
        try tree.file("App/Session.swift", I.session)
        try tree.file("App/List.swift", I.list)
        let run = try WirelintCLI.run(["lint", "App/List.swift"], in: tree.url)
        #expect(run.findings.map(\.location) == ["App/" + I.previewFinding], "\(run)")
    }

    @Test("a directory among the paths keeps the plain meaning: lint what is under the paths")
    func directoryArgument() throws {
        let tree = try I.previewProject()
        let run = try WirelintCLI.run(["lint", "Badges", "List.swift"], in: tree.url)
        // Row.swift is not analysed, so the preview's need is unknown: no preview finding.
        #expect(run.findings.map(\.path) == ["Badges/CartBadge.swift"], "\(run)")
    }

    // MARK: - --stdin-path (editors)

    @Test("--stdin-path: the buffer replaces the file on disk")
    func stdinReplacesFile() throws {
        let tree = try I.previewProject()
        let fixed = I.list.replacingOccurrences(of: "    AccountList()\n}", with: "    AccountList()\n        .environmentObject(Session())\n}")
        #expect(fixed != I.list)
        let run = try I.run(["lint", "--stdin-path", "List.swift"], in: tree.url, input: fixed)
        #expect(run.status == 0, "\(run)")
        #expect(run.findings.isEmpty, "\(run)")
        #expect(run.stderrLines.last == "0 errors, 0 warnings in 1 file", "\(run)")
    }

    @Test("--stdin-path: findings of the buffer use the project on disk, only the buffer's are reported")
    func stdinUsesProject() throws {
        let tree = try I.previewProject()
        // The file on disk has no preview; the unsaved buffer adds one.
        try tree.file("List.swift", I.list.replacingOccurrences(of: "\n\n#Preview {\n    AccountList()\n}", with: ""))
        #expect(try WirelintCLI.run(["lint", "List.swift"], in: tree.url).findings.isEmpty)
        let run = try I.run(["lint", "--stdin-path", "List.swift"], in: tree.url, input: I.list)
        #expect(run.findings.map(\.location) == [I.previewFinding], "\(run)")
        #expect(run.status == 1)
    }

    @Test("--stdin-path: a new file that is not on disk yet, in a subfolder or by absolute path")
    func stdinNewFile() throws {
        let tree = try I.previewProject()
        try FileManager.default.removeItem(at: tree.url("List.swift"))
        let relative = try I.run(["lint", "--stdin-path", "Screens/New.swift"], in: tree.url, input: I.list)
        #expect(relative.findings.map(\.location) == ["Screens/New.swift:9:1 error [missing_preview_injection]"], "\(relative)")
        let absolute = try I.run(["lint", "--stdin-path", tree.url("New.swift").path], in: tree.url, input: I.list)
        #expect(absolute.findings.map(\.location) == ["New.swift:9:1 error [missing_preview_injection]"], "\(absolute)")
    }

    /// `App` (a package) holds the preview project under `Sources`; its sibling `Other` (a git
    /// checkout) declares another `AccountRow` and holds a file that cannot be read as text,
    /// which a run that read it would warn about.
    static func projectWithSibling() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n")
        try tree.file("App/Sources/Row.swift", I.row)
        try tree.file("App/Sources/List.swift", I.list)
        try tree.file("App/Sources/Session.swift", I.session)
        try tree.directory("Other/.git")
        try tree.file("Other/Row.swift", "import SwiftUI\n\nstruct AccountRow: View {\n    var body: some View { Text(\"\") }\n}\n")
        try Data([0xC3, 0x28]).write(to: tree.url("Other/Latin1.swift"))
        return tree
    }

    @Test("--stdin-path from a folder above the project, its root or the file's folder: the same findings, siblings unread",
          arguments: [("", "App/Sources/"), ("App", "Sources/"), ("App/Sources", "")])
    func stdinFindsProjectRoot(folder: String, prefix: String) throws {
        let tree = try Self.projectWithSibling()
        let run = try I.run(["lint", "--timings", "--stdin-path", prefix + "List.swift"], in: tree.url(folder), input: I.list)
        #expect(run.findings.map(\.location) == [prefix + I.previewFinding], "\(run)")
        #expect(!run.stderr.contains("Other"), "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("timing: discover") && $0.hasSuffix("(project \(tree.url("App").path))") }, "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("timing: total") && $0.contains("for 4 files,") }, "\(run)")
    }

    @Test("a given file's project is found the same way: the siblings of its project are not analysed")
    func givenFileFindsProjectRoot() throws {
        let tree = try Self.projectWithSibling()
        let run = try WirelintCLI.run(["lint", "App/Sources/List.swift"], in: tree.url)
        #expect(run.findings.map(\.location) == ["App/Sources/" + I.previewFinding], "\(run)")
        #expect(!run.stderr.contains("Other"), "\(run)")
    }

    @Test("--stdin-path: a file the configuration excludes gets no findings")
    func stdinExcluded() throws {
        let tree = try I.previewProject()
        try tree.file(".wirelint.yml", "excluded:\n  - List.swift\n")
        let run = try I.run(["lint", "--stdin-path", "List.swift"], in: tree.url, input: I.list)
        #expect(run.findings.isEmpty, "\(run)")
        #expect(run.status == 0)
    }

    @Test("--stdin-path: input that is not UTF-8 is an input error")
    func stdinNotUTF8() throws {
        let tree = try I.previewProject()
        let run = try I.run(["lint", "--stdin-path", "List.swift"], in: tree.url, input: Data([0x6C, 0x65, 0x74, 0x20, 0xC3, 0x28]))
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("UTF-8"), "\(run)")
    }

    // MARK: - --changed-since (pull requests)

    /// A repository on `main` with the preview project committed, then a branch that changes
    /// `List.swift`'s neighbour `Row.swift` and adds an untracked file.
    static func repository() throws -> TemporaryTree {
        let tree = try I.previewProject()
        try I.git(["init", "--quiet", "--initial-branch=main"], in: tree.url)
        try I.git(["add", "."], in: tree.url)
        try I.git(["commit", "--quiet", "-m", "initial"], in: tree.url)
        try I.git(["checkout", "--quiet", "-b", "feature"], in: tree.url)
        return tree
    }

    @Test("--changed-since: only findings in committed, uncommitted and untracked changes since the merge base")
    func changedSince() throws {
        let tree = try Self.repository()
        let unchanged = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(unchanged.findings.isEmpty, "\(unchanged)")
        #expect(unchanged.status == 0)

        // A commit on the branch touches List.swift (its finding is old, but the file changed).
        try tree.file("List.swift", I.list + "\n// touched\n")
        try I.git(["commit", "--quiet", "-am", "touch"], in: tree.url)
        var run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(run.findings.map(\.location) == [I.previewFinding], "\(run)")

        // An untracked file and an unstaged edit count too.
        try tree.file("New/Badge.swift", CLIFixtures.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "NewBadge"))
        try tree.file("Badges/CartBadge.swift", CLIFixtures.cartBadge.text + "\n")
        run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(run.findings.map(\.path) == ["Badges/CartBadge.swift", "List.swift", "New/Badge.swift"], "\(run)")
        #expect(run.stderrLines.last == "3 errors, 0 warnings in 3 files", "\(run)")
    }

    @Test("--changed-since from a subfolder of the repository")
    func changedSinceInSubfolder() throws {
        let tree = try Self.repository()
        try tree.file("Badges/CartBadge.swift", CLIFixtures.cartBadge.text + "\n")
        let run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url("Badges"))
        #expect(run.findings.map(\.path) == ["CartBadge.swift"], "\(run)")
    }

    @Test("--changed-since: an unknown revision, an option-like revision, or no repository stop the run with 2", arguments: [
        "no-such-branch", "--output=INJECTED",
    ])
    func changedSinceErrors(revision: String) throws {
        let tree = try Self.repository()
        let injected = tree.url("injected").path
        let run = try WirelintCLI.run(["lint", "--changed-since=" + revision.replacingOccurrences(of: "INJECTED", with: injected)], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--changed-since"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: injected))
    }

    @Test("--changed-since never runs a program the repository's configuration names")
    func changedSinceRunsNoConfiguredProgram() throws {
        let tree = try Self.repository()
        // Each configured program leaves a marker file if it runs.
        let marker = tree.url("ran")
        let script = try tree.file("tools/record.sh", "#!/bin/sh\necho \"$0 $*\" >> '\(marker.path)'\ncat\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        for (key, value) in [
            ("core.fsmonitor", script.path), ("core.hooksPath", tree.url("tools").path),
            ("diff.external", script.path), ("diff.swift.textconv", script.path),
            ("filter.swift.clean", script.path), ("filter.swift.process", script.path), ("filter.swift.required", "true"),
        ] {
            try I.git(["config", key, value], in: tree.url)
        }
        try tree.file(".gitattributes", "*.swift diff=swift filter=swift\n")
        try tree.file("List.swift", I.list + "\n// touched\n")

        let run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(run.findings.map(\.location) == [I.previewFinding], "\(run)")
        #expect(!FileManager.default.fileExists(atPath: marker.path), "ran: \((try? String(contentsOf: marker, encoding: .utf8)) ?? "")")
    }

    @Test("--changed-since outside a git work tree stops the run with 2")
    func changedSinceWithoutRepository() throws {
        let tree = try I.previewProject()
        let run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("git"), "\(run)")
    }

    @Test("--changed-since compares with the merge base: what main gained since is not reported")
    func changedSinceWhenMainMoved() throws {
        let tree = try Self.repository()
        try tree.file("Badges/CartBadge.swift", CLIFixtures.cartBadge.text + "\n")
        try I.git(["commit", "--quiet", "-am", "feature work"], in: tree.url)
        try I.git(["checkout", "--quiet", "main"], in: tree.url)
        try tree.file("Main/Badge.swift", CLIFixtures.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "MainBadge"))
        try tree.file("List.swift", I.list + "\n// edited on main\n")
        try I.git(["add", "."], in: tree.url)
        try I.git(["commit", "--quiet", "-m", "main moves on"], in: tree.url)
        try I.git(["checkout", "--quiet", "feature"], in: tree.url)
        let run = try WirelintCLI.run(["lint", "--changed-since", "main"], in: tree.url)
        #expect(run.findings.map(\.path) == ["Badges/CartBadge.swift"], "\(run)")
    }
}
