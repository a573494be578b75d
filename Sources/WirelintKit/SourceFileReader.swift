import Foundation

/// Reads a Swift file, turning every way that can fail into a `FileProblem`.
enum SourceFileReader {
    struct Request: Sendable {
        let path: String
        let url: URL
    }

    /// The file's bytes, without a UTF-8 byte-order mark (positions are counted after it).
    static func read(_ request: Request) -> Result<Data, FileProblem> {
        let data: Data
        do {
            data = try Data(contentsOf: request.url)
        } catch {
            return .failure(FileProblem(path: request.path, reason: "cannot be read (\(reason(for: error)))"))
        }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return .success(data.dropFirst(3)) }
        return .success(data)
    }

    /// The bytes as text, or why the file is skipped.
    static func decode(_ data: Data, path: String) -> Result<String, FileProblem> {
        if data.withUnsafeBytes({ raw in raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false }) {
            return .failure(FileProblem(path: path, reason: "skipped: binary content (NUL bytes) in a .swift file"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(FileProblem(path: path, reason: "skipped: not valid UTF-8"))
        }
        return .success(text)
    }

    private static func reason(for error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
