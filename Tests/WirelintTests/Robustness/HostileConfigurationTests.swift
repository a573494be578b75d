import Foundation
import Testing

/// A `.wirelint.yml` comes with the pull request too. Whatever it holds, the run stops quickly
/// with exit status 2 and an error naming the file — or, for a valid file, runs normally.
@Suite("Robustness: hostile configuration")
struct HostileConfigurationTests {
    /// Configurations that must be rejected, by what is wrong with them.
    static let rejected: [(String, [UInt8])] = [
        ("a mapping where a list belongs", bytes("disabled_rules: {a: b}\n")),
        ("a list where a severity belongs", bytes("environment_in_init:\n  severity: [error]\n")),
        ("a number for a rule section", bytes("environment_in_init: 5\n")),
        ("a huge number", bytes("environment_in_init:\n  severity: " + String(repeating: "9", count: 100_000) + "\n")),
        ("a 5 MB string", bytes("excluded:\n  - \"" + String(repeating: "a", count: 5_000_000) + "\"\n")),
        ("200,000 globs", bytes("excluded:\n" + (0..<200_000).map { "  - \"G\($0)/**\"\n" }.joined())),
        ("100,000 nested flow lists", bytes("excluded: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n")),
        ("50,000 nested flow mappings", bytes("excluded: " + String(repeating: "{a: ", count: 50_000) + "1" + String(repeating: "}", count: 50_000) + "\n")),
        ("700 nested block mappings", bytes((0..<700).map { String(repeating: "  ", count: $0) + "a\($0):\n" }.joined())),
        ("an anchor bomb", bytes("""
            a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
            g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
            excluded: *g

            """)),
        ("a merge-key bomb", bytes("base: &base {excluded: [a]}\nenvironment_in_init:\n  <<: *base\n")),
        ("binary noise", RobustLint.noise(count: 3000, seed: 7)),
        ("Latin-1 text", bytes("excluded: [caf") + [0xE9] + bytes("]\n")),
        ("a NUL byte", bytes("excluded: [a\u{0}b]\n")),
        ("two documents", bytes("--- a\n--- b\n")),
        ("duplicate keys", bytes("excluded: [a]\nexcluded: [b]\n")),
        ("a tab for indentation", bytes("\t- a\n")),
        ("an unterminated string", bytes("excluded: [\"a\n")),
    ]

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a malformed or hostile configuration stops the run with exit status 2", arguments: rejected)
    func rejects(name: String, contents: [UInt8]) throws {
        let tree = try RobustLint.project()
        try RobustLint.write(contents, to: ".wirelint.yml", in: tree)
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderrLines[0].contains(".wirelint.yml") && run.stderrLines[0].contains("error:"), "\(run)")
    }

    /// A FIFO would block a reader forever, a link may lead nowhere or to itself: each is an
    /// error that names the file, never a hang and never a silent fall-back to no configuration.
    @Test("a configuration that is a FIFO, a dangling link or a link loop is an error, not a hang")
    func unreadable() throws {
        for make in [
            { (path: String) in #expect(mkfifo(path, 0o644) == 0) },
            { (path: String) in #expect(symlink("/nonexistent/.wirelint.yml", path) == 0) },
            { (path: String) in #expect(symlink(".wirelint.yml", path) == 0) },
        ] {
            let tree = try RobustLint.project()
            make(tree.url(".wirelint.yml").path)
            let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
            #expect(run.status == 2 && run.stdout.isEmpty && run.stderr.contains(".wirelint.yml"), "\(run)")
            let explicit = try WirelintCLI.run(["lint", "--no-cache", "--config", ".wirelint.yml"], in: tree.url)
            #expect(explicit.status == 2 && explicit.stderr.contains(".wirelint.yml"), "\(explicit)")
        }
    }

    @Test("an empty configuration, or one with unusual but valid YAML, runs normally")
    func accepted() throws {
        for yaml in ["", "# nothing\n", "---\n...\n", "excluded: !!str Generated\n", "excluded: ['\u{1F600}/**', 'a b/**']\n"] {
            let tree = try RobustLint.project()
            try tree.file(".wirelint.yml", yaml)
            try RobustLint.check(tree, sarif: false)
        }
    }
}
