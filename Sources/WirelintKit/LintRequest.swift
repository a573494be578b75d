import Foundation
import WirelintReporting

/// What `wirelint lint` was asked to do, independent of how the arguments were spelled.
public struct LintRequest: Sendable {
    /// Files or directories to lint; empty means the working directory.
    public var paths: [String]
    public var workingDirectory: URL
    /// `--config FILE`; otherwise `.wirelint.yml` is looked up from the working directory.
    public var configPath: String?
    public var reporter: ReporterKind
    /// `--output FILE`: write the report there instead of stdout, replacing the file once the
    /// report is complete.
    public var outputPath: String?
    /// Fail (exit 1) on warnings too.
    public var strict: Bool
    /// No summary line on stderr.
    public var quiet: Bool
    public var jobs: Int
    /// Cache per-file facts (`--no-cache` turns it off).
    public var useCache: Bool
    /// `--cache-path DIR`; otherwise the per-user cache folder.
    public var cachePath: String?
    /// Print per-phase wall time on stderr.
    public var timings: Bool
    public var enable: [String]
    public var disable: [String]
    public var only: [String]
    /// `--baseline FILE`: findings recorded there are not reported.
    public var baselinePath: String? = nil
    /// `--write-baseline FILE`: record the accepted findings there.
    public var writeBaselinePath: String? = nil
    /// `--changed-since REF`: report only findings in files changed since this git revision.
    public var changedSince: String? = nil
    /// `--stdin-path PATH`: lint standard input in place of the file at PATH, and report only it.
    public var stdinPath: String? = nil
    /// `--facts FILE` (repeatable): link and lint the facts bundles of `wirelint extract`
    /// instead of discovering and reading files.
    public var factsPaths: [String] = []
    /// `--follow-external-links`: read files that symbolic links lead to outside the project.
    public var followsExternalLinks = false
    /// `--allow-empty`: a run that finds no Swift file succeeds instead of stopping with 2.
    public var allowEmpty = false
    /// `--absolute-paths`: report absolute file paths (for build systems).
    public var absolutePaths = false
    /// The caller exits once the run is reported (the command line): the project's facts and
    /// graph are then left for the exit to free (`LargeValueRelease.atProcessExit`).
    public var exitsAfterRun = false

    public init(
        paths: [String] = [],
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        configPath: String? = nil,
        reporter: ReporterKind = .text,
        outputPath: String? = nil,
        strict: Bool = false,
        quiet: Bool = false,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        useCache: Bool = true,
        cachePath: String? = nil,
        timings: Bool = false,
        enable: [String] = [],
        disable: [String] = [],
        only: [String] = []
    ) {
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.configPath = configPath
        self.reporter = reporter
        self.outputPath = outputPath
        self.strict = strict
        self.quiet = quiet
        self.jobs = jobs
        self.useCache = useCache
        self.cachePath = cachePath
        self.timings = timings
        self.enable = enable
        self.disable = disable
        self.only = only
    }
}

/// What a lint run hands back to the command line once the report is written (to stdout or
/// `outputPath`): the lines for stderr and the exit code (0 clean, 1 findings at the failing
/// level).
public struct LintOutcome: Sendable {
    public var diagnostics: [String]
    public var exitCode: Int32
}

/// A problem that stops the run before linting: exit code 2. The description is the complete
/// line for stderr (`error: …`, or `file:line:col: error: …` for configuration files).
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
