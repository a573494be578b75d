import Foundation
import WirelintConfig
import WirelintDiscovery
import WirelintReporting
import WirelintRules

/// The whole `wirelint lint` pipeline: configuration → discovery → `Linter` → report scope
/// and baseline → reporter.
public enum LintRunner {
    public static func run(_ request: LintRequest) throws(UsageError) -> LintOutcome {
        var clock = PhaseClock(recordsDetails: request.timings)
        let loaded: LoadedConfiguration
        do {
            loaded = try ConfigurationLoader.resolve(explicitPath: request.configPath, workingDirectory: request.workingDirectory)
        } catch {
            throw UsageError(error.description)
        }
        let configuration = try applyingRuleSelection(of: request, to: loaded.configuration)
        for path in request.paths {
            let url = URL(fileURLWithPath: path, relativeTo: request.workingDirectory)
            if !FileManager.default.fileExists(atPath: url.path) {
                throw UsageError("error: \(path): no such file or directory")
            }
        }

        let cache = request.useCache ? FactsCache(
            root: request.cachePath.map { URL(fileURLWithPath: $0, relativeTo: request.workingDirectory) } ?? FactsCache.defaultRoot(),
            project: request.workingDirectory.standardizedFileURL.path) : nil
        let lastRun = cache.map(LastRunReads.init)

        let discovered = try ReportScope.resolve(request, discovery: FileDiscovery(
            root: request.workingDirectory, configurationDirectory: loaded.directory,
            included: configuration.included, excluded: configuration.excluded
        ))
        defer { discovered.removeTemporaryFiles() }
        clock.lap("discover")

        var linter = Linter(configuration: configuration, jobs: request.jobs)
        linter.clock = clock
        linter.cache = cache
        linter.finishedValues = request.exitsAfterRun ? .atProcessExit : .inBackground
        let result = linter.lint(files: discovered.files.map { ($0.path, $0.location) }, lastRun: lastRun)
        // The cache is written while the report is made; a run that stops early (an unreadable
        // baseline) still waits for it, so that no half-written entry is left behind.
        defer { result.cacheWrites?.wait() }
        clock = result.clock

        let root = request.workingDirectory.standardizedFileURL.path
        let sourceText: @Sendable (String) -> String? = { [discovered] in discovered.sourceText(of: $0, root: root) }
        // Narrowing stages: the report's scope, then the baseline. The reporter only formats.
        let baselined = try BaselineStage(
            baselinePath: request.baselinePath, writePath: request.writeBaselinePath, workingDirectory: request.workingDirectory
        ).apply(discovered.reported(result.findings), root: root, sourceText: sourceText)
        let findings = request.absolutePaths ? ReportPaths.absolute(baselined.findings, root: root) : baselined.findings
        let report = Report(
            findings: findings, rules: result.rules, fileCount: discovered.reportedFileCount(analysed: result.files),
            rootPath: root, sourceText: sourceText)
        let rendered = request.reporter.reporter.render(report)
        result.cacheWrites?.wait()
        clock.lap("report")

        var diagnostics = discovered.problems.map { "warning: \($0)" } + result.problems.map { "warning: \($0)" }
        if !request.quiet { diagnostics += baselined.diagnostics + [report.summaryLine] }
        if request.timings { diagnostics += clock.lines(files: result.files.count, bytes: result.bytes) }

        let unsuppressed = report.unsuppressedFindings
        let failing = unsuppressed.contains { $0.severity == .error } || (request.strict && !unsuppressed.isEmpty)
        return LintOutcome(report: rendered, diagnostics: diagnostics, exitCode: failing ? 1 : 0)
    }

    /// `--only`, `--enable`, `--disable` on top of the configuration; unknown ids stop the run.
    private static func applyingRuleSelection(of request: LintRequest, to configuration: Configuration) throws(UsageError) -> Configuration {
        let known = Set(RuleRegistry.descriptions.map(\.id))
        for (option, ids) in [("--only", request.only), ("--enable", request.enable), ("--disable", request.disable)] {
            if let unknown = ids.first(where: { !known.contains($0) }) {
                throw UsageError("error: \(option): unknown rule '\(unknown)' (see `wirelint rules`)")
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
