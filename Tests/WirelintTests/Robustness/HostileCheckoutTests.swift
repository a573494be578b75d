import Foundation
import Testing

/// A checkout is written by whoever opened the pull request. Symbolic links in it must not make
/// a run write a report or baseline outside the working directory, nor read files outside the
/// project.
@Suite("Robustness: symbolic links out of the checkout")
struct HostileCheckoutTests {
    typealias F = CLIFixtures

    /// The checkout (the sentinel project) and a folder beside it standing for the rest of the
    /// machine, holding a file the links aim at.
    static func checkoutAndElsewhere() throws -> (checkout: TemporaryTree, elsewhere: TemporaryTree) {
        let elsewhere = try TemporaryTree()
        try elsewhere.file("profile", "precious\n")
        try elsewhere.file("Secret/Leak.swift", F.cartBadge.text.replacingOccurrences(of: "CartBadge", with: "LeakBadge"))
        return (try RobustLint.project(), elsewhere)
    }

    // MARK: - Writes

    @Test("--output and --write-baseline refuse a link (the file or a folder) leading out of the working directory", arguments: [
        ["lint", "--output", "report.sarif"], ["lint", "--output", "reports/report.sarif"],
        ["lint", "--write-baseline", "report.sarif"], ["lint", "--write-baseline", "reports/report.sarif"],
        ["extract", "--output", "report.sarif"], ["extract", "--output", "reports/report.sarif"],
    ])
    func writeThroughLinkRefused(command: [String]) throws {
        let (option, path) = (command[1], command[2])
        let (checkout, elsewhere) = try Self.checkoutAndElsewhere()
        try checkout.link("report.sarif", to: elsewhere.url("profile").path)
        try checkout.link("reports", to: elsewhere.url.path)
        let run = try WirelintCLI.run(command + ["--no-cache"], in: checkout.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("\(option): \(path) leads out of the working directory"), "\(run)")
        #expect(try String(contentsOf: elsewhere.url("profile"), encoding: .utf8) == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.url("report.sarif").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == ["Secret", "profile"])
    }

    @Test("an absolute path, a link inside the working directory, or a link to a device is written")
    func writesTheUserChose() throws {
        let (checkout, elsewhere) = try Self.checkoutAndElsewhere()
        let absolute = try WirelintCLI.run(["lint", "--no-cache", "--output", elsewhere.url("report.txt").path], in: checkout.url)
        #expect(absolute.status == 1, "\(absolute)")
        #expect(try String(contentsOf: elsewhere.url("report.txt"), encoding: .utf8).contains("environment_in_init"))

        try checkout.directory("out")
        try checkout.link("latest", to: "out")
        let inside = try WirelintCLI.run(["lint", "--no-cache", "--output", "latest/report.txt"], in: checkout.url)
        #expect(inside.status == 1, "\(inside)")
        #expect(FileManager.default.fileExists(atPath: checkout.url("out/report.txt").path))

        try checkout.link("null.txt", to: "/dev/null")
        let device = try WirelintCLI.run(["lint", "--no-cache", "--output", "null.txt"], in: checkout.url)
        #expect(device.status == 1, "\(device)")
    }

    @Test("a replaced report or baseline keeps its permissions", arguments: ["--output", "--write-baseline"])
    func replacedFileKeepsPermissions(option: String) throws {
        let checkout = try RobustLint.project()
        let report = try checkout.file("report.txt", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report.path)
        let run = try WirelintCLI.run(["lint", "--no-cache", option, "report.txt"], in: checkout.url)
        #expect([0, 1].contains(run.status), "\(run)")
        #expect(try String(contentsOf: report, encoding: .utf8) != "old\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    // MARK: - Reads

    @Test("links to a file or folder outside the project are skipped and named once")
    func externalLinksSkipped() throws {
        let (checkout, elsewhere) = try Self.checkoutAndElsewhere()
        try checkout.link("Good/Leak.swift", to: elsewhere.url("Secret/Leak.swift").path)
        try checkout.link("Shared", to: elsewhere.url("Secret").path)
        try checkout.link("Good/Again", to: "../Shared")
        let run = try WirelintCLI.run(["lint", "--no-cache"], in: checkout.url)
        #expect(run.findings.map(\.location) == [RobustLint.sentinelLocation], "\(run)")
        let skipped = run.stderrLines.filter { $0.contains("outside the project") }
        #expect(skipped.count == 3, "\(run)")
        for link in ["Good/Leak.swift", "Shared", "Good/Again"] {
            #expect(skipped.filter { $0.hasPrefix("warning: \(link): symbolic link to ") }.count == 1, "\(link): \(run)")
        }
    }

    @Test("--follow-external-links and `follow_external_links: true` read them")
    func externalLinksFollowedOnRequest() throws {
        let (checkout, elsewhere) = try Self.checkoutAndElsewhere()
        try checkout.link("Shared", to: elsewhere.url("Secret").path)
        let flag = try WirelintCLI.run(["lint", "--no-cache", "--follow-external-links"], in: checkout.url)
        #expect(flag.findings.map(\.path) == ["Good/CartBadge.swift", "Shared/Leak.swift"], "\(flag)")

        try checkout.file(".wirelint.yml", "follow_external_links: true\n")
        let configured = try WirelintCLI.run(["lint", "--no-cache"], in: checkout.url)
        #expect(configured.findings.map(\.path) == ["Good/CartBadge.swift", "Shared/Leak.swift"], "\(configured)")
    }
}
