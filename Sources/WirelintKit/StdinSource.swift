import Foundation

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

    /// Writes the buffer to a fresh temporary file, which the linter reads in place of `path`.
    ///
    /// A file rather than an in-memory special case keeps one reading path for every source —
    /// the same decoding, problem reporting and facts cache as the files on disk.
    func materialize() throws(UsageError) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-stdin-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            throw UsageError("error: --stdin-path: cannot write a temporary copy of the buffer: \(error.localizedDescription)")
        }
        return file
    }
}
