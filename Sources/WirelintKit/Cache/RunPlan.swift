/// What a run reuses of the project's last run.
///
/// `decide` is pure: `Linter` gathers the evidence in the order it comes — the files' stamps
/// before any is read, the run's signature before any is parsed, the changed files' facts before
/// the project is linked — asks at each step, carries out the plan and writes the cache once,
/// at the end (`CacheUpdate`). Each step is costlier than the one before, so the earliest
/// decision wins.
enum RunPlan {
    /// No file touched since the last run: its report, no file read.
    case untouched(StoredRun.Report)
    /// Files touched, but every path and content is the last run's: its report, and the run to
    /// store again when the stamps or inputs differ (so that the next run need not read).
    case sameContents(StoredRun.Report, restamped: StoredRun?)
    /// Every changed file's facts are the last run's, exactly or moved: its findings, moved with
    /// the code, and the run to store.
    case factsOnlyMoved(StoredRun.Report, run: StoredRun)
    /// Nothing to reuse: link and lint the project.
    case relink

    /// What the run knows when it asks.
    struct Evidence {
        /// The last run of this project, if the cache holds one.
        var lastRun: StoredRun?
        /// Whether the run must hand back the linked project (`wirelint graph`): then it reuses
        /// no findings, the project is linked whatever changed.
        var needsGraph = false
        /// What the result depends on besides the files (`Linter.configurationSignature`).
        var configuration: String
        /// Every file's stamp behind the configuration (`FileStamps.combined`); empty when a
        /// file was too fresh to take one.
        var stamp: String
        /// Once the files are read: the run's signature and its inputs.
        var read: (signature: String, inputs: [StoredRun.Input])?
        /// Once the files the last run did not have are summarised (with the last run's
        /// configuration and as many files).
        var changedFacts: ChangedFacts?
    }

    /// The changed files' facts against the last run's.
    enum ChangedFacts {
        /// A file's facts changed (or a file could not be analysed, or was added or removed).
        case changed
        /// Every changed file's facts are the last run's; these files (by path) only moved.
        case sameOrMoved([String: MovedFile])
    }

    /// The plan, or nil when the evidence so far allows no decision and the next step may
    /// still find something to reuse.
    static func decide(_ evidence: Evidence) -> RunPlan? {
        guard let last = evidence.lastRun, !evidence.needsGraph else { return .relink }
        if !evidence.stamp.isEmpty, evidence.stamp == last.stamp {
            // A report that does not decode is never reused, whatever the next steps find.
            return last.reported().map(RunPlan.untouched) ?? .relink
        }
        guard let read = evidence.read else { return nil }
        let (signature, inputs) = read
        if signature == last.signature {
            guard let report = last.reported() else { return .relink }
            let unchanged = evidence.stamp == last.stamp && inputs == last.inputs
            return .sameContents(report, restamped: unchanged ? nil : last.rerun(signature: signature, stamp: evidence.stamp, inputs: inputs))
        }
        guard let changedFacts = evidence.changedFacts else { return nil }
        guard last.configuration == evidence.configuration, case .sameOrMoved(let moved) = changedFacts,
              let report = last.reported(), let findings = report.findings(afterMoving: moved)
        else { return .relink }
        let carried = StoredRun.Report(findings: findings, files: report.files, problems: report.problems)
        return .factsOnlyMoved(carried, run: last.rerun(signature: signature, stamp: evidence.stamp, inputs: inputs, report: carried))
    }
}

/// What a run writes to the cache, gathered while it runs and started in one place at its end
/// (`Linter.lint(files:)`), in the background: the caller waits for it once the report is out.
struct CacheUpdate {
    /// The run, for the next run to reuse.
    var run: StoredRun?
    /// Every file's facts, stored beside the last pack (`FactsCache.store(_:beside:)`).
    var facts: (entries: [(key: String, encoded: ArraySlice<UInt8>)], lastPack: FactsPack)?
    /// Facts the last pack lacks, stored as its additions.
    var additions: [(key: String, encoded: ArraySlice<UInt8>)]?
    /// A pack written while the files were summarised, moved into place.
    var stream: PackStream?
    /// Whether to remove what no run has written for a month (after a run that analysed).
    var removesStaleEntries = false

    func start(on cache: FactsCache, writes: CacheWrites) {
        if let stream {
            writes.start { stream.finish() }
        }
        if let additions {
            writes.start { cache.storeAdditions(additions) }
        }
        if let facts {
            writes.start { cache.store(facts.entries, beside: facts.lastPack) }
        }
        guard run != nil || removesStaleEntries else { return }
        let (run, removesStaleEntries) = (run, removesStaleEntries)
        writes.start {
            if let run { cache.storeRun(run) }
            if removesStaleEntries { cache.removeStaleEntries() }
        }
    }
}
