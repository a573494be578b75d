import Foundation

/// Finds the Swift files a run lints, from the paths given on the command line.
///
/// Directories are walked recursively; only regular `*.swift` files are taken. Build products
/// and vendored dependencies are skipped by name, `included`/`excluded` globs (relative to the
/// configuration folder) filter the rest, and an explicitly named file is linted unless
/// excluded. Symbolic links are followed, each real directory at most once, so link loops and
/// diamonds terminate; everything that cannot be linted is returned as a problem, never dropped.
public struct FileDiscovery: Sendable {
    /// Directory names never descended into: build products, vendored dependencies, VCS data.
    public static let skippedDirectoryNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// Relative command-line paths are resolved against it and reported paths are relative to it.
    public let root: URL
    /// The folder `included`/`excluded` are relative to.
    public let configurationDirectory: URL
    let filter: PathFilter

    public init(root: URL, configurationDirectory: URL? = nil, included: [String] = [], excluded: [String] = []) {
        self.root = root
        self.configurationDirectory = configurationDirectory ?? root
        filter = PathFilter(included: included, excluded: excluded)
    }

    /// Whether traversal skips a directory with this name (scratch folders such as
    /// `.build-linux` count as `.build`).
    public static func skipsDirectory(named name: String) -> Bool {
        skippedDirectoryNames.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// The files under `paths` (files or directories; the root when empty).
    public func discover(_ paths: [String] = []) -> DiscoveredFiles {
        var walk = DiscoveryWalk(discovery: self)
        for path in paths.isEmpty ? ["."] : paths {
            walk.visitArgument(path)
        }
        walk.followPendingLinks()
        return walk.result()
    }
}
