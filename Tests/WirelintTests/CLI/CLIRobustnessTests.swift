import Foundation
import Testing

/// Bad input in one file never stops the others from being linted, and is never silent.
@Suite("CLI: unreadable input")
struct CLIRobustnessTests {
    typealias F = CLIFixtures

    @Test("a non-UTF-8 file is named on stderr; a folder named x.swift is a folder; the rest is linted")
    func badFiles() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        try tree.file("x.swift/DateHeader.swift", F.dateHeader.text)
        try Data("struct Legacy {\n    let name = \"caf".utf8 + [0xE9] + Data("\"\n}\n".utf8)).write(to: tree.url("Latin1.swift"))

        let run = try WirelintCLI.run(["lint"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        let expected = F.cartBadge.locations(path: "CartBadge.swift", severity: "error", rule: "environment_in_init")
            + F.dateHeader.locations(path: "x.swift/DateHeader.swift", severity: "warning", rule: "environment_in_init")
        #expect(run.findings.map(\.location) == expected, "\(run)")
        let problems = run.stderrLines.filter { $0.contains("Latin1.swift") }
        #expect(problems.count == 1, "\(run)")
        #expect(run.stderrLines.filter { $0.contains("x.swift") && !$0.contains("x.swift/") }.isEmpty, "\(run)")
        #expect(run.stderrLines.last == "1 error, 2 warnings in 2 files", "\(run)")
    }

    @Test("a binary file named *.swift is skipped and named, explicit paths included")
    func binaryFile() throws {
        let tree = try TemporaryTree()
        try tree.file("CartBadge.swift", F.cartBadge.text)
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01]).write(to: tree.url("Asset.swift"))
        let run = try WirelintCLI.run(["lint", "Asset.swift", "CartBadge.swift"], in: tree.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.findings.map(\.path) == ["CartBadge.swift"], "\(run)")
        #expect(run.stderrLines.contains { $0.contains("Asset.swift") }, "\(run)")
    }
}
