import Dispatch
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
        // One after the other, the run first: every run needs it, and needs it first. A pack
        // read beside it would take the core it is read on.
        let queue = DispatchQueue(label: "wirelint.last-run")
        run = BackgroundValue(on: queue) { cache.loadRun() }
        pack = BackgroundValue(on: queue) { cache.loadPack() }
    }
}
