import WirelintFacts

/// A pass that rewrites the per-file facts with what only the whole project shows (which of
/// the closures a body hands over are actions), before the types are linked: every rule then
/// reads the settled facts, and none has to remember to settle them itself.
protocol FactsPass: Sendable {
    /// The files with the pass applied: the same array when it changes nothing.
    static func applied(to files: [FileSummary], jobs: Int) -> [FileSummary]
}

extension ProjectGraph {
    /// The passes a link runs over the facts, in this order, each on what the one before left.
    static let factsPasses: [any FactsPass.Type] = [ActionClosures.self]

    /// The project linked from its per-file facts on `jobs` threads: `factsPasses` in order,
    /// then the graph of what they leave.
    /// `modules` are those of the files (`ProjectModules(files:)` unless given).
    public static func linking(_ files: [FileSummary], modules: ProjectModules? = nil, jobs: Int = 1) -> ProjectGraph {
        let settled = factsPasses.reduce(files) { files, pass in pass.applied(to: files, jobs: jobs) }
        return ProjectGraph(settledFiles: settled, modules: modules ?? ProjectModules(files: files), jobs: jobs)
    }
}
