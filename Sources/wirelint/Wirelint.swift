import ArgumentParser

/// `wirelint`: lint (default), rules, explain.
struct Wirelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wirelint",
        abstract: "Finds dependency-wiring mistakes in SwiftUI code.",
        version: WirelintVersion.string,
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
