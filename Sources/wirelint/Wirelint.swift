import ArgumentParser
import WirelintFacts

/// `wirelint`: lint (default), graph, extract, rules, explain.
struct Wirelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wirelint",
        abstract: "Finds dependency-wiring mistakes in SwiftUI code.",
        version: ToolVersion.current,
        subcommands: [LintCommand.self, GraphCommand.self, ExtractCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
