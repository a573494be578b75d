import ArgumentParser
import Foundation
import WirelintConcurrency
import WirelintKit

/// `wirelint extract`: the files' facts (of one shard) into a bundle for `lint --facts`.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write the facts of Swift files (or of one shard of them) to a bundle for `wirelint lint --facts`."
    )

    @Argument(help: "Files or directories to extract from (default: the current directory).")
    var paths: [String] = []

    @Option(help: "The bundle to write.")
    var output: String

    @Option(help: "Extract only shard I of N (1/4, 2/4, …): every N-th of the files in path order, from the I-th.")
    var shard: String?

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Do not print what was written.")
    var quiet = false

    func validate() throws {
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, as in 2/4") }
    }

    func run() throws {
        var request = ExtractRequest(outputPath: output)
        request.paths = paths
        request.configPath = project.config
        request.shard = shard.flatMap(Shard.init)
        if let jobs = project.jobs { request.jobs = jobs }
        Malloc.limitArenas(to: request.jobs + 1)
        request.useCache = !project.noCache
        request.cachePath = project.cachePath
        request.quiet = quiet
        request.followsExternalLinks = project.followExternalLinks
        do {
            for line in try ExtractRunner.run(request) { Output.standardError(line) }
        } catch {
            throw ConfigurationFailure(message: error.description)
        }
    }
}
