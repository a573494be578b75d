import Foundation
import FoundationXML
import Testing

/// Every `--reporter` run end to end on files whose names would break a careless writer,
/// with the output parsed by a real parser.
@Suite("Integrations: reporters from the command line")
struct ReporterCLITests {
    typealias F = CLIFixtures

    static let hostileName = "Wé \"q\" <&> 100%,a:b::c 🎉\nx'.swift"

    /// An error in the hostile file, a warning in a plain one.
    static func project() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("Screens/\(hostileName)", F.cartBadge.text)
        try tree.file("DateHeader.swift", F.dateHeader.text)
        return tree
    }

    static let expectedPaths = ["DateHeader.swift", "DateHeader.swift", "Screens/\(hostileName)"]

    @Test("json: parses; paths round-trip; summary counts")
    func json() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--reporter", "json"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["path"] as? String } == Self.expectedPaths)
        #expect(document["summary"] as? [String: Int] == ["errors": 1, "warnings": 2, "suppressed": 0, "files": 2])
    }

    @Test("codeclimate: parses as a JSON array without BOM, paths round-trip, fingerprints are stable across runs")
    func codeClimate() throws {
        let tree = try Self.project()
        let first = try WirelintCLI.run(["lint", "--reporter", "codeclimate", "--output", "gl-code-quality-report.json"], in: tree.url)
        #expect(first.status == 1, "\(first)")
        let data = try Data(contentsOf: tree.url("gl-code-quality-report.json"))
        #expect(data.first == UInt8(ascii: "["))
        let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String } == Self.expectedPaths)
        #expect(issues.compactMap { $0["severity"] as? String } == ["major", "major", "critical"])

        // Code added above the findings moves them; the fingerprints stay.
        let header = try String(contentsOf: tree.url("DateHeader.swift"), encoding: .utf8)
        try tree.file("DateHeader.swift", "// Header\n\n" + header)
        let second = try WirelintCLI.run(["lint", "--reporter", "codeclimate"], in: tree.url)
        let moved = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [[String: Any]])
        #expect(moved.compactMap { $0["fingerprint"] as? String } == issues.compactMap { $0["fingerprint"] as? String })
        #expect(moved.compactMap { ($0["location"] as? [String: Any])?["lines"] as? [String: Int] }.map { $0["begin"] } != issues.compactMap { ($0["location"] as? [String: Any])?["lines"] as? [String: Int] }.map { $0["begin"] })
    }

    @Test("github-actions: one workflow command per finding, the hostile path decoded intact")
    func githubActions() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--reporter", "github-actions"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        let commands = run.stdoutLines.map { ReporterFormatTests.WorkflowCommand($0) }
        #expect(commands.count == 3, "\(run)")
        #expect(commands.compactMap { $0?.properties["file"] } == Self.expectedPaths)
        #expect(commands.compactMap { $0?.name } == ["warning", "warning", "error"])
    }

    @Test("checkstyle and junit: parse as XML, paths round-trip", arguments: ["checkstyle", "junit"])
    func xml(reporter: String) throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--reporter", reporter], in: tree.url)
        #expect(run.status == 1, "\(run)")
        let document = try XMLDocument(xmlString: run.stdout, options: [])
        let paths: [String]
        if reporter == "checkstyle" {
            let files = document.rootElement()?.elements(forName: "file") ?? []
            paths = files.flatMap { file in file.elements(forName: "error").map { _ in file.attribute(forName: "name")?.stringValue ?? "" } }
        } else {
            let suite = document.rootElement()?.elements(forName: "testsuite").first
            paths = suite?.elements(forName: "testcase").compactMap { $0.attribute(forName: "file")?.stringValue } ?? []
        }
        #expect(paths == Self.expectedPaths)
    }

    @Test("python's xml.etree parses checkstyle and junit output too", arguments: ["checkstyle", "junit"])
    func pythonXML(reporter: String) throws {
        let tree = try Self.project()
        _ = try WirelintCLI.run(["lint", "--reporter", reporter, "--output", "report.xml"], in: tree.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(len(list(r.iter('error' if r.tag == 'checkstyle' else 'failure'))))", tree.url("report.xml").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "3", "\(output)")
    }

    @Test("--absolute-paths: findings and related locations name files by absolute path")
    func absolutePaths() throws {
        let tree = try Self.project()
        let run = try WirelintCLI.run(["lint", "--absolute-paths", "--reporter", "json"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["path"] as? String } == Self.expectedPaths.map { tree.url($0).path })
        let related = findings.flatMap { ($0["related"] as? [[String: Any]]) ?? [] }.compactMap { $0["path"] as? String }
        #expect(!related.isEmpty && related.allSatisfy { $0.hasPrefix(tree.path + "/") }, "\(related)")

        let text = try WirelintCLI.run(["lint", "--absolute-paths", "DateHeader.swift"], in: tree.url)
        #expect(text.findings.map(\.path) == [tree.url("DateHeader.swift").path, tree.url("DateHeader.swift").path], "\(text)")
    }
}
