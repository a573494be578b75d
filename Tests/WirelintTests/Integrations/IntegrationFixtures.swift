import Foundation
import Testing

/// Projects and process helpers shared by the integration tests.
enum IntegrationFixtures {
    /// A view that reads `@EnvironmentObject var session` in one file, rendered by a preview in
    /// another that never injects it: one error, located in `List.swift`, that only analysing
    /// both files can find.
    static let row = """
        import SwiftUI

        struct AccountRow: View {
            @EnvironmentObject var session: Session

            var body: some View {
                Text(session.name)
            }
        }
        """

    static let list = """
        import SwiftUI

        struct AccountList: View {
            var body: some View {
                AccountRow()
            }
        }

        #Preview {
            AccountList()
        }
        """

    static let session = """
        import SwiftUI

        final class Session: ObservableObject {
            var name = ""
        }
        """

    /// The preview's finding, as `TextFinding.location` shows it.
    static let previewFinding = "List.swift:9:1 error [missing_preview_injection]"

    /// The cross-file preview project plus `CartBadge.swift`, an unrelated error elsewhere.
    static func previewProject() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("Row.swift", row)
        try tree.file("List.swift", list)
        try tree.file("Session.swift", session)
        try tree.file("Badges/CartBadge.swift", CLIFixtures.cartBadge.text)
        return tree
    }

    /// Runs `wirelint` like `WirelintCLI.run`, with `input` on its standard input.
    static func run(_ arguments: [String], in directory: URL, input: String) throws -> WirelintCLI.Run {
        try run(arguments, in: directory, input: Data(input.utf8))
    }

    static func run(_ arguments: [String], in directory: URL, input: Data) throws -> WirelintCLI.Run {
        try WirelintCLI.runProgram(try WirelintCLI.executable(), arguments, in: directory, input: input)
    }

    /// Runs git in `directory` with a fixed identity and none of the machine's git configuration
    /// (a global hook, signing or default branch), failing the test on a non-zero exit.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let scratch = try TemporaryTree()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=wirelint tests", "-c", "user.email=tests@wirelint.invalid", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = directory
        var environment = try IsolatedEnvironment.variables(runningIn: directory, scratch: scratch.url)
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed: \(output)")
        return output
    }
}
