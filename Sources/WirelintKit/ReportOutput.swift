import Foundation

/// Where a run's report goes, standard output or the `--output` file, written while the
/// reporter makes it: a SARIF report can be many times the size of the findings it tells, and
/// is never held whole.
///
/// The file is written under a temporary name beside it and moved into place once complete, so
/// a reader never sees half a report and a run that fails leaves the last one as it was.
struct ReportOutput: TextOutputStream {
    private let handle: FileHandle
    /// For `--output`: the path as given, the file's full path and the temporary one it is
    /// written under, if it is replaced rather than written in place.
    private let file: (given: String, path: String, temporary: String?)?
    /// Reporters write a line or a chunk at a time; the bytes go out in blocks.
    private var buffer: [UInt8] = []
    /// The first write that failed; later ones are skipped.
    private var failure: (any Error)?

    private static let blockSize = 1 << 16

    /// Standard output, or the file at `path` (relative to `directory`).
    init(path: String?, relativeTo directory: URL) throws(UsageError) {
        guard let path else {
            (handle, file) = (.standardOutput, nil)
            return
        }
        let target = URL(fileURLWithPath: path, relativeTo: directory).path
        // Only a regular file (or none yet) is replaced. A link is written through and a
        // device or pipe in place (`--output /dev/stdout`): replacing one would put a file
        // where the link, device or pipe was.
        var status = stat()
        let replaceable = lstat(target, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
        let temporary = target + ".wirelint-\(UUID().uuidString)"
        let descriptor = replaceable
            ? open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            : open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.cannotWrite(path, String(cString: strerror(errno))) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        file = (path, target, replaceable ? temporary : nil)
        buffer.reserveCapacity(Self.blockSize)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered and puts the file in place; a write that failed (a full disk,
    /// standard output redirected to one) stops the run rather than leave a cut report.
    consuming func finish() throws(UsageError) {
        flush()
        do {
            if let failure { throw failure }
            guard let file else { return }
            try handle.close()
            if let temporary = file.temporary, rename(temporary, file.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            if let temporary = file?.temporary { unlink(temporary) }
            throw Self.cannotWrite(file?.given ?? "the report to standard output", error.localizedDescription)
        }
    }

    private static func cannotWrite(_ path: String, _ reason: String) -> UsageError {
        UsageError("error: cannot write \(path): \(reason)")
    }

    private mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            failure = error
        }
    }
}
