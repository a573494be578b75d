import Foundation

/// What the files of a run look like on disk — path, size, inode, modification and change
/// times — file by file: a file whose stamp is the one it had on the last run is known by the
/// content key it had then, without reading it, as `git status` trusts its index; a run where
/// every stamp matches reuses the last run's findings outright.
///
/// A file's stamp is only taken when it was last modified well before the run began. A file
/// written in the same clock tick as the run's look at it could change again without its
/// times moving (file times advance in ticks of several milliseconds); such a file is read and
/// matched by content (`Linter.runSignature`), and the next run gets its stamp.
struct FileStamps {
    /// How long before the run a file must have been modified for its stamp to be trusted.
    static let settlingTime: TimeInterval = 2

    /// Each file's stamp, in the order given; nil when it cannot be examined or is too fresh.
    let files: [String?]
    /// Each file's size on disk (0 when it cannot be examined).
    let sizes: [Int]

    /// Stamps of the files, as reported and where they are, taken at `runStart`.
    init(of files: [(display: String, path: String)], runStart: Date) {
        let settled = runStart.timeIntervalSince1970 - Self.settlingTime
        var stamps: [String?] = []
        var sizes: [Int] = []
        stamps.reserveCapacity(files.count)
        sizes.reserveCapacity(files.count)
        for (display, path) in files {
            var status = stat()
            guard stat(path, &status) == 0 else {
                stamps.append(nil)
                sizes.append(0)
                continue
            }
            let (modified, changed) = Self.times(of: status)
            sizes.append(Int(status.st_size))
            guard Self.seconds(modified) < settled, Self.seconds(changed) < settled else {
                stamps.append(nil)
                continue
            }
            stamps.append("\(display)\t\(path) \(status.st_size) \(status.st_ino) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)")
        }
        self.files = stamps
        self.sizes = sizes
    }

    /// Every stamp behind `prefix` (what else the result depends on), hashed into one; nil when
    /// a file has no stamp.
    func combined(prefix: String) -> String? {
        var text = prefix
        for stamp in files {
            guard let stamp else { return nil }
            text += "\n"
            text += stamp
        }
        return text.withUTF8 { ContentHash.hex(of: UnsafeRawBufferPointer($0)) }
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
