import Foundation

/// A file's content as far as a run needs it: its bytes and content key, or only the key when
/// the file is unchanged since the last run by its stamp (`FileStamps`) — its facts are then
/// in the pack, and reading it would be wasted.
struct FileContent: Sendable {
    let request: SourceFileReader.Request
    /// Nil when the file was not read.
    let data: Data?
    /// The content hash; nil without a cache.
    let key: String?

    /// The file known by `knownKey` without reading it, or read (and hashed when `hashing`).
    static func load(_ request: SourceFileReader.Request, knownKey: String?, hashing: Bool) -> Result<FileContent, FileProblem> {
        if let knownKey { return .success(FileContent(request: request, data: nil, key: knownKey)) }
        return SourceFileReader.read(request).map { data in
            FileContent(request: request, data: data, key: hashing ? data.withUnsafeBytes { ContentHash.hex(of: $0) } : nil)
        }
    }

    /// This file read from disk: for one known by key whose facts are missing from the pack.
    func read() -> Result<FileContent, FileProblem> {
        data == nil ? Self.load(request, knownKey: nil, hashing: key != nil) : .success(self)
    }
}
