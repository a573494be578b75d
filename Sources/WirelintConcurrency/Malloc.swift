#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc controls, which Swift's Glibc module does not export: looked up by name, so
/// that on other C libraries these do nothing.
///
/// glibc gives threads arenas of their own, and memory freed in an arena only serves the
/// threads allocating from it, nor is it given back to the system unless it lies at the arena's
/// top. Both controls keep what one thread freed from adding to the run's peak.
package enum Malloc {
    /// Caps the arenas at `count` (`mallopt(M_ARENA_MAX, count)`). Extraction's threads parse
    /// file after file and leave their arenas full of freed syntax-tree memory that the threads
    /// of later phases, on other arenas, cannot reuse: on a million lines a cold run peaked at
    /// 278 MB with the default of eight arenas per core and at 263 MB with one per worker, in
    /// the same time. The cap must not be lower than the threads that start early: once it is
    /// reached, a new thread shares an arena, and a thread that read the last run before the
    /// workers started left two workers on one arena, contending for its lock through every
    /// phase (a third slower, on one run in two). A process-wide policy, for the executable to
    /// set, not the library.
    package static func limitArenas(to count: Int) {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        // `M_ARENA_MAX` is -8 in <malloc.h>.
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, Int32(clamping: max(1, count)))
        #endif
    }

    /// Gives the free memory of every arena back to the system (`malloc_trim(0)`), wherever it
    /// lies in the arena. It walks every arena's free chunks, so it is for the rare moment when
    /// much was just freed.
    package static func releaseFreeMemory() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
