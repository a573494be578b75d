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
public struct FileProblem: Error, Codable, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

extension FileProblem: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        path = try reader.readString()
        reason = try reader.readString()
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(path)
        writer.write(reason)
    }
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

    init(findings: [Finding], rules: [RuleDescription], files: [String], problems: [FileProblem], clock: PhaseClock, bytes: Int = 0) {
        self.findings = findings
        self.rules = rules
        self.files = files
        self.problems = problems
        self.clock = clock
        self.bytes = bytes
    }
}

/// Runs the pipeline after discovery: extract (in parallel) → link → rules → suppression.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// Worker threads for extraction; defaults to every core.
    public var jobs: Int
    /// Phases measured before this stage (discovery), continued here.
    var clock = PhaseClock(recordsDetails: false)
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

    /// Lints files on disk; unreadable or undecodable files are reported as problems.
    ///
    /// With a cache, a run whose files, configuration and build all match an earlier run
    /// reuses that run's findings outright — without reading the files when none was touched
    /// since (`FileStamps`); otherwise facts come from the cache for every file whose exact
    /// content was seen before, and only the rest is parsed.
    public func lint(files: [(path: String, url: URL)]) -> LintResult {
        var clock = clock
        let cache = self.cache
        // Taken before anything is read: a file that changes later does not match it next time.
        let stamped = cache == nil ? nil : FileStamps.stamp(
            of: files.map { (display: $0.path, path: $0.url.path) }, prefix: configurationSignature(), runStart: Date())
        if let cache, let stamped, let stored = cache.loadRun(where: { _, stamp in stamp == stamped.stamp }) {
            clock.lap("read+extract", detail: "no file touched since the last run: findings reused unread")
            return LintResult(
                findings: stored.findings, rules: configuration.enabledRules.map { $0.description },
                files: stored.files, problems: stored.problems, clock: clock, bytes: stamped.bytes)
        }
        var contents = files.map { SourceFileReader.Request(path: $0.path, url: $0.url) }.parallelMap(jobs: jobs) { request in
            SourceFileReader.read(request).map { data in
                (request: request, data: data, key: cache.map { _ in data.withUnsafeBytes { ContentHash.hex(of: $0) } })
            }
        }
        let bytes = contents.reduce(0) { total, outcome in total + ((try? outcome.get().data.count) ?? 0) }
        let signature = cache.map { _ in runSignature(of: contents) }
        if let cache, let signature, let stored = cache.loadRun(where: { stored, _ in stored == signature }) {
            // Touched but not changed: stamped again, so that the next run need not read.
            if let stamp = stamped?.stamp, stamp != stored.stamp {
                cache.storeRun(StoredRun(signature: signature, stamp: stamp, findings: stored.findings, files: stored.files, problems: stored.problems))
            }
            clock.lap("read+extract", detail: "unchanged since the last run: findings reused")
            return LintResult(
                findings: stored.findings, rules: configuration.enabledRules.map { $0.description },
                files: stored.files, problems: stored.problems, clock: clock, bytes: bytes)
        }
        let summarized = summarize(contents)
        // The files' bytes (and, inside `summarize`, the packs) are let go before the graph is
        // built: the run's peak memory is the larger of the two phases, not their sum.
        contents = []
        clock.lap("read+extract", detail: cache == nil ? "cache off" : "\(summarized.hits) of \(summarized.summaries.count) from cache")
        var result = analyze(summarized.summaries, problems: summarized.problems, clock: clock)
        result.bytes = bytes
        if let cache, let signature {
            cache.storeRun(StoredRun(
                signature: signature, stamp: stamped?.stamp ?? "", findings: result.findings, files: result.files, problems: result.problems))
        }
        return result
    }

    /// Every readable file's facts — from the project's pack when its content is there, else
    /// extracted — and the files that could not be analysed, or only partly. Writes the next
    /// pack when a file was extracted or a file of the last run is gone.
    private func summarize(_ contents: [Result<(request: SourceFileReader.Request, data: Data, key: String?), FileProblem>])
        -> (summaries: [FileSummary], problems: [FileProblem], hits: Int)
    {
        let pack = cache?.loadPack() ?? FactsPack()
        // In batches of consecutive files, so that the extractor parses many on one deep stack.
        let batches = stride(from: 0, to: contents.count, by: Self.batchSize).map { contents[$0..<min($0 + Self.batchSize, contents.count)] }
        let outcomes = batches.parallelMap(jobs: jobs) { Self.summarize(Array($0), pack: pack) }.flatMap { $0 }
        var summaries: [FileSummary] = []
        var problems: [FileProblem] = []
        var nextPack = FactsPack()
        var hits = 0
        for case (let outcome, let content) in zip(outcomes, contents) {
            switch outcome {
            case .success(let summarized):
                summaries.append(summarized.summary)
                if let line = summarized.summary.facts.nestingLimitLine {
                    problems.append(FileProblem(
                        path: summarized.summary.path,
                        reason: "analysed only up to line \(line): the code there nests too deep for the parser"))
                }
                if summarized.fromCache { hits += 1 }
                if let encoded = summarized.encoded, let key = try? content.get().key {
                    nextPack.insert(encoded, forKey: key)
                }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        if let cache, hits < summaries.count || nextPack.entries.count != pack.entries.count {
            cache.storePack(nextPack)
        }
        return (summaries, problems, hits)
    }

    /// A file's facts, and their encoding for the next pack (nil without a cache).
    private struct Summarized: Sendable {
        let summary: FileSummary
        let encoded: ArraySlice<UInt8>?
        let fromCache: Bool
    }

    /// Files per extraction batch: enough to make handing a batch to a deep stack cheap, few
    /// enough to keep every worker busy to the end of the run.
    private static let batchSize = 32

    /// Facts from the pack for each file whose exact content is in it, the others extracted
    /// together (and encoded here, on the worker thread, when there is a cache to write them to).
    private static func summarize(
        _ contents: [Result<(request: SourceFileReader.Request, data: Data, key: String?), FileProblem>], pack: FactsPack
    ) -> [Result<Summarized, FileProblem>] {
        var outcomes: [Result<Summarized, FileProblem>?] = []
        var pending: [(index: Int, path: String, key: String?, text: String)] = []
        for content in contents {
            switch content {
            case .failure(let problem):
                outcomes.append(.failure(problem))
            case .success(let file):
                if let key = file.key, let cached = pack.facts(forKey: key) {
                    let summary = FileSummary(path: file.request.path, facts: cached.facts)
                    outcomes.append(.success(Summarized(summary: summary, encoded: cached.encoded, fromCache: true)))
                    continue
                }
                switch SourceFileReader.decode(file.data, path: file.request.path) {
                case .failure(let problem):
                    outcomes.append(.failure(problem))
                case .success(let text):
                    pending.append((outcomes.count, file.request.path, file.key, text))
                    outcomes.append(nil)
                }
            }
        }
        for (file, extracted) in zip(pending, FactExtractor.extract(batch: pending.map(\.text))) {
            outcomes[file.index] = extracted
                .map { facts in
                    Summarized(
                        summary: FileSummary(path: file.path, facts: facts), encoded: file.key == nil ? nil : facts.encoded()[...],
                        fromCache: false)
                }
                .mapError { FileProblem(path: file.path, reason: "skipped: \($0)") }
        }
        return outcomes.map { $0! }
    }

    /// The enabled rules and their options, one line each: what a run's result depends on
    /// besides the tool build (the cache folder tells builds apart) and the files.
    private func configurationSignature() -> String {
        configuration.enabledRules.map { rule -> String in
            let id = rule.description.id
            let options = configuration.options(for: id)
            let lists = options.stringLists.keys.sorted().map { "\($0)=\(options.stringLists[$0] ?? [])" }
            let integers = options.integers.keys.sorted().map { "\($0)=\(options.integers[$0] ?? 0)" }
            return "rule \(id) \(options.severity?.rawValue ?? "-") \(lists) \(integers)"
        }.joined(separator: "\n")
    }

    /// Names a run by everything its result depends on: the configuration, and every file's
    /// path and content.
    private func runSignature(of contents: [Result<(request: SourceFileReader.Request, data: Data, key: String?), FileProblem>]) -> String {
        var lines = [configurationSignature()]
        for outcome in contents {
            switch outcome {
            case .success(let content): lines.append("file \(content.request.path) \(content.key ?? "")")
            case .failure(let problem): lines.append("problem \(problem.path) \(problem.reason)")
            }
        }
        var text = lines.joined(separator: "\n")
        return text.withUTF8 { ContentHash.hex(of: UnsafeRawBufferPointer($0)) }
    }

    private func analyze(_ summaries: [FileSummary], problems: [FileProblem], clock: PhaseClock) -> LintResult {
        var clock = clock
        let graph = ProjectGraph(files: summaries)
        clock.lap("link")
        let rules = configuration.enabledRules
        // One task per rule, so that the rule threads take whichever rule is next and a slow
        // rule does not hold back the others queued behind it.
        let configuration = self.configuration
        let findings = rules.parallelMap(jobs: jobs > 1 ? rules.count : 1) { rule in
            rule.findings(in: graph, options: configuration.options(for: rule.description.id))
        }.flatMap { $0 }
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
