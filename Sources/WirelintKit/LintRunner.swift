import Foundation
import WirelintConfig
import WirelintDiscovery
import WirelintGraph
import WirelintReporting
import WirelintRules

/// The whole `wirelint lint` pipeline: configuration → discovery → `Linter` → report scope
/// and baseline → reporter; with `--facts`, the bundles' facts in place of discovery and extraction.
public enum LintRunner {
    public static func run(_ request: LintRequest) throws(UsageError) -> LintOutcome {
        var clock = PhaseClock(recordsDetails: request.timings)
        let loaded = try configuration(for: request)
        let configuration = try applyingRuleSelection(of: request, to: loaded.configuration)
        if !request.factsPaths.isEmpty { return try lintFacts(request, configuration: configuration, clock: clock) }
        let project = try discover(request, loaded: loaded, configuration: configuration, clock: &clock)
        defer { project.scope.removeTemporaryFiles() }
        let result = project.linter(for: request, clock: clock).lint(files: project.files, lastRun: project.lastRun)
        // The cache is written while the report is made; a run that stops early (an unreadable
        // baseline) still waits for it, so that no half-written entry is left behind.
        defer { result.cacheWrites?.wait() }
        return try report(result, of: request, scope: project.scope, readSources: true)
    }

    /// What `lint` and `graph` share before the files are read: the cache's last run (read
    /// while the files are discovered), and the files the configuration and paths select.
    static func discover(
        _ request: LintRequest, loaded: LoadedConfiguration, configuration: Configuration, clock: inout PhaseClock
    ) throws(UsageError) -> DiscoveredProject {
        try requireExisting(request.paths, in: request.workingDirectory)
        let stdin = try request.stdinPath.map { path throws(UsageError) in
            try StdinSource.read(path: path, limit: loaded.configuration.maximumFileSize)
        }

        let cache = request.useCache ? FactsCache(cachePath: request.cachePath, workingDirectory: request.workingDirectory) : nil
        let lastRun = cache.map(LastRunReads.init)

        let discovery = FileDiscovery(
            root: request.workingDirectory, configurationDirectory: loaded.directory,
            included: configuration.included, excluded: configuration.excluded,
            followsExternalLinks: configuration.followsExternalLinks || request.followsExternalLinks
        )
        var discovered = try ReportScope.resolve(request, stdin: stdin, discovery: discovery)
        if discovered.analysesWholeProject {
            let configurationName = loaded.file.map {
                ReportScope.displayPath(of: $0.standardizedFileURL, root: request.workingDirectory, asGiven: $0.path)
            } ?? "configuration"
            discovered.problems += discovery.includedPatternsMatchingNothing(in: discovered.files).map {
                DiscoveryProblem(path: configurationName, reason: "included pattern '\($0)' matches no Swift file")
            }
        }
        // An Xcode project's file alone is nothing to lint.
        if discovered.files.allSatisfy({ FileDiscovery.isTargetsFile($0.path) }), !request.allowEmpty {
            // The warnings (a misspelled `included` entry) usually say why.
            let warnings = discovered.problems.map { "warning: \(TerminalText.escaped($0.description))\n" }.joined()
            discovered.removeTemporaryFiles()
            throw UsageError(warnings + nothingToLint(request, configuration: configuration))
        }
        clock.lap("discover", detail: AnalysedProject(request).map { "project \($0.roots.joined(separator: ", "))" })
        return DiscoveredProject(
            configuration: configuration, scope: discovered, cache: cache, lastRun: lastRun,
            places: places(of: discovered.files.map(\.path), in: request.workingDirectory))
    }

    /// The reduce half of a sharded run (`--facts`): the bundles' facts, linked and linted as
    /// one project, without reading a source file but for what the report quotes.
    private static func lintFacts(
        _ request: LintRequest, configuration: Configuration, clock: PhaseClock
    ) throws(UsageError) -> LintOutcome {
        guard request.paths.isEmpty, request.stdinPath == nil else {
            throw UsageError("error: --facts lints the files of its bundles: it takes no paths or --stdin-path")
        }
        var clock = clock
        var bundles: [(path: String, bundle: FactsBundle)] = []
        for path in request.factsPaths {
            bundles.append((path, try FactsBundle.read(from: URL(fileURLWithPath: path, relativeTo: request.workingDirectory), displayPath: path)))
        }
        // The bundles' bytes are let go once decoded, before the graph is built: the run's
        // peak is then the graph's, as in a run that extracts.
        let facts = try FactsBundle.summaries(of: consume bundles, jobs: request.jobs)
        clock.lap("read facts", detail: "\(facts.summaries.count) files from \(request.factsPaths.count) bundles")
        let scope = try ReportScope.resolve(facts: facts.summaries.map(\.path), request)
        var linter = Linter(configuration: configuration, jobs: request.jobs)
        linter.clock = clock
        linter.finishedValues = request.exitsAfterRun ? .atProcessExit : .inBackground
        linter.places = places(of: facts.summaries.map(\.path), in: request.workingDirectory)
        return try report(linter.lint(summaries: facts.summaries, problems: facts.problems), of: request, scope: scope, readSources: false)
    }

    /// Narrows a run's findings (the report's scope, then the baseline), writes the report and
    /// works out the exit code. `readSources` says whether the run read the files (not with `--facts`).
    private static func report(
        _ result: LintResult, of request: LintRequest, scope: ReportScope, readSources: Bool
    ) throws(UsageError) -> LintOutcome {
        var clock = result.clock
        let root = request.workingDirectory.standardizedFileURL.path
        let sourceText: @Sendable (String) -> String? = { scope.sourceText(of: $0, root: root) }
        // Narrowing stages: the report's scope, then the baseline. The reporter only formats.
        let baselined = try BaselineStage(
            baselinePath: request.baselinePath, writePath: request.writeBaselinePath, workingDirectory: request.workingDirectory
        ).apply(scope.reported(result.findings), root: root, sourceText: sourceText)
        let findings = request.absolutePaths ? ReportPaths.absolute(baselined.findings, root: root) : baselined.findings
        let report = Report(
            findings: findings, rules: result.rules,
            fileCount: scope.reportedFileCount(analysed: result.files),
            rootPath: root, sourceText: sourceText, jobs: request.jobs)
        var output = try ReportOutput(path: request.outputPath, relativeTo: request.workingDirectory)
        let reportWarnings = request.reporter.reporter.write(report, to: &output)
        try output.finish()
        result.cacheWrites?.wait()
        clock.lap("report")

        // File names come from the project: a line break in one must not start a line of its own.
        var diagnostics = (scope.problems.map(\.description) + result.problems.map(\.description)).map { "warning: \(TerminalText.escaped($0))" }
            + reportWarnings
        if !request.quiet { diagnostics += baselined.diagnostics + [report.summaryLine] }
        if request.timings { diagnostics += clock.lines(files: result.files.count, bytes: readSources ? result.bytes : nil) }

        let unsuppressed = report.unsuppressedFindings
        let failing = unsuppressed.contains { $0.severity == .error } || (request.strict && !unsuppressed.isEmpty)
        return LintOutcome(diagnostics: diagnostics, exitCode: failing ? 1 : 0)
    }

    /// Where each file is, by its path as reported: absolute, and in which project folder
    /// (`ProjectRoot`), found from where the path says the file is (an editor's buffer is read
    /// from a temporary copy).
    private static func places(of paths: [String], in workingDirectory: URL) -> ProjectModules.Places {
        let cwd = workingDirectory.standardizedFileURL.path
        let located = ProjectRoot.folders(of: paths, base: cwd)
        var places = ProjectModules.Places()
        for (path, place) in zip(paths, located) {
            places.absolutePaths[path] = place.path
            places.projectFolders[path] = place.folder
        }
        return places
    }

    /// The configuration `--config` names, else the `.wirelint.yml` found from the working
    /// directory upwards.
    /// The run's configuration: `--config`, else the `.wirelint.yml` found from the project of
    /// the files given (`AnalysedProject`), else from the working directory.
    static func configuration(for request: LintRequest) throws(UsageError) -> LoadedConfiguration {
        let start = AnalysedProject(request)?.configurationSearchStart(default: request.workingDirectory)
        return try configuration(at: request.configPath, from: start ?? request.workingDirectory)
    }

    static func configuration(at path: String?, from workingDirectory: URL) throws(UsageError) -> LoadedConfiguration {
        do {
            return try ConfigurationLoader.resolve(explicitPath: path, workingDirectory: workingDirectory)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Why a run found no file: a wrong path or pattern in CI would otherwise pass, linting nothing.
    private static func nothingToLint(_ request: LintRequest, configuration: Configuration) -> String {
        let paths = request.paths.isEmpty ? "." : request.paths.joined(separator: ", ")
        var patterns: [String] = []
        if !configuration.included.isEmpty { patterns.append("included: \(configuration.included.joined(separator: ", "))") }
        if !configuration.excluded.isEmpty { patterns.append("excluded: \(configuration.excluded.joined(separator: ", "))") }
        let filters = patterns.isEmpty ? "" : " (\(patterns.joined(separator: "; ")))"
        return "error: no Swift files found under \(paths)\(filters); pass --allow-empty to accept a run with nothing to lint"
    }

    /// Stops the run when a path on the command line does not exist.
    static func requireExisting(_ paths: [String], in workingDirectory: URL) throws(UsageError) {
        for path in paths where !FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: workingDirectory).path) {
            throw UsageError("error: \(path): no such file or directory")
        }
    }

    /// `--only`, `--enable`, `--disable` on top of the configuration; unknown ids stop the run.
    private static func applyingRuleSelection(of request: LintRequest, to configuration: Configuration) throws(UsageError) -> Configuration {
        let known = RuleRegistry.descriptions.map(\.id)
        for (option, ids) in [("--only", request.only), ("--enable", request.enable), ("--disable", request.disable)] {
            if let unknown = ids.first(where: { !known.contains($0) }) {
                let hint = SpellingSuggestion.closest(to: unknown, among: known).map { "did you mean '\($0)'?" } ?? "see `wirelint rules`"
                throw UsageError("error: \(option): unknown rule '\(unknown)'; \(hint)")
            }
        }
        var configuration = configuration
        if !request.only.isEmpty { configuration.onlyRules = Set(request.only) }
        configuration.disabledRules.subtract(request.enable)
        if !configuration.onlyRules.isEmpty { configuration.onlyRules.formUnion(request.enable) }
        configuration.disabledRules.formUnion(request.disable)
        if configuration.enabledRules.isEmpty { throw UsageError("error: no rule is enabled") }
        return configuration
    }
}

/// A project found and configured, ready to be read, linked and linted.
struct DiscoveredProject {
    let configuration: Configuration
    let scope: ReportScope
    let cache: FactsCache?
    let lastRun: LastRunReads?
    let places: ProjectModules.Places

    var files: [(path: String, location: String)] { scope.files.map { ($0.path, $0.location) } }

    /// The linter of a run on this project: its configuration, cache and clock.
    func linter(for request: LintRequest, clock: PhaseClock) -> Linter {
        var linter = Linter(configuration: configuration, jobs: request.jobs)
        linter.clock = clock
        linter.cache = cache
        linter.finishedValues = request.exitsAfterRun ? .atProcessExit : .inBackground
        linter.places = places
        return linter
    }
}
