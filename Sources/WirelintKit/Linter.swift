import Foundation
import WirelintConfig
import WirelintExtraction
import WirelintFacts
import WirelintGraph
import WirelintRules
import WirelintSuppression

/// A Swift file to lint: its path relative to the lint root and its text.
public struct SourceText: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file that could not be analysed, and why: always shown to the user.
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// What a lint run produced.
public struct LintResult: Sendable {
    /// Every finding, sorted, suppressed ones included (flagged).
    public var findings: [Finding]
    /// The rules that ran.
    public var rules: [RuleDescription]
    /// Paths that were analysed.
    public var files: [String]
    /// Files that were skipped, with the reason.
    public var problems: [FileProblem]
    /// Phase timings, continued from the linter's clock.
    var clock: PhaseClock
    /// Bytes of source read from disk.
    var bytes = 0
}

/// Runs the pipeline after discovery: extract (in parallel) → link → rules → suppression.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// Worker threads for extraction; defaults to every core.
    public var jobs: Int
    /// Phases measured before this stage (discovery), continued here.
    var clock = PhaseClock()
    /// Where per-file facts are cached; nil to always extract.
    var cache: FactsCache?

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Lints files given as text (tests, editors' unsaved buffers).
    public func lint(sources: [SourceText]) -> LintResult {
        var clock = clock
        let summaries = sources.parallelMap(jobs: jobs) { FileSummary(path: $0.path, facts: FactExtractor.facts(fromSource: $0.text)) }
        clock.lap("extract")
        return analyze(summaries, problems: [], clock: clock)
    }

    /// Lints files on disk; unreadable or undecodable files are reported as problems. Facts
    /// come from `cache` when it holds an entry for a file's exact content.
    public func lint(files: [(path: String, url: URL)]) -> LintResult {
        var clock = clock
        let cache = self.cache
        let outcomes = files.map { SourceFileReader.Request(path: $0.path, url: $0.url) }.parallelMap(jobs: jobs) { request in
            Self.summarize(request, cache: cache)
        }
        var summaries: [FileSummary] = []
        var problems: [FileProblem] = []
        var hits = 0
        var bytes = 0
        for outcome in outcomes {
            switch outcome {
            case .success(let (summary, fromCache, size)):
                summaries.append(summary)
                bytes += size
                if fromCache { hits += 1 }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        clock.lap("read+extract", detail: cache == nil ? "cache off" : "\(hits) of \(summaries.count) from cache")
        var result = analyze(summaries, problems: problems, clock: clock)
        result.bytes = bytes
        return result
    }

    private static func summarize(_ request: SourceFileReader.Request, cache: FactsCache?) -> Result<(FileSummary, Bool, Int), FileProblem> {
        let data: Data
        switch SourceFileReader.read(request) {
        case .success(let bytes): data = bytes
        case .failure(let problem): return .failure(problem)
        }
        let key = cache.map { _ in data.withUnsafeBytes { ContentHash.hex(of: $0) } }
        if let cache, let key, let facts = cache.load(key: key) {
            return .success((FileSummary(path: request.path, facts: facts), true, data.count))
        }
        switch SourceFileReader.decode(data, path: request.path) {
        case .success(let text):
            let facts = FactExtractor.facts(fromSource: text)
            if let cache, let key { cache.store(facts, key: key) }
            return .success((FileSummary(path: request.path, facts: facts), false, data.count))
        case .failure(let problem):
            return .failure(problem)
        }
    }

    private func analyze(_ summaries: [FileSummary], problems: [FileProblem], clock: PhaseClock) -> LintResult {
        var clock = clock
        let graph = ProjectGraph(files: summaries)
        clock.lap("link")
        let rules = configuration.enabledRules
        let findings = rules.flatMap { $0.findings(in: graph, options: configuration.options(for: $0.description.id)) }
        clock.lap("rules", detail: "\(graph.untypedObjectInjections) object injections of uninferred type")
        var directives: [String: [SuppressionDirective]] = [:]
        for summary in summaries where !summary.facts.directives.isEmpty {
            directives[summary.path] = summary.facts.directives
        }
        return LintResult(
            findings: SuppressionFilter.apply(findings, directives: directives).sorted(),
            rules: rules.map { $0.description },
            files: summaries.map(\.path),
            problems: problems,
            clock: clock)
    }
}
