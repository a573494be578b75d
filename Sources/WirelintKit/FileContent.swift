import Foundation

/// A file's content as far as a run needs it: its bytes and content key, or only the key when
/// the file is unchanged since the last run by its stamp (`FileStamps`) — its facts are then
/// in the pack, and reading it would be wasted.
struct FileContent: Sendable {
    let request: SourceFileReader.Request
    /// Nil when the file was not read.
    let bytes: FileBytes?
    /// The content hash; nil without a cache.
    let key: String?

    /// The file known by `knownKey` without reading it, or read (and hashed when `hashing`).
    static func load(_ request: SourceFileReader.Request, knownKey: String?, hashing: Bool) -> Result<FileContent, FileProblem> {
        if let knownKey { return .success(FileContent(request: request, bytes: nil, key: knownKey)) }
        return SourceFileReader.read(request).map { data in
            FileContent(request: request, bytes: FileBytes(data), key: hashing ? data.withUnsafeBytes { ContentHash.hex(of: $0) } : nil)
        }
    }

    /// This file read from disk: for one known by key whose facts are missing from the pack.
    func read() -> Result<FileContent, FileProblem> {
        bytes == nil ? Self.load(request, knownKey: nil, hashing: key != nil) : .success(self)
    }
}

/// A read file's bytes, handed over once to the extraction that parses them.
///
/// The run keeps every file's `FileContent` to the end, for its key; were the bytes kept with
/// it, the whole project's source would stay in memory beside its facts. Taken by the worker
/// that summarizes the file, they are freed as soon as it is parsed.
final class FileBytes: @unchecked Sendable {
    /// The size read, still known once the bytes are taken.
    let count: Int
    // Written only by `take`, which only the one worker summarizing the file calls, after the
    // run has handed it the file.
    private var data: Data?

    init(_ data: Data) {
        count = data.count
        self.data = data
    }

    /// The bytes, the first time; nil after.
    func take() -> Data? {
        defer { data = nil }
        return data
    }
}
