import Foundation
import WirelintConcurrency
import WirelintFacts

/// What the files of a run look like on disk — size, inode, modification and change times —
/// file by file: a file whose stamp is the one it had on the last run is known by the content
/// key it had then, without reading it, as `git status` trusts its index; a run where every
/// stamp matches reuses the last run's findings outright.
///
/// A file's stamp is only taken when it was last modified well before the run began. A file
/// written in the same clock tick as the run's look at it could change again without its
/// times moving (file times advance in ticks of several milliseconds); such a file is read and
/// matched by content (`Linter.runSignature`), and the next run gets its stamp.
struct FileStamps {
    /// How long before the run a file must have been modified for its stamp to be trusted.
    static let settlingTime: TimeInterval = 2

    /// One file's stamp.
    struct Stamp: Equatable, Sendable, FactsCodable {
        let size: Int
        let inode: Int
        let modified: timespec
        let changed: timespec

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }

        init(size: Int, inode: Int, modified: timespec, changed: timespec) {
            self.size = size
            self.inode = inode
            self.modified = modified
            self.changed = changed
        }

        init(from reader: inout FactsReader) throws {
            size = try reader.readInt()
            inode = try reader.readInt()
            modified = timespec(tv_sec: try reader.readInt(), tv_nsec: try reader.readInt())
            changed = timespec(tv_sec: try reader.readInt(), tv_nsec: try reader.readInt())
        }

        func write(to writer: inout FactsWriter) {
            writer.write(size)
            writer.write(inode)
            writer.write(modified.tv_sec)
            writer.write(modified.tv_nsec)
            writer.write(changed.tv_sec)
            writer.write(changed.tv_nsec)
        }
    }

    /// Each file's stamp, in the order given; nil when it cannot be examined or is too fresh.
    let files: [Stamp?]
    /// Each file's size on disk (0 when it cannot be examined).
    let sizes: [Int]

    /// Stamps of the files (where each is read from), taken at `runStart` on `jobs` threads:
    /// tens of thousands of `stat` calls are a good part of a warm run.
    init(of locations: [String], runStart: Date, jobs: Int) {
        let settled = runStart.timeIntervalSince1970 - Self.settlingTime
        let examined = locations.parallelMap(jobs: jobs) { location -> (stamp: Stamp?, size: Int) in
            var status = stat()
            guard stat(location, &status) == 0 else { return (nil, 0) }
            let (modified, changed) = Self.times(of: status)
            let size = Int(status.st_size)
            guard Self.seconds(modified) < settled, Self.seconds(changed) < settled else { return (nil, size) }
            return (Stamp(size: size, inode: Int(truncatingIfNeeded: status.st_ino), modified: modified, changed: changed), size)
        }
        files = examined.map(\.stamp)
        sizes = examined.map(\.size)
    }

    /// Every file's path, location and stamp behind `prefix` (what else the result depends
    /// on), hashed into one; nil when a file has no stamp.
    func combined(files described: [(path: String, location: String)], prefix: String) -> String? {
        var writer = FactsWriter(capacity: 64 * files.count + prefix.utf8.count)
        writer.write(prefix)
        for (file, stamp) in zip(described, files) {
            guard let stamp else { return nil }
            writer.write(file.path)
            writer.write(file.location)
            writer.write(stamp)
        }
        return writer.bytes.withUnsafeBytes { ContentHash.hex(of: $0) }
    }

    /// A file's size and modification time (seconds since 1970), straight from `stat`:
    /// `FileManager.attributesOfItem` also looks up the owner's user and group names, reading
    /// `/etc/passwd` and `/etc/group` on every call.
    static func sizeAndModification(of path: String) -> (size: Int, modified: TimeInterval)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (Int(status.st_size), seconds(times(of: status).modified))
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
