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
    /// written under.
    private let file: (given: String, path: String, temporary: String)?
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
        let temporary = target + ".wirelint-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.cannotWrite(path, String(cString: strerror(errno))) }
        (handle, file) = (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), (path, target, temporary))
        buffer.reserveCapacity(Self.blockSize)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered and puts the file in place.
    consuming func finish() throws(UsageError) {
        flush()
        guard let file else { return }
        do {
            if let failure { throw failure }
            try handle.close()
            guard rename(file.temporary, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(file.temporary)
            throw Self.cannotWrite(file.given, error.localizedDescription)
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
