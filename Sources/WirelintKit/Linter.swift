import Foundation
import WirelintConcurrency
import WirelintConfig
import WirelintDiscovery
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
public struct FileProblem: Error, Codable, Sendable, Hashable, CustomStringConvertible {
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
        (path, reason) = (try reader.readString(), try reader.readString())
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
    /// The cache entries still being written; the caller waits for them once its report is
    /// rendered (`LintRunner`).
    var cacheWrites: CacheWrites?
    /// The linked project the findings came from, when the linter was asked to keep it
    /// (`Linter.keepsGraph`).
    public var graph: ProjectGraph?

    init(
        findings: [Finding], rules: [RuleDescription], files: [String], problems: [FileProblem], clock: PhaseClock, bytes: Int = 0,
        graph: ProjectGraph? = nil
    ) {
        self.graph = graph
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
    /// What becomes of the project's facts and graph once the findings are known.
    var finishedValues = LargeValueRelease.inBackground
    /// A run for `wirelint graph`: the project is linked even when the last run's findings
    /// could be reused, and the result keeps the graph.
    var keepsGraph = false
    /// Each file's absolute path and project folder (`ProjectRoot`), by path as analysed: the
    /// loose files of one folder make one module (`ProjectModules`). Without them, all loose
    /// files make one.
    var places = ProjectModules.Places()

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Lints files given as text (tests, editors' unsaved buffers).
    public func lint(sources: [SourceText]) -> LintResult {
        var clock = clock
        let summaries = sources.parallelMap(jobs: jobs) { source in
            FileSummary(path: source.path, facts: (try? Self.facts(of: [source]).first?.get()) ?? FileFacts())
        }
        clock.lap("extract")
        return analyze(summaries, problems: [], clock: clock)
    }

    /// Lints files on disk; unreadable or undecodable files are reported as problems.
    ///
    /// With a cache, only what changed since the last run is done again. A run where no file
    /// was touched since reuses that run's findings without reading a file (`FileStamps`); one
    /// where the files' contents are the same reuses them after reading. Otherwise files
    /// untouched since the last run are not read, facts come from the pack for every content
    /// seen before, and only the rest is parsed; when no file's facts changed (an edited comment
    /// or string), the findings are the last run's and the project is not analysed again.
    ///
    /// `lastRun` is the cache's last run and pack when the caller started reading them before
    /// discovery (`LintRunner`); without it they are read from here.
    func lint(files: [(path: String, location: String)], lastRun: LastRunReads? = nil) -> LintResult {
        let writes = CacheWrites()
        var (result, update) = plannedRun(files: files, lastRun: lastRun)
        if let cache { update.start(on: cache, writes: writes) }
        result.cacheWrites = writes
        return result
    }

    /// The run `lint(files:)` makes, as `RunPlan` decides, and what it leaves to the cache.
    private func plannedRun(files: [(path: String, location: String)], lastRun: LastRunReads?) -> (LintResult, CacheUpdate) {
        var clock = clock
        let cache = self.cache
        var update = CacheUpdate()
        let lastRun = lastRun ?? cache.map(LastRunReads.init)
        // Taken before anything is read: a file that changes later does not match it next time.
        let stamps = cache.map { _ in FileStamps(of: files.map(\.location), runStart: Date(), jobs: jobs) }
        let configuration = configurationSignature()
        let stamp = stamps?.combined(files: files, prefix: configuration) ?? ""
        let previous = lastRun?.run.take() ?? nil
        var evidence = RunPlan.Evidence(lastRun: previous, needsGraph: keepsGraph, configuration: configuration, stamp: stamp)
        var plan = RunPlan.decide(evidence)
        if case .untouched(let report)? = plan {
            clock.lap("read+extract", detail: "no file touched since the last run: findings reused unread")
            return (reusing(report, clock: clock, bytes: stamps?.sizes.reduce(0, +) ?? 0), update)
        }
        let knownKeys = previous?.knownKeys ?? [:]
        // A file over the size limit is read, so that the reader names it, even when unchanged.
        let requests = files.indices.map { index in
            (request: readRequest(files[index]),
             knownKey: stamps.flatMap { stamps in
                 stamps.sizes[index] > self.configuration.maximumFileSize ? nil : stamps.files[index].flatMap { stamp in
                     knownKeys[files[index].location].flatMap { $0.stamp == stamp ? $0.key : nil }
                 }
             })
        }
        let contents = requests.parallelMap(jobs: jobs) { FileContent.load($0.request, knownKey: $0.knownKey, hashing: cache != nil) }
        let bytes = contents.indices.reduce(0) { total, index in
            total + ((try? contents[index].get().bytes?.count) ?? stamps?.sizes[index] ?? 0)
        }
        let signature = cache == nil ? "" : runSignature(of: contents, configuration: configuration)
        let inputs = contents.indices.map { index in
            StoredRun.Input(
                path: files[index].path, location: files[index].location, stamp: stamps?.files[index] ?? nil,
                key: (try? contents[index].get().key) ?? "")
        }
        if plan == nil, cache != nil {
            evidence.read = (signature, inputs)
            plan = RunPlan.decide(evidence)
        }
        if case .sameContents(let report, let restamped)? = plan {
            update.run = restamped
            clock.lap("read+extract", detail: "unchanged since the last run: findings reused")
            return (reusing(report, clock: clock, bytes: bytes), update)
        }
        let pack = lastRun?.pack.take() ?? FactsPack()
        // The files whose content the last run did not have are summarised first: when none of
        // their facts changed (and the configuration did not), the rest need not be.
        let comparable = previous.flatMap { $0.configuration == configuration && $0.inputs.count == contents.count ? $0 : nil }
        let changed = contents.indices.filter { index in
            comparable == nil || (try? contents[index].get().key) != comparable?.inputs[index].key
        }
        // The next pack is written as the files are summarised: all at once here without a last
        // run to compare with, else once the changed files are known to change facts.
        var stream = comparable == nil ? cache.flatMap(PackStream.init) : nil
        var outcomes = [Result<Summarized, FileProblem>?](repeating: nil, count: contents.count)
        for (index, outcome) in zip(changed, summarize(changed.map { contents[$0] }, pack: pack, stream: stream)) { outcomes[index] = outcome }
        if plan == nil, cache != nil {
            let carried = comparable.flatMap { Self.factsOnlyMoved(outcomes, contents: contents, previous: $0, pack: pack) }
            evidence.changedFacts = carried.map { .sameOrMoved($0.moved) } ?? .changed
            plan = RunPlan.decide(evidence)
            if case .factsOnlyMoved(let report, let run)? = plan, let carried {
                update.facts = (carried.entries, pack)
                update.run = run
                clock.lap(
                    "read+extract",
                    detail: "\(changed.count) of \(contents.count) changed, "
                        + (carried.moved.isEmpty ? "none in its facts" : "\(carried.moved.count) only moved")
                        + ": findings reused")
                return (reusing(report, clock: clock, bytes: bytes), update)
            }
        }
        if comparable != nil, let cache {
            if let additions = Self.packEntries(outcomes, contents: contents, pack: pack).flatMap(pack.additions(toHold:)) {
                update.additions = additions
            } else if let next = PackStream(cache: cache) {
                // The changed files go first, as batch 0, then the rest.
                next.deliver(batch: 0, Self.packEntries(changed.map { outcomes[$0]! }))
                for index in changed { outcomes[index] = outcomes[index]!.map(\.withoutEncoding) }
                stream = next
            }
        }
        let rest = contents.indices.filter { outcomes[$0] == nil }
        let read = contents.reduce(0) { count, content in count + ((try? content.get().bytes) == nil ? 0 : 1) }
        var restOutcomes = summarize(rest.map { contents[$0] }, pack: pack, stream: stream, firstBatch: comparable == nil ? 0 : 1)
        // Moved rather than copied, last first (see `collect`).
        for index in rest.reversed() { outcomes[index] = restOutcomes.removeLast() }
        let summarized = collect(&outcomes)
        update.stream = stream
        // The last pack is let go before the graph is built, as are the files' bytes (freed
        // whatever `finishedValues` says): the run's peak memory is the larger of the two
        // phases, not their sum.
        _ = consume pack
        LargeValueRelease.inBackground.release(consume contents)
        clock.lap(
            "read+extract",
            detail: cache == nil ? "cache off" : "\(summarized.hits) of \(summarized.summaries.count) from cache, \(read) read")
        var result = analyze(summarized.summaries, problems: summarized.problems, clock: clock)
        finishedValues.release(consume summarized)
        result.bytes = bytes
        if cache != nil {
            update.run = StoredRun(
                signature: signature, configuration: configuration, stamp: stamp, findings: result.findings, files: result.files,
                problems: result.problems, inputs: inputs)
            update.removesStaleEntries = true
        }
        return (result, update)
    }

    /// A run's report as this run's result, for a run whose result it is.
    private func reusing(_ report: StoredRun.Report, clock: PhaseClock, bytes: Int) -> LintResult {
        LintResult(
            findings: report.findings, rules: configuration.enabledRules.map { $0.description }, files: report.files,
            problems: report.problems, clock: clock, bytes: bytes)
    }

    /// The pack for this run when every changed file's facts are those of the content it had on
    /// the last run, exactly or moved (`PositionMap`), with the files that moved: the graph, and
    /// so the findings, are then the last run's, moved with them. Nil otherwise, or when a file
    /// was added, removed or could not be analysed.
    private static func factsOnlyMoved(
        _ outcomes: [Result<Summarized, FileProblem>?], contents: [Result<FileContent, FileProblem>], previous: StoredRun, pack: FactsPack
    ) -> (entries: [(key: String, encoded: ArraySlice<UInt8>)], moved: [String: MovedFile])? {
        guard previous.inputs.count == contents.count else { return nil }
        var next: [(key: String, encoded: ArraySlice<UInt8>)] = []
        var moved: [String: MovedFile] = [:]
        for (index, input) in previous.inputs.enumerated() {
            guard case .success(let content) = contents[index], let key = content.key, content.request.path == input.path,
                  let before = pack.encoded(forKey: input.key) else { return nil }
            guard let outcome = outcomes[index] else {
                next.append((key, before))
                continue
            }
            guard case .success(let summarized) = outcome, let encoded = summarized.encoded else { return nil }
            if encoded != before {
                guard let old = try? before.withUnsafeBytes({ try FileFacts(decoding: $0) }),
                      let positions = PositionMap(from: old, to: summarized.summary.facts)
                else { return nil }
                moved[input.path] = MovedFile(positions: positions, directives: summarized.summary.facts.directives)
            }
            next.append((key, encoded))
        }
        return (next, moved)
    }

    /// The pack entries of every file analysed, when the changed files (those with an outcome)
    /// are summarised: their encodings, and the pack's for the rest. Nil when the pack lacks the
    /// facts of one of the rest, which is then extracted again.
    private static func packEntries(
        _ outcomes: [Result<Summarized, FileProblem>?], contents: [Result<FileContent, FileProblem>], pack: FactsPack
    ) -> [(key: String, encoded: ArraySlice<UInt8>)]? {
        var entries: [(key: String, encoded: ArraySlice<UInt8>)] = []
        entries.reserveCapacity(contents.count)
        for (outcome, content) in zip(outcomes, contents) {
            if let outcome {
                if case .success(let summarized) = outcome, let key = summarized.key, let encoded = summarized.encoded {
                    entries.append((key, encoded))
                }
            } else if case .success(let file) = content, let key = file.key {
                guard let encoded = pack.encoded(forKey: key) else { return nil }
                entries.append((key, encoded))
            }
        }
        return entries
    }

    /// Every readable file's facts and the files that could not be analysed, or only partly.
    /// The outcomes are taken out, not copied: copying each file's facts retained every one of
    /// their arrays, on the one thread that runs between extraction and linking.
    private func collect(_ outcomes: inout [Result<Summarized, FileProblem>?]) -> Collected {
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(outcomes.count)
        var problems: [FileProblem] = []
        var hits = 0
        for index in outcomes.indices {
            switch outcomes[index].take()! {
            case .success(let summarized):
                summaries.append(summarized.summary)
                if let problem = Self.partlyAnalysed(summarized.summary) { problems.append(problem) }
                if summarized.fromCache { hits += 1 }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        return Collected(summaries: summaries, problems: problems, hits: hits)
    }

    /// The problem to report for a file analysed only in part, if it was.
    static func partlyAnalysed(_ summary: FileSummary) -> FileProblem? {
        summary.facts.nestingLimitLine.map { line in
            FileProblem(path: summary.path, reason: "analysed only up to line \(line): the code there nests too deep for the parser")
        }
    }

    /// Links and lints facts extracted elsewhere (`wirelint lint --facts`), in discovery order.
    func lint(summaries: [FileSummary], problems: [FileProblem]) -> LintResult {
        let partly = summaries.compactMap(Self.partlyAnalysed)
        let all = (problems + partly).sorted { $0.path == $1.path ? $0.reason < $1.reason : $0.path.precedesByBytes($1.path) }
        return analyze(summaries, problems: all, clock: clock)
    }

    /// The encoded facts of `files` for a facts bundle (`wirelint extract`), with the files that
    /// could not be analysed and how many facts came from the cache: from the cache's pack for
    /// contents seen before, else extracted and then stored there.
    func extract(files: [(path: String, location: String)]) -> (files: [FactsBundle.File], problems: [FileProblem], hits: Int) {
        let pack = cache?.loadPack() ?? FactsPack()
        // Hashed with or without a cache: every outcome then carries its encoding.
        let contents = files.parallelMap(jobs: jobs) {
            FileContent.load(readRequest($0), knownKey: nil, hashing: true)
        }
        var bundled: [FactsBundle.File] = []
        var entries: [(key: String, encoded: ArraySlice<UInt8>)] = []
        var problems: [FileProblem] = []
        var hits = 0
        for outcome in summarize(contents, pack: pack, stream: nil) {
            switch outcome {
            case .success(let summarized):
                // Hashed, so keyed and encoded.
                let (key, encoded) = (summarized.key!, summarized.encoded!)
                bundled.append(FactsBundle.File(path: summarized.summary.path, encoded: encoded))
                entries.append((key, encoded))
                if summarized.fromCache { hits += 1 }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        cache?.store(entries, beside: pack)
        return (bundled, problems, hits)
    }

    /// What `collect` gathered: the facts of every file analysed, the files that could not be
    /// (or only partly), and how many facts came from the pack.
    private struct Collected {
        let summaries: [FileSummary]
        let problems: [FileProblem]
        let hits: Int
    }

    /// A file's facts, their encoding and content key for the next pack (nil without a cache).
    private struct Summarized: Sendable {
        let summary: FileSummary
        let encoded: ArraySlice<UInt8>?
        let key: String?
        let fromCache: Bool

        /// Once the encoding is in a `PackStream`.
        var withoutEncoding: Summarized {
            Summarized(summary: summary, encoded: nil, key: key, fromCache: fromCache)
        }
    }

    /// Files per extraction batch: enough to make handing a batch to a deep stack cheap, few
    /// enough to keep every worker busy to the end of the run.
    private static let batchSize = 32

    /// The facts of each file, in batches of consecutive files so that the extractor parses many
    /// on one deep stack.
    private func summarize(
        _ contents: [Result<FileContent, FileProblem>], pack: FactsPack, stream: PackStream?, firstBatch: Int = 0
    ) -> [Result<Summarized, FileProblem>] {
        let batches = (0..<contents.count).runs(of: Self.batchSize).map { Array(contents[$0]) }
        return Array(batches.indices).parallelMap(jobs: jobs) { batch in
            let outcomes = Self.summarize(batches[batch], pack: pack)
            guard let stream else { return outcomes }
            stream.deliver(batch: firstBatch + batch, Self.packEntries(outcomes))
            return outcomes.map { $0.map(\.withoutEncoding) }
        }.flatMap { $0 }
    }

    /// The pack entries of summarised files: every file analysed, from the pack or extracted.
    private static func packEntries(_ outcomes: [Result<Summarized, FileProblem>]) -> [(key: String, encoded: ArraySlice<UInt8>)] {
        outcomes.compactMap { outcome in
            guard case .success(let summarized) = outcome, let key = summarized.key, let encoded = summarized.encoded else { return nil }
            return (key, encoded)
        }
    }

    /// Facts from the pack for each file whose exact content is in it, the others extracted
    /// together (and encoded here, on the worker thread, when there is a cache to write them to).
    private static func summarize(_ contents: [Result<FileContent, FileProblem>], pack: FactsPack) -> [Result<Summarized, FileProblem>] {
        var outcomes: [Result<Summarized, FileProblem>?] = []
        var pending: [(index: Int, path: String, key: String?, text: String)] = []
        // The batch is decoded on one thread, with one cache of the short strings it names.
        let shortStrings = ShortStringCache()
        for content in contents {
            if case .success(let file) = content, let key = file.key, let cached = pack.facts(forKey: key, shortStrings: shortStrings) {
                let summary = FileSummary(path: file.request.path, facts: cached.facts)
                outcomes.append(.success(Summarized(summary: summary, encoded: cached.encoded, key: key, fromCache: true)))
                continue
            }
            // Read now if it was known by a key the pack has lost.
            let text = content.flatMap { $0.read() }.flatMap { file in
                SourceFileReader.decode(file.bytes?.take() ?? Data(), path: file.request.path).map { (file, $0) }
            }
            switch text {
            case .failure(let problem):
                outcomes.append(.failure(problem))
            case .success(let (file, text)):
                pending.append((outcomes.count, file.request.path, file.key, text))
                outcomes.append(nil)
            }
        }
        for (file, extracted) in zip(pending, facts(of: pending.map { SourceText(path: $0.path, text: $0.text) })) {
            outcomes[file.index] = extracted.map { facts in
                Summarized(
                    summary: FileSummary(path: file.path, facts: facts), encoded: file.key == nil ? nil : facts.encoded()[...],
                    key: file.key, fromCache: false)
            }
        }
        return outcomes.map { $0! }
    }

    /// The facts of each file, or why it has none: an Xcode project file's or an XcodeGen
    /// spec's targets, else the Swift files' facts, extracted together (`FactExtractor.extract(batch:)`).
    private static func facts(of files: [SourceText]) -> [Result<FileFacts, FileProblem>] {
        let swift = files.indices.filter { !FileDiscovery.isTargetsFile(files[$0].path) }
        var results = files.map { file -> Result<FileFacts, FileProblem>? in
            guard FileDiscovery.isTargetsFile(file.path) else { return nil }
            let project = FileDiscovery.isXcodeGenSpec(file.path)
                ? XcodeGenSpecReader.project(from: file.text) : XcodeProjectReader.project(from: file.text)
            return project
                .map { FileFacts(xcodeProject: $0) }
                .mapError { FileProblem(path: file.path, reason: "skipped: \($0)") }
        }
        for (index, extracted) in zip(swift, FactExtractor.extract(batch: swift.map { files[$0].text })) {
            results[index] = extracted.mapError { FileProblem(path: files[index].path, reason: "skipped: \($0)") }
        }
        return results.map { $0! }
    }

    /// Reading `file`, within the configuration's size limit.
    private func readRequest(_ file: (path: String, location: String)) -> SourceFileReader.Request {
        SourceFileReader.Request(path: file.path, location: file.location, maximumSize: configuration.maximumFileSize)
    }

    /// The size limit, the project folders (which make the modules), and the enabled rules and
    /// their options, one line each: what a run's result depends on besides the tool build (the
    /// cache folder tells builds apart) and the files.
    private func configurationSignature() -> String {
        (["max_file_size \(configuration.maximumFileSize)", "projects \(Set(places.projectFolders.values).sorted())"]
            + configuration.enabledRules.map { rule -> String in
            let id = rule.description.id
            let options = configuration.options(for: id)
            let lists = options.stringLists.keys.sorted().map { "\($0)=\(options.stringLists[$0] ?? [])" }
            let integers = options.integers.keys.sorted().map { "\($0)=\(options.integers[$0] ?? 0)" }
            return "rule \(id) \(options.severity?.rawValue ?? "-") \(lists) \(integers)"
        }).joined(separator: "\n")
    }

    /// Names a run by everything its result depends on: the configuration, and every file's
    /// path and content.
    /// Written as the facts are, not as text: on every run but an untouched one, one line
    /// interpolated per file cost as much as stamping them.
    private func runSignature(of contents: [Result<FileContent, FileProblem>], configuration: String) -> String {
        var writer = FactsWriter(capacity: 128 * contents.count + configuration.utf8.count)
        writer.write(configuration)
        for outcome in contents {
            switch outcome {
            case .success(let content):
                writer.write(tag: 0)
                writer.write(content.request.path)
                writer.write(content.key ?? "")
            case .failure(let problem):
                writer.write(tag: 1)
                writer.write(problem.path)
                writer.write(problem.reason)
            }
        }
        return writer.bytes.withUnsafeBytes { ContentHash.hex(of: $0) }
    }

    /// Each rule's own time, on the thread it ran on, the slowest first (`dependency_relay
    /// 0.185s, hidden_singleton 0.060s`): the rules run side by side, so the phase's time alone
    /// does not say which rule a large project spends it in.
    private static func slowestFirst(_ times: [(rule: String, seconds: Double)]) -> String {
        times.sorted { ($1.seconds, $0.rule) < ($0.seconds, $1.rule) }
            .map { "\($0.rule) \(String(format: "%.3f", $0.seconds))s" }
            .joined(separator: ", ")
    }

    /// Links and lints on a deep stack (`DeepStacks`), as the rules' own threads are: working
    /// out what a view needs recurses once per view down to the reader, and a relay's chain once
    /// per relay, as many as the linted code chains.
    private func analyze(_ summaries: [FileSummary], problems: [FileProblem], clock: PhaseClock) -> LintResult {
        onDeepStack { linkAndLint(summaries, problems: problems, clock: clock) }
    }

    /// Each set of modules that see each other (`ProjectModules.linkGroups`) is linked and
    /// linted as a project of its own; their findings together are the run's.
    private func linkAndLint(_ summaries: [FileSummary], problems: [FileProblem], clock: PhaseClock) -> LintResult {
        var clock = clock
        let modules = ProjectModules(files: summaries, places: places)
        let groups = modules.linkGroups(of: summaries)
        clock.lap("modules", detail: "\(modules.count) modules linked as \(groups.count) projects; "
            + "\(groups.reduce(0) { $0 + modules.ambiguousNames(in: $1, of: summaries) }) type names declared in several modules of one")
        var findings: [Finding] = []
        var kept: ProjectGraph?
        for group in groups {
            let linted = linkAndLint(groups.count == 1 ? summaries : group.map { summaries[$0] }, modules: modules, clock: &clock)
            findings += linted.findings
            kept = linted.graph
        }
        if keepsGraph, groups.count > 1 {
            // One picture of projects linted apart: linked together, names still resolve by module.
            kept = ProjectGraph.linking(summaries, modules: modules, jobs: jobs)
        }
        var directives: [String: [SuppressionDirective]] = [:]
        for summary in summaries where !summary.facts.directives.isEmpty {
            directives[summary.path] = summary.facts.directives
        }
        return LintResult(
            findings: SuppressionFilter.apply(findings, directives: directives).sorted(),
            rules: configuration.enabledRules.map { $0.description },
            files: summaries.map(\.path),
            problems: problems,
            clock: clock,
            graph: kept)
    }

    /// The findings of the rules in one project, and its graph when the run keeps it.
    private func linkAndLint(
        _ summaries: [FileSummary], modules: ProjectModules, clock: inout PhaseClock
    ) -> (findings: [Finding], graph: ProjectGraph?) {
        let graph = ProjectGraph.linking(summaries, modules: modules, jobs: jobs)
        clock.lap("link")
        let rules = configuration.enabledRules
        // Each rule thread takes whichever rule is next, the heaviest first (`RuleWeight`), so
        // that a slow rule neither holds back the others queued behind it nor starts last and
        // runs alone. Threads of their own, so that a rule that splits its work
        // (`dependency_relay`) gets the cores of the rule threads that are done.
        let configuration = self.configuration
        let schedule = rules.indices.sorted { rules[$0].weight > rules[$1].weight }
        let scheduled = schedule.parallelMap(jobs: jobs, ownThreads: true) { index in
            let start = DispatchTime.now().uptimeNanoseconds
            let found = rules[index].findings(in: graph, options: configuration.options(for: rules[index].description.id))
            return (findings: found, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        // Gathered in the rules' own order, whatever order they ran in.
        var byRule = [[Finding]](repeating: [], count: rules.count)
        for (index, ran) in zip(schedule, scheduled) { byRule[index] = ran.findings }
        let findings = byRule.flatMap { $0 }
        clock.lap("rules", detail: "\(graph.untypedObjectInjections) object injections of uninferred type; "
            + Self.slowestFirst(zip(schedule, scheduled).map { (rules[$0].description.id, $1.seconds) }))
        if keepsGraph { return (findings, graph) }
        finishedValues.release(consume graph)
        return (findings, nil)
    }
}
