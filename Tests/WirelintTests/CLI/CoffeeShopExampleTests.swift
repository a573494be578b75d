import Foundation
import Testing

/// `Examples/CoffeeShop` is the project a newcomer runs first; its README promises a list of
/// findings, and this test keeps the promise true.
@Suite("CLI: the CoffeeShop example")
struct CoffeeShopExampleTests {
    static let example = "Examples/CoffeeShop"

    /// The rows of the README's findings table: `| `path:line:col` | `rule` | severity | … |`.
    static func expectedFindings() throws -> [String] {
        let readme = try String(
            contentsOf: WirelintCLI.repositoryRoot.appendingPathComponent("\(example)/README.md"), encoding: .utf8)
        return readme.split(separator: "\n").compactMap { line -> String? in
            guard let row = line.wholeMatch(of: #/\| `([^`]+\.swift):(\d+):(\d+)` \| `([a-z_]+)` \| (error|warning) \|.*/#) else {
                return nil
            }
            return "\(example)/\(row.1):\(row.2):\(row.3) \(row.5) [\(row.4)]"
        }
    }

    @Test("`wirelint lint Examples/CoffeeShop` reports exactly the findings its README lists")
    func findingsMatchReadme() throws {
        let expected = try Self.expectedFindings()
        #expect(!expected.isEmpty, "no findings table in \(Self.example)/README.md")
        let run = try WirelintCLI.run(["lint", Self.example], in: WirelintCLI.repositoryRoot)
        #expect(run.findings.map(\.location) == expected, "\(run)")
        #expect(run.findings.count == run.stdoutLines.count, "\(run)")
        #expect(run.status == (expected.contains { $0.contains(" error ") } ? 1 : 0), "\(run)")
        let files = FileManager.default.enumerator(atPath: WirelintCLI.repositoryRoot.appendingPathComponent(Self.example).path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(run.stderrLines.last?.hasSuffix(" in \(files.count) files") == true, "every file is linted:\n\(run)")
    }

    /// The project README shows the first run's output; every finding line it quotes must be one
    /// the example still prints, word for word.
    @Test("the finding lines the project README quotes from the first run are printed as quoted")
    func projectReadmeQuotesRealOutput() throws {
        let readme = try String(contentsOf: WirelintCLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let quoted = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("\(Self.example)/") }
        #expect(!quoted.isEmpty, "the README quotes no finding of the example")
        let run = try WirelintCLI.run(["lint", Self.example], in: WirelintCLI.repositoryRoot)
        for line in quoted {
            #expect(run.stdoutLines.contains(line), "README quotes a line the example does not print:\n\(line)")
        }
    }
}
