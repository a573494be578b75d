import ArgumentParser
import Foundation
import WirelintConcurrency
import WirelintKit
import WirelintReporting

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files (default: the current directory)."
    )

    @Argument(help: "Files or directories to lint.")
    var paths: [String] = []

    @Option(help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")) (xcode = text).")
    var reporter: String = "text"

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Exit with 1 on warnings too.")
    var strict = false

    @Flag(help: "Do not print the summary line.")
    var quiet = false

    @Flag(help: "Print each phase's wall time and the peak memory so far on standard error.")
    var timings = false

    @Option(help: "Enable a rule (repeatable).")
    var enable: [String] = []

    @Option(help: "Disable a rule (repeatable).")
    var disable: [String] = []

    @Option(help: "Run only this rule (repeatable).")
    var only: [String] = []

    @Option(help: "Do not report findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record the current findings (with --baseline: those it still matches) in this file and do not report them.")
    var writeBaseline: String?

    @Option(help: "Report only findings in files changed since this git revision (the merge base with HEAD), uncommitted and untracked files included.")
    var changedSince: String?

    @Option(help: "Lint the text read from standard input as the file at this path, with the project on disk as context; report only this file.")
    var stdinPath: String?

    @Flag(help: "Succeed when no Swift file is found (otherwise an error: a wrong path or pattern would lint nothing).")
    var allowEmpty = false

    @Flag(help: "Report absolute file paths instead of paths relative to the working directory.")
    var absolutePaths = false

    @Option(help: "Link and lint the facts bundles written by `wirelint extract` (repeatable: one per shard) instead of reading the files.")
    var facts: [String] = []

    func validate() throws {
        guard ReporterKind(name: reporter) != nil else {
            throw ValidationError("unknown reporter '\(reporter)'; choose one of \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")), xcode")
        }
    }

    func run() throws {
        var request = LintRequest(
            paths: paths, configPath: project.config, reporter: ReporterKind(name: reporter) ?? .text,
            outputPath: output, strict: strict, quiet: quiet, useCache: !project.noCache, cachePath: project.cachePath, timings: timings,
            enable: enable, disable: disable, only: only)
        if let jobs = project.jobs { request.jobs = jobs }
        // One more than the workers: the last run is read on a thread of its own (`LastRunReads`).
        Malloc.limitArenas(to: request.jobs + 1)
        request.baselinePath = baseline
        request.writeBaselinePath = writeBaseline
        request.changedSince = changedSince
        request.absolutePaths = absolutePaths
        request.allowEmpty = allowEmpty
        request.followsExternalLinks = project.followExternalLinks
        request.factsPaths = facts
        request.exitsAfterRun = true
        let outcome: LintOutcome
        do {
            if let stdinPath {
                try StdinSource.check(stdinPath, relativeTo: request.workingDirectory)
                request.stdinPath = stdinPath
            }
            outcome = try LintRunner.run(request)
        } catch {
            throw ConfigurationFailure(message: error.description)
        }
        for line in outcome.diagnostics { Output.standardError(line) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
