import Foundation
import Testing

/// Runs the built `wirelint` executable as a subprocess, exactly as a developer or CI job does,
/// so these tests cover argument parsing, exit codes and the split between stdout and stderr.
enum WirelintCLI {
    /// What one run of `wirelint` produced.
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] { Self.lines(stdout) }
        var stderrLines: [String] { Self.lines(stderr) }

        /// The text reporter's lines, parsed.
        var findings: [TextFinding] { stdoutLines.compactMap(TextFinding.init) }

        var description: String { "exit status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

        private static func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        }
    }

    /// The repository checkout, found from this file: Tests/WirelintTests/CLI → root.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // CLI
        .deletingLastPathComponent() // WirelintTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// Where the executable may be: the products directory the tests were built into (on Linux
    /// the test runner is itself an executable there), then the default debug build folder.
    static let candidates: [URL] = [
        Bundle.main.bundleURL.appendingPathComponent("wirelint"),
        repositoryRoot.appendingPathComponent(".build/debug/wirelint"),
    ]

    /// A run must never take this long; a hung process fails the test instead of the whole suite.
    static let timeout: TimeInterval = 120

    /// The built executable, if it is at least as new as every file in `Sources/`: `swift test
    /// --skip-build` does not rebuild it, and a stale one would test older code.
    static func executable() throws -> URL {
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let executable = try #require(found, """
            the wirelint executable was not built; looked at \(candidates.map(\.path).joined(separator: ", ")). \
            Build it before testing: `swift build --build-tests && swift test --skip-build` (what ./test.sh runs).
            """)
        let built = try modificationDate(of: executable)
        if let source = newestSource {
            try #require(
                built >= source.date,
                "\(executable.path) is older than \(source.path): run `swift build --build-tests` before `swift test --skip-build`")
        }
        return executable
    }

    /// The developer tools under `Sources/` that are not part of the `wirelint` executable: an
    /// edit of theirs does not make it stale.
    private static let otherExecutables: Set<String> = ["wirelint-bench", "wirelint-fuzz", "embed-rule-docs"]

    /// The most recently modified file under `Sources/` that goes into the executable.
    private static let newestSource: (path: String, date: Date)? = {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
        var newest: (path: String, date: Date)?
        while let file = files?.nextObject() as? URL {
            if otherExecutables.contains(file.lastPathComponent) {
                files?.skipDescendants()
                continue
            }
            guard let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey]),
                  values.isRegularFile == true, let date = values.contentModificationDate
            else { continue }
            if newest.map({ date > $0.date }) ?? true { newest = (file.path, date) }
        }
        return newest
    }()

    private static func modificationDate(of file: URL) throws -> Date {
        try #require(try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
    }

    /// Runs `wirelint arguments…` in `directory` and waits for it to finish.
    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        try runProgram(try executable(), arguments, in: directory)
    }

    /// Set, runs go through `setpriv` as `nobody` when the tests run as root (as CI does): file
    /// permissions stop only a reader that is not root, so only then can a test see them work.
    @TaskLocal static var runsUnprivileged = false

    /// `program arguments…` as `nobody` when the tests run as root and `runsUnprivileged` is set.
    private static func unprivileged(_ program: URL, _ arguments: [String]) throws -> (URL, [String]) {
        guard runsUnprivileged, getuid() == 0 else { return (program, arguments) }
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let found = try #require(setpriv, "the tests run as root and setpriv (util-linux) is missing: a permission test would prove nothing")
        return (URL(fileURLWithPath: found), ["--reuid=65534", "--regid=65534", "--clear-groups", "--", program.path] + arguments)
    }

    /// Runs any program in `directory`, in the test's `IsolatedEnvironment`, with `input` (or
    /// nothing) on its standard input, and waits at most `timeout` seconds for it. A signal shows
    /// as 128 + its number, as a shell reports it.
    static func runProgram(
        _ executable: URL, _ arguments: [String], in directory: URL, input: Data? = nil, timeout: TimeInterval = timeout
    ) throws -> Run {
        // Output goes to files rather than pipes: a pipe that nobody drains while waiting
        // would block a process that writes a large report.
        let scratch = try TemporaryTree()
        let stdoutURL = scratch.url("stdout")
        let stderrURL = scratch.url("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdin: FileHandle
        if let input {
            let inputURL = scratch.url("stdin")
            try input.write(to: inputURL)
            stdin = try FileHandle(forReadingFrom: inputURL)
        } else {
            stdin = FileHandle.nullDevice
        }
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer {
            if input != nil { try? stdin.close() }
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        (process.executableURL, process.arguments) = try unprivileged(executable, arguments)
        process.currentDirectoryURL = directory
        process.environment = try IsolatedEnvironment.variables(runningIn: directory, scratch: scratch.url("state"))
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Run(
            status: status,
            stdout: String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self))
    }
}

/// One line of the text reporter, `PATH:LINE:COL: error|warning: MESSAGE [rule_id]`.
struct TextFinding: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var rule: String

    init?(_ line: String) {
        guard let match = line.wholeMatch(of: #/(.+?):(\d+):(\d+): (error|warning): (.+) \[([a-z_]+)\]/#),
              let number = Int(match.2), let column = Int(match.3)
        else { return nil }
        path = String(match.1)
        self.line = number
        self.column = column
        severity = String(match.4)
        message = String(match.5)
        rule = String(match.6)
    }

    /// What the tests compare: where, how severe, which rule (messages belong to the rules' own tests).
    var location: String { "\(path):\(line):\(column) \(severity) [\(rule)]" }

    var description: String { location }
}
