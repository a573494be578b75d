import Foundation
import Testing

/// The security guarantees of docs/security.md, checked on the system calls of a real run with `strace`:
/// no network socket, no other program started, nothing written outside the cache folder and
/// the requested output. Linux only. Skipped where strace is not installed or may not trace
/// (containers without ptrace) unless `WIRELINT_TESTS_REQUIRE_STRACE=1`, which `.ci/run` sets:
/// then it fails, since a guarantee nobody checked is not one.
@Suite("Robustness: no network, no execution, no stray writes")
struct SandboxTests {
    static let strace: String? = {
        let candidates = ["/usr/bin/strace", "/bin/strace", "/usr/local/bin/strace"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        // Tracing can be forbidden (no CAP_SYS_PTRACE, seccomp): then there is nothing to check.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: path)
        probe.arguments = ["-f", "-qq", "-o", "/dev/null", "/bin/true"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? path : nil
    }()

    static let isRequired = ProcessInfo.processInfo.environment["WIRELINT_TESTS_REQUIRE_STRACE"] == "1"

    @Test("a lint run opens no network socket, starts no program, and writes only its cache and output",
          .enabled(if: strace != nil || isRequired, "strace is not installed or cannot trace here"))
    func systemCalls() throws {
        try #require(Self.strace != nil, "WIRELINT_TESTS_REQUIRE_STRACE=1, and strace is not installed or cannot trace here")
        let tree = try RobustLint.multiRuleProject()
        let scratch = try TemporaryTree()
        let cache = scratch.url("cache").path
        let output = scratch.url("out/report.sarif").path
        try scratch.directory("out")
        let trace = scratch.url("trace").path
        let wirelint = try WirelintCLI.executable().path
        let run = try WirelintCLI.runProgram(
            URL(fileURLWithPath: try #require(Self.strace)),
            ["-f", "-qq", "-e", "trace=%network,%process,%file", "-e", "status=successful", "-o", trace,
             wirelint, "lint", "--jobs", "2", "--cache-path", cache, "--reporter", "sarif", "--output", output],
            in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(FileManager.default.fileExists(atPath: output))
        let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(calls.count > 20, "the trace recorded the run:\n\(calls.joined(separator: "\n"))")

        // Sockets: the C library may ask the local name-service daemon about the user over a
        // Unix socket (for the home folder); anything else is a network connection.
        let sockets = calls.filter { $0.contains(" socket(") || $0.contains(" connect(") || $0.contains(" sendto(") || $0.contains(" bind(") }
        #expect(sockets.allSatisfy { $0.contains("AF_UNIX") }, "\(sockets.joined(separator: "\n"))")

        // Programs: the one execve is strace starting wirelint.
        let executions = calls.filter { $0.contains(" execve(") || $0.contains(" execveat(") }
        #expect(executions.count == 1 && executions[0].contains(wirelint), "\(executions.joined(separator: "\n"))")

        // Writes: every path created, opened for writing, renamed, linked or removed lies in
        // the cache folder or the output's folder (the output is written to a temporary file
        // there and renamed into place).
        let writing = calls.filter { call in
            ["mkdir(", "rename(", "renameat", "unlink", "rmdir(", "link(", "linkat(", "symlink", "truncate(", "chmod(", "fchmodat(", "utimensat("]
                .contains { call.contains(" \($0)") }
                || (call.contains("open") && (call.contains("O_WRONLY") || call.contains("O_RDWR") || call.contains("O_CREAT")))
        }
        let allowed = [cache, scratch.url("out").path]
        for call in writing {
            let paths = call.matches(of: /"([^"]*)"/).map { String($0.1) }.filter { $0.hasPrefix("/") }
            #expect(!paths.isEmpty && paths.allSatisfy { path in allowed.contains { path == $0 || path.hasPrefix($0 + "/") } },
                    "a write outside the cache and the output: \(call)")
        }
    }
}
