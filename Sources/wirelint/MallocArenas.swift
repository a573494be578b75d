#if canImport(Glibc)
import Glibc
#endif

/// Caps glibc's malloc arenas at about one per thread that allocates at the same time.
///
/// glibc gives threads arenas of their own, up to eight per core, and memory freed in one arena
/// only serves the threads allocating from it. Extraction's threads parse file after file and
/// leave their arenas full of freed syntax-tree memory that the threads of later phases, on
/// other arenas, cannot reuse. On a million lines a cold run peaked at 278 MB with the default
/// and at 263 MB with one arena per worker, in the same time. The cap must not be lower than
/// the threads that start early: once it is reached, a new thread shares an arena, and a
/// thread that read the last run before the workers started left two workers on one arena,
/// contending for its lock through every phase (a third slower, on one run in two). A
/// process-wide policy, so it is set here, by the executable, and not by the library.
enum MallocArenas {
    static func limit(to count: Int) {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module; `M_ARENA_MAX` is -8 in <malloc.h>.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, Int32(clamping: max(1, count)))
        #endif
    }
}
