import Foundation
import WirelintConfig

/// An editor's unsaved buffer (`--stdin-path PATH`): linted as if it were the file at `path`,
/// with the rest of the project read from disk, so cross-file findings are right while typing.
public struct StdinSource: Sendable {
    /// Where the buffer belongs, as the editor names it (relative to the working directory or
    /// absolute). The file need not exist yet.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Stops the run when `path` names a folder (`.`, `..`, `/`, a trailing `/`, an existing
    /// directory) or nothing: the buffer stands for one file.
    public static func check(_ path: String, relativeTo directory: URL) throws(UsageError) {
        var isDirectory: ObjCBool = false
        let namesFolder = path.isEmpty || path.hasSuffix("/") || [".", ".."].contains(URL(fileURLWithPath: path).lastPathComponent)
            || (FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: directory).path, isDirectory: &isDirectory) && isDirectory.boolValue)
        if namesFolder {
            throw UsageError("error: --stdin-path: '\(path)' is a folder; name the file the buffer belongs to")
        }
    }

    /// The buffer on standard input, for `path`: read only up to the configuration's
    /// `max_file_size`, so that an endless stream (`< /dev/zero`) stops the run instead of
    /// filling memory.
    public static func read(path: String, for request: LintRequest) throws(UsageError) -> StdinSource {
        var request = request
        request.stdinSource = StdinSource(path: path, text: "")
        let start = AnalysedProject(request)?.configurationSearchStart(default: request.workingDirectory) ?? request.workingDirectory
        let limit = try LintRunner.configuration(at: request.configPath, from: start).configuration.maximumFileSize
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw UsageError("error: --stdin-path: cannot read standard input (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        guard data.count <= limit else {
            throw UsageError("error: --stdin-path: standard input is larger than max_file_size (\(FileSize.description(ofBytes: limit)))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw UsageError("error: --stdin-path: standard input is not valid UTF-8")
        }
        return StdinSource(path: path, text: text)
    }

    /// Writes the buffer to a fresh temporary file, which the linter reads in place of `path`.
    ///
    /// A file rather than an in-memory special case keeps one reading path for every source —
    /// the same decoding, problem reporting and facts cache as the files on disk. The folder
    /// and file are the user's alone (0700, 0600): the buffer may hold anything being typed.
    /// They are removed when the run ends, or is interrupted.
    func materialize() throws(UsageError) -> TemporaryCopy {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-stdin-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        let copy = TemporaryCopy(folder: folder, file: file)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            copy.remove()
            throw UsageError("error: --stdin-path: cannot write a temporary copy of the buffer: \(error.localizedDescription)")
        }
        return copy
    }
}

/// The buffer's temporary file and the folder made for it.
struct TemporaryCopy: Sendable {
    var folder: URL
    var file: URL
    private let cleanupSlots: [Int?]

    init(folder: URL, file: URL) {
        self.folder = folder
        self.file = file
        cleanupSlots = [InterruptCleanup.register(folder.path), InterruptCleanup.register(file.path)]
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
        cleanupSlots.forEach(InterruptCleanup.release)
    }
}
