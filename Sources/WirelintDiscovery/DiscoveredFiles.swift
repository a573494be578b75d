import Foundation

/// A Swift source file to lint, or an Xcode project file to read targets from.
public struct DiscoveredFile: Sendable, Hashable {
    /// Relative to the lint root when the file is under it (through symbolic links as walked);
    /// otherwise the path as given on the command line. This is the path reports show.
    public var path: String
    /// Where to read the file: an absolute path. A plain string, as the linter only ever hands
    /// it to system calls: building a `URL` for each of tens of thousands of files cost more
    /// than listing them.
    public var location: String

    public init(path: String, location: String) {
        self.path = path
        self.location = location
    }
}

/// Something the user must be told about on stderr: a path that was asked for or found but
/// cannot be linted. Discovery never drops a candidate file silently.
public struct DiscoveryProblem: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// The outcome of discovery, both lists sorted byte-wise by path so that output never depends
/// on directory listing order.
public struct DiscoveredFiles: Sendable, Hashable {
    public var files: [DiscoveredFile]
    public var problems: [DiscoveryProblem]

    public init(files: [DiscoveredFile] = [], problems: [DiscoveryProblem] = []) {
        self.files = files
        self.problems = problems
    }
}
