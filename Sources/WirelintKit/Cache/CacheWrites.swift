import Dispatch

/// The cache entries a run writes, written on background threads while the run finishes its
/// report, and waited for before the run returns.
///
/// Storing a large project's run (its findings and every file's stamp, several MB) took
/// 15 ms on the thread that then sorts and renders the report, and replacing an entry is
/// slow in itself: on ext4, a rename over an existing file starts writing the new file's
/// data and frees the old one's blocks before it returns (4 ms for a 4 MB pack, 10 ms for
/// 30 MB). Nothing in the report depends on the entries, so the two overlap.
final class CacheWrites: Sendable {
    private let group = DispatchGroup()

    func start(_ write: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(group: group, execute: write)
    }

    /// Returns once every write started has finished.
    func wait() {
        group.wait()
    }
}
