import Foundation

/// Reads a Swift file as UTF-8 text, turning every way that can fail into a `FileProblem`.
enum SourceFileReader {
    struct Request: Sendable {
        let path: String
        let url: URL
    }

    static func read(_ request: Request) -> Result<String, FileProblem> {
        let data: Data
        do {
            data = try Data(contentsOf: request.url)
        } catch {
            return .failure(FileProblem(path: request.path, reason: "cannot be read (\(reason(for: error)))"))
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.contains(0) {
            return .failure(FileProblem(path: request.path, reason: "skipped: binary content (NUL bytes) in a .swift file"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(FileProblem(path: request.path, reason: "skipped: not valid UTF-8"))
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
