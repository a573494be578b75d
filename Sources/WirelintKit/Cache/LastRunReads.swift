import WirelintConcurrency

/// The project's last run and pack, read from the cache on background threads from the moment
/// a run knows its cache, before it discovers and stamps its files.
///
/// Reading and checking them (35 MB on a million lines) took as long as discovery, on one
/// thread, after it: started first, they take none of a run's time but what is left of them
/// once the files are stamped.
struct LastRunReads: Sendable {
    let run: BackgroundValue<StoredRun?>
    let pack: BackgroundValue<FactsPack>

    init(cache: FactsCache) {
        let run = BackgroundValue { cache.loadRun() }
        self.run = run
        // After the run, which every run needs first, rather than beside it on the same cores.
        pack = BackgroundValue {
            run.wait()
            return cache.loadPack()
        }
    }
}
