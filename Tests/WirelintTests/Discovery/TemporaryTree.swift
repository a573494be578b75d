import Foundation

/// A throwaway folder for tests that touch the file system, removed when released.
///
/// Beside it, `machineState` holds what programs the test runs keep outside the project (their
/// cache, home folder and git configuration): removed with the tree, shared by nothing else.
final class TemporaryTree {
    let url: URL
    var path: String { url.path }

    /// Where trees are made: the system's temporary folder, links resolved.
    private static let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true).resolvingSymlinksInPath()
    private static let namePrefix = "wirelint-tests-"

    init() throws {
        url = Self.base.appendingPathComponent(Self.namePrefix + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(at: machineState)
    }

    /// The folder beside the tree for its programs' cache, home and git configuration.
    var machineState: URL { Self.machineState(ofTreeAt: url) }

    private static func machineState(ofTreeAt root: URL) -> URL {
        root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + ".state", isDirectory: true)
    }

    /// The tree `directory` is in, if it is in one: `(root, machineState)`.
    static func enclosing(_ directory: URL) -> (root: URL, machineState: URL)? {
        let components = directory.standardizedFileURL.pathComponents
        let baseComponents = base.standardizedFileURL.pathComponents
        guard components.count > baseComponents.count, Array(components.prefix(baseComponents.count)) == baseComponents,
              components[baseComponents.count].hasPrefix(namePrefix)
        else { return nil }
        let root = base.appendingPathComponent(components[baseComponents.count], isDirectory: true)
        return (root, machineState(ofTreeAt: root))
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
