import Foundation
import Testing

/// `--write-baseline` / `--baseline`: adopting wirelint on an app with existing findings and
/// failing only on new ones.
@Suite("Integrations: baselines")
struct BaselineTests {
    typealias F = CLIFixtures

    /// `CartBadge` declared in `count` branches of an `#if`: `count` identical errors — same
    /// rule, file, line text and message.
    static func branchedBadges(_ count: Int) -> String {
        let badge = F.cartBadge.text.replacingOccurrences(of: "import SwiftUI\n\n", with: "")
        let branches = (0..<count).map { index in (index == 0 ? "#if os(iOS)\n" : "#elseif os(tvOS\(index))\n") + badge + "\n" }
        return "import SwiftUI\n\n" + branches.joined() + "#endif\n"
    }

    static func project() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("Zeta/CartBadge.swift", branchedBadges(2))
        try tree.file("Alpha/DateHeader.swift", F.dateHeader.text)
        return tree
    }

    static func baseline(_ tree: TemporaryTree, _ name: String = "wirelint-baseline.json") throws -> [String: Any] {
        let data = try Data(contentsOf: tree.url(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("--write-baseline records every finding, reports none and exits 0; --baseline then hides them")
    func adopt() throws {
        let tree = try Self.project()
        let before = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(before.findings.count == 4, "\(before)")
        #expect(before.status == 1)

        let write = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        #expect(write.status == 0, "\(write)")
        #expect(write.findings.isEmpty, "\(write)")
        #expect(write.stderrLines.contains("wrote 4 findings to baseline wirelint-baseline.json"), "\(write)")

        let baseline = try Self.baseline(tree)
        #expect(baseline["version"] as? Int == 1)
        let entries = try #require(baseline["findings"] as? [[String: Any]])
        #expect(entries.count == 3, "the two identical findings share one entry: \(entries)")
        #expect(entries.allSatisfy { Set($0.keys) == ["rule", "path", "source", "message", "count"] })
        let badge = try #require(entries.first { $0["path"] as? String == "Zeta/CartBadge.swift" })
        #expect(badge["count"] as? Int == 2)
        #expect(badge["source"] as? String == "_seenCount = State(initialValue: cart.items.count)")

        let after = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json", "--strict"], in: tree.url)
        #expect(after.status == 0, "\(after)")
        #expect(after.findings.isEmpty)
        #expect(after.stderrLines.contains("4 findings from baseline wirelint-baseline.json not reported"), "\(after)")
    }

    @Test("known findings survive unrelated edits that move their lines and re-indent them")
    func movedLines() throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        let header = try String(contentsOf: tree.url("Alpha/DateHeader.swift"), encoding: .utf8)
        let moved = header
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport Foundation\n\n// Shows the day.\n")
            .replacingOccurrences(of: "        title = ", with: "            title = ")
        try tree.file("Alpha/DateHeader.swift", moved)
        let run = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json", "--strict"], in: tree.url)
        #expect(run.findings.isEmpty, "\(run)")
        #expect(run.status == 0)
    }

    @Test("a new finding is reported, including one more copy of a known finding")
    func newFindings() throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        try tree.file("Zeta/CartBadge.swift", Self.branchedBadges(3))
        try tree.file("Beta/Badge.swift", F.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "Badge"))
        let run = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.path) == ["Beta/Badge.swift", "Zeta/CartBadge.swift"], "\(run)")
        #expect(run.stderrLines.last == "2 errors, 0 warnings in 3 files", "\(run)")
    }

    @Test("paths in the baseline are relative to its folder: it works from a subfolder")
    func fromSubfolder() throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        let run = try WirelintCLI.run(["lint", "--baseline", "../wirelint-baseline.json"], in: tree.url("Zeta"))
        #expect(run.status == 0, "\(run)")
        #expect(run.findings.isEmpty, "\(run)")
    }

    @Test("--baseline with --write-baseline keeps only the known findings that remain: fixed ones drop out, new ones are not added")
    func ratchet() throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        try tree.file("Alpha/DateHeader.swift", F.clean)
        try tree.file("Beta/Badge.swift", F.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "Badge"))
        let run = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        #expect(run.findings.map(\.path) == ["Beta/Badge.swift"], "\(run)")
        #expect(run.status == 1)
        let entries = try #require(try Self.baseline(tree)["findings"] as? [[String: Any]])
        #expect(entries.compactMap { $0["path"] as? String } == ["Zeta/CartBadge.swift"], "\(entries)")
    }

    @Test("suppressed findings are not recorded")
    func suppressedNotRecorded() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text.replacingOccurrences(
            of: "        _seenCount", with: "        // wirelint:disable:next environment_in_init\n        _seenCount"))
        let run = try WirelintCLI.run(["lint", "--write-baseline", "b.json"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        #expect((try Self.baseline(tree, "b.json")["findings"] as? [Any])?.isEmpty == true)
    }

    @Test("a missing, malformed or future-version baseline stops the run with 2", arguments: [
        nil, "not json", #"{"version": 1}"#, #"{"version": 99, "findings": []}"#,
    ])
    func invalidBaseline(contents: String?) throws {
        let tree = try Self.project()
        if let contents { try tree.file("b.json", contents) }
        let run = try WirelintCLI.run(["lint", "--baseline", "b.json"], in: tree.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("b.json"), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test("a known finding whose line is edited is new again")
    func editedLineIsNew() throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        let header = try String(contentsOf: tree.url("Alpha/DateHeader.swift"), encoding: .utf8)
        let edited = header.replacingOccurrences(of: "title = date.formatted(", with: "title = \"On \" + date.formatted(")
        try #require(edited != header)
        try tree.file("Alpha/DateHeader.swift", edited)
        let run = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json"], in: tree.url)
        #expect(run.findings.map(\.path) == ["Alpha/DateHeader.swift", "Alpha/DateHeader.swift"], "\(run)")
        #expect(run.status == 0, "two warnings, no error: \(run)")
    }

    /// A preview that writes the process-wide store of `CLIFixtures.injected` through a
    /// subscript spread over lines, seen by a preview of the live feed; the message quotes the
    /// subscript.
    static func storeWrite(indent: String) -> String {
        """
        import SwiftUI

        #Preview {
        \(indent)InjectedValues[
        \(indent)\(indent)keyPath: \\.api
        \(indent)] = OfflineFeedAPI()
        \(indent)return Text("feed")
        }

        #Preview("Live") {
        \(indent)Text(FeedModel().posts.isEmpty ? "empty" : "feed")
        }

        """
    }

    @Test("a message quoting code over several lines is one line, and stays the same when the code is re-indented")
    func reindentedQuote() throws {
        let tree = try TemporaryTree()
        try tree.file("Injected.swift", CLIFixtures.injected)
        try tree.file("Feed.swift", Self.storeWrite(indent: "    "))
        let write = try WirelintCLI.run(["lint", "--write-baseline", "wirelint-baseline.json"], in: tree.url)
        let entries = try #require(try Self.baseline(tree)["findings"] as? [[String: Any]])
        let message = try #require(entries.first?["message"] as? String, "\(write)")
        #expect(message.hasPrefix("this preview writes InjectedValues[ keyPath: \\.api ], a process-wide dependency store"), "\(message)")

        try tree.file("Feed.swift", Self.storeWrite(indent: "\t"))
        let after = try WirelintCLI.run(["lint", "--baseline", "wirelint-baseline.json", "--strict"], in: tree.url)
        #expect(after.status == 0, "\(after)")
        #expect(after.findings.isEmpty, "\(after)")
    }
}
