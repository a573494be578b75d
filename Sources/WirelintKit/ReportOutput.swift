import Foundation

/// Where a run's report goes, standard output or the `--output` file, written while the
/// reporter makes it: a SARIF report can be many times the size of the findings it tells, and
/// is never held whole. `--write-baseline` writes its file the same way.
///
/// The file is written under a temporary name beside it and moved into place once complete, so
/// a reader never sees half a report and a run that fails leaves the last one as it was. The
/// replaced file's permissions are kept, and an interrupted run removes the temporary file.
struct ReportOutput: TextOutputStream {
    private let handle: FileHandle
    /// For a file: the path as given, the file's full path and the temporary one it is
    /// written under, if it is replaced rather than written in place.
    private let file: (given: String, path: String, temporary: String?)?
    /// The option that named the file, for messages.
    private let option: String
    /// Keeps the temporary file listed for removal on SIGINT or SIGTERM until it is in place.
    private let cleanupSlot: Int?
    /// Reporters write a line or a chunk at a time; the bytes go out in blocks.
    private var buffer: [UInt8] = []
    /// The first write that failed; later ones are skipped.
    private var failure: (any Error)?

    private static let blockSize = 1 << 16

    /// Standard output, or the file at `path` (relative to `directory`), which `option` named.
    init(path: String?, relativeTo directory: URL, option: String = "--output") throws(UsageError) {
        self.option = option
        guard let path else {
            (handle, file, cleanupSlot) = (.standardOutput, nil, nil)
            return
        }
        let target = URL(fileURLWithPath: path, relativeTo: directory).path
        try OutputDestination.requireInside(directory, path: path, target: target, option: option)
        // Only a regular file (or none yet) is replaced. A link is written through and a
        // device or pipe in place (`--output /dev/stdout`): replacing one would put a file
        // where the link, device or pipe was.
        var status = stat()
        let exists = lstat(target, &status) == 0
        let replaceable = !exists || status.st_mode & S_IFMT == S_IFREG
        let temporary = target + ".wirelint-\(UUID().uuidString)"
        // Listed before it exists: an interruption right after it is made still removes it.
        let slot = replaceable ? InterruptCleanup.register(temporary) : nil
        let descriptor = replaceable
            ? open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            : open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            InterruptCleanup.release(slot)
            throw Self.cannotWrite(path, option, reason)
        }
        if replaceable, exists { fchmod(descriptor, status.st_mode & 0o7777) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        file = (path, target, replaceable ? temporary : nil)
        cleanupSlot = slot
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
        defer { InterruptCleanup.release(cleanupSlot) }
        do {
            if let failure { throw failure }
            guard let file else { return }
            try handle.close()
            if let temporary = file.temporary, rename(temporary, file.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            if let temporary = file?.temporary { unlink(temporary) }
            throw Self.cannotWrite(file?.given, option, error.localizedDescription)
        }
    }

    private static func cannotWrite(_ path: String?, _ option: String, _ reason: String) -> UsageError {
        guard let path else { return UsageError("error: cannot write the report to standard output: \(reason)") }
        return UsageError("error: \(option): cannot write \(path): \(reason)")
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

/// Keeps a file the run writes where its path says it is.
///
/// A relative path inside the working directory is written inside it: a checkout can commit
/// `report.sarif -> ~/.profile` or `reports -> /elsewhere`, and a CI job writing its usual
/// report path must not follow either out. A path the user spelled absolute, or leading out of
/// the working directory with `..`, is the user's choice, as is a device or pipe
/// (`/dev/stdout`) at the end of a link.
enum OutputDestination {
    static func requireInside(_ directory: URL, path: String, target: String, option: String) throws(UsageError) {
        let workingDirectory = directory.standardizedFileURL.path
        guard !path.hasPrefix("/"), isSameOrInside(URL(fileURLWithPath: target).standardizedFileURL.path, workingDirectory),
              let realWorkingDirectory = realPath(workingDirectory)
        else { return }
        var status = stat()
        let destination: String
        if stat(target, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFCHR || kind == S_IFIFO { return }
            guard let real = realPath(target) else { return }
            destination = real
        } else if lstat(target, &status) == 0 {
            throw UsageError("error: \(option): \(path) is a symbolic link to a file that does not exist; refusing to create it")
        } else {
            let url = URL(fileURLWithPath: target)
            // A folder that does not exist: opening the file fails with the usual message.
            guard let folder = realPath(url.deletingLastPathComponent().path) else { return }
            destination = folder + "/" + url.lastPathComponent
        }
        guard isSameOrInside(destination, realWorkingDirectory) else {
            throw UsageError("error: \(option): \(path) leads out of the working directory through a symbolic link (to \(destination)); name an absolute path to write there")
        }
    }

    private static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
