import Foundation

/// What the files of a run looked like on disk — path, size, inode, modification and change
/// times — hashed into one string: a warm run that finds the same stamp reuses the last run's
/// findings without reading a single file, as `git status` trusts its index.
///
/// A stamp is only taken when every file was last modified well before the run began. A file
/// written in the same clock tick as the run's look at it could change again without its
/// times moving (file times advance in ticks of several milliseconds); such a run is matched by
/// content alone (`Linter.runSignature`), and the next one gets a stamp.
enum FileStamps {
    /// How long before the run every file must have been modified for its stamp to be trusted.
    static let settlingTime: TimeInterval = 2

    /// The stamp of the files (as reported, and where they are) behind `prefix` (what else the
    /// result depends on), and their total size; nil when a file cannot be examined or was
    /// modified less than `settlingTime` before `runStart`.
    static func stamp(of files: [(display: String, path: String)], prefix: String, runStart: Date) -> (stamp: String, bytes: Int)? {
        let settled = runStart.timeIntervalSince1970 - settlingTime
        var text = prefix
        var bytes = 0
        for (display, path) in files {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            let (modified, changed) = times(of: status)
            guard seconds(modified) < settled, seconds(changed) < settled else { return nil }
            text += "\n\(display)\t\(path) \(status.st_size) \(status.st_ino) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
            bytes += Int(status.st_size)
        }
        let stamp = text.withUTF8 { ContentHash.hex(of: UnsafeRawBufferPointer($0)) }
        return (stamp, bytes)
    }

    private static func times(of status: stat) -> (modified: timespec, changed: timespec) {
        #if canImport(Darwin)
        (status.st_mtimespec, status.st_ctimespec)
        #else
        (status.st_mtim, status.st_ctim)
        #endif
    }

    private static func seconds(_ time: timespec) -> TimeInterval {
        TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }
}
