import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import WirelintKit
import WirelintRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, enabled, summary."
    )

    @Option(help: "Configuration file whose enabled rules to show.")
    var config: String?

    func run() throws {
        let enabled: Set<String>
        do {
            enabled = try RuleCatalog.enabledRuleIDs(configPath: config)
        } catch {
            throw ConfigurationFailure(message: error.description)
        }
        Output.standardOutput(RuleCatalog.table(enabled: enabled))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation with examples."
    )

    @Argument(help: "The rule id, as listed by `wirelint rules`.")
    var rule: String

    func run() throws {
        guard let text = RuleCatalog.documentation(forRule: rule) else {
            throw ConfigurationFailure(message: "error: unknown rule '\(rule)' (see `wirelint rules`)")
        }
        Output.standardOutput(TerminalManual(width: Self.terminalWidth).render(text))
    }

    /// The width of the terminal standard output writes to, or 80 when it is not a terminal
    /// (a pipe, a file) or does not say.
    private static var terminalWidth: Int {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
