import Foundation

/// A throwaway folder for tests that touch the file system, removed when released.
final class TemporaryTree {
    let url: URL
    var path: String { url.path }

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .resolvingSymlinksInPath()
        url = base.appendingPathComponent("wirelint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func url(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Creates a file (and its folders) with `contents`.
    @discardableResult
    func file(_ relativePath: String, _ contents: String = "struct S {}\n") throws -> URL {
        let fileURL = url(relativePath)
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try Data(contents.utf8).write(to: fileURL)
        return fileURL
    }

    func directory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(at: url(relativePath), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relativePath` whose target is `destination`, verbatim (relative or absolute).
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relativePath).path, withDestinationPath: destination)
    }
}
