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

    /// The buffer on standard input, for `path`: read only up to the configuration's
    /// `max_file_size`, so that an endless stream (`< /dev/zero`) stops the run instead of
    /// filling memory.
    public static func read(path: String, for request: LintRequest) throws(UsageError) -> StdinSource {
        let limit = try LintRunner.configuration(at: request.configPath, from: request.workingDirectory).configuration.maximumFileSize
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
