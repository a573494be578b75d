import Foundation
import WirelintConfig
import WirelintDiscovery
import WirelintReporting

/// What `wirelint extract` was asked to do.
public struct ExtractRequest: Sendable {
    /// Files or directories to discover from; empty means the working directory.
    public var paths: [String] = []
    public var workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    public var configPath: String?
    /// `--output FILE`: where the bundle is written.
    public var outputPath: String
    /// `--shard I/N`; nil extracts every file.
    public var shard: Shard?
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var useCache = true
    public var cachePath: String?
    public var quiet = false
    /// `--follow-external-links`: read files that symbolic links lead to outside the project.
    public var followsExternalLinks = false

    public init(outputPath: String) {
        self.outputPath = outputPath
    }
}

/// The map half of a sharded run: configuration → discovery → this shard's files → facts (from
/// the cache where it has them) → a `FactsBundle` that `wirelint lint --facts` links with the
/// other shards'.
public enum ExtractRunner {
    /// Writes the bundle and returns the lines for stderr: each file that could not be analysed,
    /// then (unless quiet) what was written.
    public static func run(_ request: ExtractRequest) throws(UsageError) -> [String] {
        let loaded = try LintRunner.configuration(at: request.configPath, from: request.workingDirectory)
        try LintRunner.requireExisting(request.paths, in: request.workingDirectory)
        let discovered = FileDiscovery(
            root: request.workingDirectory, configurationDirectory: loaded.directory,
            included: loaded.configuration.included, excluded: loaded.configuration.excluded,
            followsExternalLinks: loaded.configuration.followsExternalLinks || request.followsExternalLinks
        ).discover(request.paths)
        let files = request.shard?.share(of: discovered.files) ?? discovered.files

        var linter = Linter(configuration: loaded.configuration, jobs: request.jobs)
        linter.cache = request.useCache ? FactsCache(cachePath: request.cachePath, workingDirectory: request.workingDirectory) : nil
        let extracted = linter.extract(files: files.map { ($0.path, $0.location) })
        let problems = discovered.problems.map { FileProblem(path: $0.path, reason: $0.reason) } + extracted.problems
        let bundle = FactsBundle(files: extracted.files, problems: problems)
        let target = URL(fileURLWithPath: request.outputPath, relativeTo: request.workingDirectory)
        try OutputDestination.requireInside(request.workingDirectory, path: request.outputPath, target: target.path, option: "--output")
        guard bundle.write(to: target) else {
            throw UsageError("error: cannot write \(request.outputPath)")
        }
        var lines = problems.map { "warning: \(TerminalText.escaped($0.description))" }
        if !request.quiet {
            let share = request.shard.map { "shard \($0) of \(discovered.files.count) files: " } ?? ""
            lines.append("\(share)facts of \(extracted.files.count) files (\(extracted.hits) from the cache) written to \(request.outputPath)")
        }
        return lines
    }
}
