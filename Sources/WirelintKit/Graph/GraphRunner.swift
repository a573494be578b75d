import WirelintRules
import WirelintWiring

/// `wirelint graph`: the run `lint` makes — configuration, discovery, cache, link, rules,
/// suppression — keeping the linked project, then the wiring model built from it and the
/// findings, the selection, and one renderer.
public enum GraphRunner {
    public static func run(_ request: GraphRequest) throws(UsageError) -> LintOutcome {
        let lint = request.project
        var clock = PhaseClock(recordsDetails: lint.timings)
        let loaded = try LintRunner.configuration(for: lint)
        let project = try LintRunner.discover(lint, loaded: loaded, configuration: loaded.configuration, clock: &clock)
        var linter = project.linter(for: lint, clock: clock)
        linter.keepsGraph = true
        let result = linter.lint(files: project.files, lastRun: project.lastRun)
        defer { result.cacheWrites?.wait() }
        clock = result.clock
        // A linter that keeps the graph always links: it never reuses the last run's findings alone.
        let whole = WiringGraphBuilder.build(from: result.graph!, findings: project.scope.reported(result.findings))
        let selected: WiringGraph
        do {
            selected = try request.selection.apply(to: whole, knownRules: RuleRegistry.descriptions.map(\.id))
        } catch {
            throw UsageError(error.description)
        }
        clock.lap("graph", detail: "\(selected.nodes.count) of \(whole.nodes.count) nodes")
        var output = try ReportOutput(path: lint.outputPath, relativeTo: lint.workingDirectory)
        output.write(try render(selected, as: request.format))
        try output.finish()
        clock.lap("render")
        let warnings = result.problems.map { "warning: \($0.description)" }
        return LintOutcome(diagnostics: warnings + (lint.timings ? clock.lines(files: result.files.count, bytes: result.bytes) : []), exitCode: 0)
    }

    private static func render(_ graph: WiringGraph, as format: GraphFormat) throws(UsageError) -> String {
        switch format {
        case .dot: DotRenderer().render(graph)
        case .mermaid: MermaidRenderer().render(graph)
        case .json: GraphJSONRenderer().render(graph)
        case .html: HTMLRenderer().render(graph, picture: try GraphvizLayout.svg(of: DotRenderer().render(graph)))
        }
    }
}
