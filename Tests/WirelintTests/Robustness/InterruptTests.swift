import Foundation
import Testing

/// A cancelled CI job or a Ctrl-C ends a run with SIGTERM or SIGINT at any moment. It leaves no
/// temporary file behind: no half report beside the real one, no copy of an editor's buffer.
@Suite("Robustness: interrupted runs")
struct InterruptTests {
    typealias F = CLIFixtures

    /// `count` views, each with one `environment_in_init` finding.
    static func badges(_ count: Int) -> [String] {
        (0..<count).map { F.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "Badge\($0)") }
    }

    /// Starts `wirelint arguments…` with standard output on a pipe nobody reads, waits until
    /// `appears` finds what the run is holding, and sends `signal`. The exit status as a shell
    /// reports it, or `nil` when the run ended first.
    static func interrupt(
        _ arguments: [String], in directory: URL, input: String? = nil, signal: Int32, when appears: () -> Bool
    ) throws -> Int32? {
        let process = Process()
        process.executableURL = try WirelintCLI.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let tree = try #require(TemporaryTree.enclosing(directory), "interrupted runs lint a temporary tree")
        process.environment = try IsolatedEnvironment.variables(state: tree.machineState, ceiling: tree.root)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let deadline = Date().addingTimeInterval(WirelintCLI.timeout)
        while !appears() {
            guard process.isRunning else { return nil }
            try #require(Date() < deadline, "what the run holds never appeared")
            usleep(1000)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    static func entries(of folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    @Test("the report's temporary file is removed", arguments: [SIGTERM, SIGINT])
    func reportTemporaryRemoved(signal: Int32) throws {
        // Three hundred findings keep the report in the making long enough to catch it (a
        // quarter of a second in a debug build); a run that ends first is tried again.
        let tree = try TemporaryTree()
        for (index, text) in Self.badges(300).enumerated() { try tree.file("Badges/Badge\(index).swift", text) }
        var status: Int32?
        for _ in 1...5 where status == nil {
            status = try Self.interrupt(
                ["lint", "--no-cache", "--reporter", "sarif", "--output", "report.sarif"], in: tree.url, signal: signal
            ) { Self.entries(of: tree.url).contains { $0.hasPrefix("report.sarif.wirelint-") } }
            try? FileManager.default.removeItem(at: tree.url("report.sarif"))
        }
        let caught = try #require(status, "every run ended before the report was caught in the making")
        #expect(caught == 128 + signal)
        #expect(!Self.entries(of: tree.url).contains { $0.hasPrefix("report.sarif") }, "\(Self.entries(of: tree.url))")
    }

    @Test("the copy of the editor's buffer is removed", arguments: [SIGTERM, SIGINT])
    func stdinCopyRemoved(signal: Int32) throws {
        // The buffer's findings fill the unread standard output pipe: the run waits there,
        // with its copy of the buffer made. The copy is found by its unique name among the
        // temporary folders of every run.
        let tree = try RobustLint.project()
        let name = "Draft\(UUID().uuidString).swift"
        let temporary = FileManager.default.temporaryDirectory
        var folders: [String] = []
        let status = try Self.interrupt(
            ["lint", "--no-cache", "--stdin-path", "Good/\(name)"],
            in: tree.url, input: Self.badges(400).joined(separator: "\n"), signal: signal
        ) {
            folders = Self.entries(of: temporary).filter {
                $0.hasPrefix("wirelint-stdin-") && Self.entries(of: temporary.appendingPathComponent($0)).contains(name)
            }
            return !folders.isEmpty
        }
        #expect(status == 128 + signal)
        #expect(folders.count == 1 && !folders.contains { FileManager.default.fileExists(atPath: temporary.appendingPathComponent($0).path) }, "\(folders)")
    }
}
