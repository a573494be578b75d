import Foundation
import Testing
@testable import WirelintKit

/// CI runners and hooks start tools with streams closed or pointing at a full device, and
/// projects hold file names made to garble a terminal. A run then ends with a contract exit
/// code and a clear message, never a crash, and prints nothing that controls the terminal.
@Suite("Robustness: standard streams")
struct StandardStreamTests {
    /// Runs `wirelint arguments…` through the shell with `redirection` applied (`2>&-`).
    static func run(_ arguments: [String], redirecting redirection: String, in directory: URL) throws -> WirelintCLI.Run {
        let executable = try WirelintCLI.executable().path
        return try WirelintCLI.runProgram(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$@\" \(redirection)", "sh", executable] + arguments, in: directory)
    }

    @Test("a closed or full stream ends the run with 2, not a crash", arguments: [
        (["lint", "--no-cache"], "2>&-"),
        (["lint", "--no-cache"], "2>/dev/full"),
        (["lint", "--no-cache"], ">&-"),
        (["lint", "--no-cache"], ">/dev/full"),
        (["rules"], ">&-"),
        (["rules"], ">/dev/full"),
    ])
    func closedOrFullStream(arguments: [String], redirection: String) throws {
        let tree = try RobustLint.project()
        let run = try Self.run(arguments, redirecting: redirection, in: tree.url)
        #expect(run.status == 2, "\(redirection): \(run)")
        #expect(!run.stderr.contains("Fatal error"), "\(run)")
        if redirection.hasPrefix(">"), arguments[0] == "lint" {
            #expect(run.stderr.contains("cannot write the report to standard output"), "\(run)")
        }
    }

    @Test("--stdin-path with standard input closed is an input error")
    func closedStandardInput() throws {
        let tree = try RobustLint.project()
        let run = try Self.run(["lint", "--no-cache", "--stdin-path", RobustLint.sentinelPath], redirecting: "<&-", in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--stdin-path: cannot read standard input"), "\(run)")
    }

    @Test("control characters in file names are escaped in the text report and on stderr")
    func controlCharactersEscaped() throws {
        let tree = try RobustLint.project()
        try tree.file("Esc\u{1B}[2K\rForged.swift", CLIFixtures.cartBadge.text)
        try tree.link("Dangling\u{1B}]0;title\u{7}.swift", to: "missing.swift")
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.path).contains("Esc\\u{1b}[2K\\rForged.swift"), "\(run)")
        #expect(run.stderr.contains("warning: Dangling\\u{1b}]0;title\\u{7}.swift: broken symbolic link"), "\(run)")
        for text in [run.stdout, run.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        }
    }

    @Test("the copy of an editor's buffer is private to the user and removed")
    func stdinCopyIsPrivate() throws {
        let copy = try StdinSource(path: "Features/Draft.swift", text: "struct Draft {}\n").materialize()
        let attributes = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int }
        #expect(try attributes(copy.folder) == 0o700)
        #expect(try attributes(copy.file) == 0o600)
        #expect(try String(contentsOf: copy.file, encoding: .utf8) == "struct Draft {}\n")
        copy.remove()
        #expect(!FileManager.default.fileExists(atPath: copy.folder.path))
    }
}
