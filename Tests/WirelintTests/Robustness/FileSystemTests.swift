import Foundation
import Testing

/// Trees that are not plain folders of plain files: link loops, links leaving the root,
/// things named `*.swift` that are not readable files, files that cannot be opened.
@Suite("Robustness: the file system")
struct FileSystemTests {
    typealias F = CLIFixtures

    @Test("symbolic link loops are named and skipped; the rest is linted once")
    func linkLoops() throws {
        let tree = try RobustLint.project()
        try tree.directory("Loop")
        try tree.link("Loop/Again", to: "..")                 // a folder inside itself
        try tree.link("Loop/Self.swift", to: "Self.swift")    // a link to itself
        try tree.link("Loop/Ping.swift", to: "Pong.swift")    // two links to each other
        try tree.link("Loop/Pong.swift", to: "Ping.swift")
        try tree.link("Good/Root", to: tree.path)             // an absolute link to the root
        let run = try RobustLint.check(tree, named: ["Loop/Again", "Loop/Self.swift", "Loop/Ping.swift", "Loop/Pong.swift", "Good/Root"])
        // Each real file once, however many ways lead to it.
        #expect(run.findings.map(\.location) == [RobustLint.sentinelLocation], "\(run)")
        #expect(run.stderrLines.last == "1 error, 0 warnings in 2 files", "\(run)")
    }

    @Test("with --follow-external-links, links to files and folders outside the root are followed like any other")
    func linksOutside() throws {
        let tree = try RobustLint.project()
        let outside = try TemporaryTree()
        try outside.file("Shared/DateHeader.swift", F.dateHeader.text)
        try outside.file("Lone.swift", F.dateHeader.text)
        try tree.link("Vendored", to: outside.url("Shared").path)
        try tree.link("Lone.swift", to: outside.url("Lone.swift").path)
        let run = try RobustLint.check(tree, ["--follow-external-links"])
        let expected = [RobustLint.sentinelLocation]
            + F.dateHeader.locations(path: "Lone.swift", severity: "warning", rule: "environment_in_init")
            + F.dateHeader.locations(path: "Vendored/DateHeader.swift", severity: "warning", rule: "environment_in_init")
        #expect(run.findings.map(\.location) == expected, "\(run)")
    }

    /// CI containers run us as root, where permission bits do not stop a read; a FIFO and a
    /// dangling link cannot be read by anybody. A FIFO must never be opened: opening one for
    /// reading blocks until a writer appears.
    @Test("a FIFO, a dangling link and a folder named x.swift are named or walked, never read")
    func unreadableEntries() throws {
        let tree = try RobustLint.project()
        #expect(mkfifo(tree.url("Pipe.swift").path, 0o644) == 0)
        try tree.link("Gone.swift", to: "Missing/Gone.swift")
        try tree.file("Folder.swift/DateHeader.swift", F.dateHeader.text)
        try tree.directory("Empty.swift")
        let run = try RobustLint.check(tree, named: ["Pipe.swift", "Gone.swift"])
        #expect(run.findings.filter { $0.path == "Folder.swift/DateHeader.swift" }.count == 2, "\(run)")
        #expect(!run.stderr.contains("Empty.swift"), "an empty folder is no problem:\n\(run)")
        // Given explicitly, a FIFO is named and skipped; a path that leads nowhere is a usage
        // error that stops the run, as for any missing path.
        let explicit = try RobustLint.check(tree, ["Pipe.swift", RobustLint.sentinelPath], named: ["Pipe.swift"])
        #expect(explicit.findings.map(\.location) == [RobustLint.sentinelLocation], "\(explicit)")
        let dangling = try WirelintCLI.run(["lint", "--no-cache", "Gone.swift", RobustLint.sentinelPath], in: tree.url)
        #expect(dangling.status == 2 && dangling.stdout.isEmpty && dangling.stderrLines.contains { $0.contains("Gone.swift") }, "\(dangling)")
    }

    /// `chmod 000` only stops a reader that is not root: wirelint runs as `nobody` when the
    /// tests run as root.
    @Test("a file or folder without read permission is named, and the rest is linted")
    func noPermission() throws {
        try WirelintCLI.$runsUnprivileged.withValue(true) {
            let tree = try RobustLint.project()
            let locked = try tree.file("Locked/DateHeader.swift", F.dateHeader.text)
            #expect(chmod(locked.path, 0o000) == 0)
            defer { chmod(locked.path, 0o644) }
            let run = try RobustLint.check(tree, named: ["Locked/DateHeader.swift"])
            #expect(run.stderrLines.contains { $0.contains("Locked/DateHeader.swift") && $0.contains("ermission") }, "\(run)")
            try tree.file("Sealed/DateHeader.swift", F.dateHeader.text)
            #expect(chmod(tree.url("Sealed").path, 0o000) == 0)
            defer { chmod(tree.url("Sealed").path, 0o755) }
            try RobustLint.check(tree, named: ["Sealed"])
        }
    }
}
