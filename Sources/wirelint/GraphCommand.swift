import ArgumentParser
import WirelintConcurrency
import WirelintKit
import WirelintWiring

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw how views, view models, environment values and dependencies are wired, with the findings on them.",
        discussion: """
            Reads, links and lints the project as `lint` does (same configuration and cache), then draws it. \
            A picture holds at most \(GraphSelection.mostNodes) nodes: a larger project is drawn with --focus or --root. \
            The html format is laid out by Graphviz's `dot` when it is installed. Exits with 0 whatever the findings.
            """
    )

    @Argument(help: "Files or directories to read (default: the current directory).")
    var paths: [String] = []

    @Option(help: "Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = "dot"

    @Option(help: "Draw what explains this: a view or type (what reaches it from the roots, what it draws), an environment value (who injects and reads it), or a rule id, finding location (file:line) or finding id (its path).")
    var focus: String?

    @Option(help: "Draw only the tree of this app, scene or preview (by name or file:line).")
    var root: String?

    @Option(help: "Steps drawn below the focus or root (default: 2 below a focus, all below a root).")
    var depth: Int?

    @Option(help: "Write the graph to this file instead of standard output.")
    var output: String?

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Print each phase's wall time and the peak memory so far on standard error.")
    var timings = false

    func validate() throws {
        guard GraphFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format '\(format)'; choose one of \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let depth, depth < 0 { throw ValidationError("--depth must be at least 0") }
    }

    func run() throws {
        var lint = LintRequest(
            paths: paths, configPath: project.config, outputPath: output, useCache: !project.noCache, cachePath: project.cachePath,
            timings: timings)
        if let jobs = project.jobs { lint.jobs = jobs }
        Malloc.limitArenas(to: lint.jobs + 1)
        lint.followsExternalLinks = project.followExternalLinks
        lint.exitsAfterRun = true
        let request = GraphRequest(
            project: lint, selection: GraphSelection(root: root, focus: focus, depth: depth), format: GraphFormat(rawValue: format) ?? .dot)
        let outcome: LintOutcome
        do {
            outcome = try GraphRunner.run(request)
        } catch {
            throw ConfigurationFailure(message: error.description)
        }
        for line in outcome.diagnostics { Output.standardError(line) }
    }
}
