import Foundation
import WirelintConfig

/// Reads a Swift file, turning every way that can fail into a `FileProblem`.
enum SourceFileReader {
    struct Request: Sendable {
        let path: String
        /// The absolute path to read.
        let location: String
        /// Larger files are skipped (`Configuration.maximumFileSize`).
        let maximumSize: Int
    }

    /// The file's bytes, without a UTF-8 byte-order mark (positions are counted after it).
    ///
    /// Plain POSIX calls: tens of thousands of files are read on every run that is not warm,
    /// and Foundation's URL-based reading cost several times the read itself. Opened without
    /// blocking, so that a file replaced by a FIFO since discovery is named rather than waited on.
    /// Never reads more than one byte past `maximumSize`, however much the file grows meanwhile.
    static func read(_ request: Request) -> Result<Data, FileProblem> {
        func failure(_ code: Int32) -> Result<Data, FileProblem> {
            .failure(FileProblem(path: request.path, reason: "cannot be read (\(String(cString: strerror(code))))"))
        }
        let descriptor = open(request.location, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return failure(errno) }
        guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
            return .failure(FileProblem(path: request.path, reason: "cannot be read (not a regular file)"))
        }
        let tooLarge = Result<Data, FileProblem>.failure(FileProblem(
            path: request.path, reason: "skipped: larger than max_file_size (\(FileSize.description(ofBytes: request.maximumSize)))"))
        guard status.st_size <= request.maximumSize else { return tooLarge }
        // One byte more than the size, to see a file that grew since; read until the end.
        var data = Data(count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count <= request.maximumSize else { return tooLarge }
                data.count = min(data.count + max(data.count, 4096), request.maximumSize + 1)
            }
            let result = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return failure(errno)
            }
            if result == 0 { break }
            count += result
        }
        data.count = count
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
}
