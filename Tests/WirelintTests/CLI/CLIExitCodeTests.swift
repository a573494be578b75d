import Foundation
import Testing

/// Exit codes are the contract CI relies on: 0 passes, 1 fails on findings, 2 means the run
/// itself was wrong (usage, configuration, input).
@Suite("CLI: exit codes")
struct CLIExitCodeTests {
    typealias F = CLIFixtures

    @Test("no finding: exit 0, nothing on stdout")
    func clean() throws {
        let tree = try TemporaryTree()
        try tree.file("MemberCard.swift", F.clean)
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("a finding at error severity: exit 1")
    func errorFinding() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.status == 1, "\(run)")
    }

    @Test("warnings only: exit 0, and 1 with --strict")
    func warningsAndStrict() throws {
        let tree = try TemporaryTree()
        try tree.file("DateHeader.swift", F.dateHeader.text)
        let plain = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.findings.count == 2, "\(plain)")
        let strict = try WirelintCLI.run(["lint", "--strict"], in: tree.url)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout == plain.stdout)
    }

    @Test("--strict without any finding: exit 0")
    func strictClean() throws {
        let tree = try TemporaryTree()
        try tree.file("MemberCard.swift", F.clean)
        let run = try WirelintCLI.run(["lint", "--strict"], in: tree.url)
        #expect(run.status == 0, "\(run)")
    }

    @Test("usage errors: exit 2 with the culprit on stderr and nothing on stdout", arguments: [
        (["lint", "--frobnicate"], "--frobnicate"),
        (["lint", "--reporter", "html"], "html"),
        (["lint", "--only", "environment_in_inti"], "environment_in_inti"),
        (["lint", "--disable", "no_such_rule"], "no_such_rule"),
        (["lint", "--enable", "no_such_rule"], "no_such_rule"),
        (["lint", "--jobs", "0"], "--jobs"),
        (["explain", "no_such_rule"], "no_such_rule"),
    ])
    func usageErrors(arguments: [String], culprit: String) throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        let run = try WirelintCLI.run(arguments, in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(culprit), "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("a path that does not exist stops the run with exit 2")
    func missingPath() throws {
        let tree = try TemporaryTree()
        try tree.file("Sources/CartBadge.swift", F.cartBadge.text)
        // A typo in a CI script must not turn into a green build that linted nothing.
        let run = try WirelintCLI.run(["lint", "Sourcse"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("Sourcse"), "\(run)")
    }

    @Test("an unknown key in .wirelint.yml: exit 2, stderr names the file and line")
    func unknownConfigKey() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        try tree.file(".wirelint.yml", "excluded:\n  - Generated\ndisabled_rule:\n  - environment_in_init\n")
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains(".wirelint.yml:3:"), "\(run)")
        #expect(run.stderr.contains("disabled_rule"), "\(run)")
    }

    @Test("configuration errors are compiler-style lines an editor can jump to")
    func configErrorFormat() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        try tree.file("ci/wirelint.yml", "environment_in_init:\n  severity: fatal\n")
        let run = try WirelintCLI.run(["lint", "--config", "ci/wirelint.yml"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("ci/wirelint.yml:2:13: error: invalid severity 'fatal'") == true, "\(run)")
    }
}
