import Foundation
import Testing

/// Arguments as CI jobs, hooks and editors pass them: file names that look like options,
/// folders where a file is expected, typos, and runs that would lint nothing.
@Suite("CLI: arguments")
struct CLIArgumentTests {
    typealias F = CLIFixtures

    static func projectWithDashFile() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("-dash.swift", F.cartBadge.text)
        try tree.file("Features/A.swift", F.clean)
        return tree
    }

    @Test("`--` ends the options: a file named like an option is linted", arguments: [
        ["lint", "--no-cache", "--", "-dash.swift"],
        ["--no-cache", "--", "-dash.swift"],
        ["lint", "--no-cache", "Features/A.swift", "--", "-dash.swift"],
    ])
    func doubleDashEndsOptions(arguments: [String]) throws {
        let tree = try Self.projectWithDashFile()
        let run = try WirelintCLI.run(arguments, in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.location) == F.cartBadge.locations(path: "-dash.swift", severity: "error", rule: "environment_in_init"), "\(run)")
    }

    @Test("the pre-commit hook's command lints a staged file named like an option")
    func preCommitHookPassesFilesAfterDoubleDash() throws {
        let hooks = try String(contentsOf: WirelintCLI.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entry = try #require(hooks.firstMatch(of: /\n\s*entry: wirelint (.+)\n/)?.1).split(separator: " ").map(String.init)
        let args = try #require(hooks.firstMatch(of: /\n\s*args: \[(.*)\]\n/)?.1)
            .split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
        let tree = try Self.projectWithDashFile()
        // pre-commit runs the entry, then the hook's args, then the staged files.
        let run = try WirelintCLI.run(entry + args + ["-dash.swift"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.path) == ["-dash.swift"], "\(run)")
    }

    @Test("--stdin-path naming a folder, or nothing, is a usage error", arguments: ["/", ".", "..", "", "Features", "Features/"])
    func stdinPathNamingFolder(path: String) throws {
        let tree = try Self.projectWithDashFile()
        let run = try IntegrationFixtures.run(["lint", "--no-cache", "--stdin-path", path], in: tree.url, input: F.clean)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--stdin-path") && run.stderr.contains("folder"), "\(run)")
    }

    @Test("a misspelled rule id on the command line gets a suggestion", arguments: ["--enable", "--disable", "--only"])
    func ruleIDTypo(option: String) throws {
        let tree = try Self.projectWithDashFile()
        let run = try WirelintCLI.run(["lint", "--no-cache", option, "enviroment_in_init"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("\(option): unknown rule 'enviroment_in_init'; did you mean 'environment_in_init'?"), "\(run)")
    }

    // MARK: - Nothing to lint

    @Test("a run that finds no Swift file stops with 2 and says where it looked; --allow-empty accepts it")
    func nothingToLint() throws {
        let tree = try TemporaryTree()
        try tree.file("README.md", "# not Swift\n")
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("no Swift files found under ."), "\(run)")

        let allowed = try WirelintCLI.run(["lint", "--no-cache", "--allow-empty"], in: tree.url)
        #expect(allowed.status == 0, "\(allowed)")
    }

    @Test("a misspelled `included` entry: warned about in any run, and named when nothing is found")
    func includedMatchingNothing() throws {
        let tree = try TemporaryTree()
        try tree.file("Sources/Badge.swift", F.cartBadge.text)
        try tree.file(".wirelint.yml", "included:\n  - Sorces\n")
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("no Swift files found under . (included: Sorces)"), "\(run)")
        #expect(run.stderr.contains("warning: .wirelint.yml: included pattern 'Sorces' matches no Swift file"), "\(run)")

        try tree.file(".wirelint.yml", "included:\n  - Sources\n  - Sorces\n")
        let partly = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(partly.status == 1, "\(partly)")
        #expect(partly.stderrLines.filter { $0.contains("included pattern") } == ["warning: .wirelint.yml: included pattern 'Sorces' matches no Swift file"], "\(partly)")
    }

    @Test("a relative XDG_CACHE_HOME is ignored")
    func relativeCacheHomeIgnored() throws {
        let tree = try Self.projectWithDashFile()
        let home = tree.url("home")
        try tree.directory("home")
        let run = try WirelintCLI.runProgram(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["XDG_CACHE_HOME=relative-cache", "HOME=\(home.path)", try WirelintCLI.executable().path, "lint", "--", "-dash.swift"],
            in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: tree.url("relative-cache").path), "\(run)")
    }
}
