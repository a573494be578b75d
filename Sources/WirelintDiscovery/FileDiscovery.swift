import Foundation

/// Finds the Swift files a run lints, from the paths given on the command line, and the Xcode
/// project files (`*.xcodeproj/project.pbxproj`) that say which target compiles which of them.
///
/// Directories are walked recursively; only regular `*.swift` and project files are taken. Build products
/// and vendored dependencies are skipped by name, `included`/`excluded` globs (relative to the
/// configuration folder) filter the rest, and an explicitly named file is linted unless
/// excluded. Symbolic links are followed, each real directory at most once, so link loops and
/// diamonds terminate; everything that cannot be linted is returned as a problem, never dropped.
/// A link that leads out of the project (the root, the configuration folder and the folders
/// named outside the root) is skipped
/// and named, unless `followsExternalLinks`: a checkout must not make a run read
/// `/etc/passwd` or walk `/proc`.
public struct FileDiscovery: Sendable {
    /// Directory names never descended into: build products, vendored dependencies, VCS data.
    public static let skippedDirectoryNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// Relative command-line paths are resolved against it and reported paths are relative to it.
    public let root: URL
    /// The folder `included`/`excluded` are relative to.
    public let configurationDirectory: URL
    let filter: PathFilter
    public let followsExternalLinks: Bool

    public init(
        root: URL, configurationDirectory: URL? = nil, included: [String] = [], excluded: [String] = [],
        followsExternalLinks: Bool = false
    ) {
        self.root = root
        self.configurationDirectory = configurationDirectory ?? root
        filter = PathFilter(included: included, excluded: excluded)
        self.followsExternalLinks = followsExternalLinks
    }

    /// Whether traversal skips a directory with this name (scratch folders such as
    /// `.build-linux` count as `.build`).
    public static func skipsDirectory(named name: String) -> Bool {
        skippedDirectoryNames.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// Whether `path` is an Xcode project's file of targets, which is read for its modules
    /// rather than linted.
    public static func isXcodeProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// Whether `path` is an XcodeGen spec, read for its targets like an Xcode project's file.
    public static func isXcodeGenSpec(_ path: String) -> Bool {
        path == "project.yml" || path.hasSuffix("/project.yml")
    }

    /// Whether `path` is read for the targets it declares rather than linted.
    public static func isTargetsFile(_ path: String) -> Bool {
        isXcodeProjectFile(path) || isXcodeGenSpec(path)
    }

    /// The `included` patterns that match none of `files` (nor a folder holding one): most
    /// likely typos, which would otherwise silently lint less than meant.
    public func includedPatternsMatchingNothing(in files: [DiscoveredFile]) -> [String] {
        let configurationPath = LexicalPath.absolute(configurationDirectory.path, base: FileManager.default.currentDirectoryPath)
        let filterPaths = files.map { file in
            FilterPath(relative: LexicalPath.relativeComponents(of: file.location, under: configurationPath), absolute: LexicalPath.components(file.location))
        }
        return filter.includedPatternsMatchingNone(of: filterPaths)
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
