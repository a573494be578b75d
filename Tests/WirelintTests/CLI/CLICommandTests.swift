import Foundation
import Testing

@Suite("CLI: rules, explain and rule selection")
struct CLICommandTests {
    typealias F = CLIFixtures

    static let ruleIDs = ["environment_in_init", "injected_global_mutation"]

    /// One finding of each rule: an error and a warning.
    static func project() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        try tree.file("Feed/Injected.swift", F.injected)
        try tree.file("Feed/OfflineMode.swift", F.offlineMode.text)
        return tree
    }

    @Test("`wirelint rules` lists every rule with its default severity, enabled")
    func rules() throws {
        let tree = try TemporaryTree()
        let run = try WirelintCLI.run(["rules"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        let rows = run.stdoutLines.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.first?.prefix(3) == ["id", "severity", "enabled"], "\(run)")
        for id in Self.ruleIDs {
            let row = try #require(rows.first { $0.first == id }, "\(id) missing:\n\(run)")
            #expect(row.count > 3 && ["error", "warning"].contains(row[1]) && row[2] == "yes", "\(row)")
        }
    }

    @Test("`wirelint rules` shows rules disabled by the configuration as not enabled")
    func rulesWithConfiguration() throws {
        let tree = try TemporaryTree()
        try tree.file(".wirelint.yml", "disabled_rules: [injected_global_mutation]\n")
        let run = try WirelintCLI.run(["rules"], in: tree.url)
        let row = run.stdoutLines.first { $0.hasPrefix("injected_global_mutation ") }
        #expect(row?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first == "no", "\(run)")
    }

    @Test("`wirelint explain` prints the rule's manual: prose within 80 columns, code as written")
    func explain() throws {
        let tree = try TemporaryTree()
        let run = try WirelintCLI.run(["explain", "missing_preview_injection"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        let document = try String(
            contentsOf: WirelintCLI.repositoryRoot.appendingPathComponent("Rules/missing_preview_injection.md"), encoding: .utf8)
        var inCode = false
        var codeLines: [String] = []
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
            } else if inCode, !line.isEmpty {
                codeLines.append("    " + line)
            }
        }
        let printedCode = run.stdoutLines.filter { $0.hasPrefix("    ") && codeLines.contains($0) }
        #expect(printedCode == codeLines, "every code line is printed once, in order, indented")
        let codeSet = Set(codeLines)
        let wide = run.stdoutLines.filter { !codeSet.contains($0) && $0.count > 80 && $0.contains(" ") }
        #expect(wide.isEmpty, "prose wider than 80 columns:\n\(wide.prefix(5).joined(separator: "\n"))")
        #expect(run.stdout.contains("## What it finds"))
    }

    @Test("--only runs only the named rule")
    func only() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--only", "injected_global_mutation"], in: tree.url)
        #expect(Set(run.findings.map(\.rule)) == ["injected_global_mutation"], "\(run)")
        #expect(run.status == 0, "the error of the other rule is not counted:\n\(run)")
    }

    @Test("--disable turns a rule off")
    func disable() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--disable", "injected_global_mutation"], in: tree.url)
        #expect(Set(run.findings.map(\.rule)) == ["environment_in_init"], "\(run)")
        #expect(run.status == 1)
    }

    @Test("--enable brings back a rule the configuration disables")
    func enable() throws {
        let tree = try Self.project()
        try tree.file(".wirelint.yml", "disabled_rules:\n  - environment_in_init\n")
        let configured = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(Set(configured.findings.map(\.rule)) == ["injected_global_mutation"], "\(configured)")
        let enabled = try WirelintCLI.run(["lint", "--enable", "environment_in_init"], in: tree.url)
        #expect(Set(enabled.findings.map(\.rule)) == Set(Self.ruleIDs), "\(enabled)")
    }

    @Test("disabling every rule is a usage error")
    func nothingEnabled() throws {
        let tree = try Self.project()
        let listed = try WirelintCLI.run(["rules"], in: tree.url).stdoutLines.dropFirst()
        let every = listed.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(every.count >= Self.ruleIDs.count)
        let run = try WirelintCLI.run(["lint"] + every.flatMap { ["--disable", $0] }, in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("no rule is enabled"), "\(run)")
    }

    @Test("per-rule severity from .wirelint.yml changes the text and the exit code")
    func configuredSeverity() throws {
        let tree = try Self.project()
        try tree.file(".wirelint.yml", "environment_in_init:\n  severity: warning\n")
        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.findings.map(\.severity) == ["warning", "warning"], "\(run)")
        #expect(run.status == 0, "\(run)")
    }
}
