import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The state of one discovery run.
///
/// Directories reached through symbolic links are walked only after every argument's real tree,
/// so a file gets its link-free path whenever it has one, independent of argument or listing
/// order. Each real directory is walked once; links to an enclosing folder are reported as loops.
struct DiscoveryWalk {
    /// A directory to list, with everything its entries inherit.
    private struct Directory {
        /// Absolute and lexical: the path as walked, through links.
        var path: String
        var realPath: String
        /// How reports show it: "" for the lint root itself.
        var display: String
        var filterPath: FilterPath
        /// Whether this folder or an ancestor matches `included`.
        var isIncluded: Bool
        var isReachedThroughLink: Bool
        /// Real paths of the folders holding the links followed to get here: with `realPath`,
        /// every enclosing folder of the walk is one of these or an ancestor of one.
        var linkParents: [String]

        func display(of name: String) -> String {
            if display.isEmpty { return name }
            return display.hasSuffix("/") ? display + name : display + "/" + name
        }
    }

    private struct Candidate {
        var display: String
        var path: String
        var isReachedThroughLink: Bool

        /// Link-free paths first, then the byte-wise smallest, so the choice among duplicates
        /// does not depend on the order they were found in.
        func isPreferred(over other: Candidate) -> Bool {
            if isReachedThroughLink != other.isReachedThroughLink { return !isReachedThroughLink }
            return display.precedesByBytes(other.display)
        }
    }

    private struct PendingLink {
        var parent: Directory
        var name: String
    }

    private let filter: PathFilter
    private let rootPath: String
    private let realRootPath: String?
    private let configurationPath: String
    private let realConfigurationPath: String?
    private let followsExternalLinks: Bool
    /// Real paths of the folders links may lead into: the root, the configuration folder, and
    /// the folders named on the command line outside the root.
    private var projectFolders: [String]
    private var visitedDirectories: Set<String> = []
    /// Keyed by real path: the same file through two links or two arguments is listed once.
    private var candidates: [String: Candidate] = [:]
    private var problems: Set<DiscoveryProblem> = []
    private var pendingLinks: [PendingLink] = []

    init(discovery: FileDiscovery) {
        filter = discovery.filter
        let workingDirectory = FileManager.default.currentDirectoryPath
        rootPath = LexicalPath.absolute(discovery.root.path, base: workingDirectory)
        realRootPath = FileSystem.realPath(rootPath)
        configurationPath = LexicalPath.absolute(discovery.configurationDirectory.path, base: workingDirectory)
        realConfigurationPath = FileSystem.realPath(configurationPath)
        followsExternalLinks = discovery.followsExternalLinks
        projectFolders = [realRootPath, realConfigurationPath].compactMap { $0 }
    }

    // MARK: - Command-line arguments

    mutating func visitArgument(_ argument: String) {
        let path = LexicalPath.absolute(argument, base: rootPath)
        let realPath = FileSystem.realPath(path)
        let display = displayPath(ofArgument: argument, path: path, realPath: realPath)
        let isLink = (try? FileSystem.linkKind(path).get()) == .symbolicLink
        // A path typed inside the root that links out of the project; one typed outside is the
        // user's choice, and a folder there is part of the project.
        if LexicalPath.relativeComponents(of: path, under: rootPath) != nil {
            if let realPath, leavesProject(realPath, from: display) { return }
        } else if let realPath, (try? FileSystem.targetKind(path).get()) == .directory {
            projectFolders.append(realPath)
        }
        switch FileSystem.targetKind(path) {
        case let .failure(failure):
            report(display, reasonForUnreachable(isLink: isLink, failure))
        case .success(.directory):
            guard let realPath else {
                return report(display, "cannot resolve path")
            }
            let filterPath = filterPath(path: path, realPath: realPath)
            guard !filter.isExcludedWithAncestors(filterPath) else { return }
            let isIncluded = filter.isIncludedWithAncestors(filterPath)
            guard isIncluded || filter.mayInclude(inside: filterPath),
                  visitedDirectories.insert(realPath).inserted
            else { return }
            walk(Directory(
                path: path, realPath: realPath, display: display, filterPath: filterPath, isIncluded: isIncluded,
                isReachedThroughLink: isLink, linkParents: []
            ))
        case .success(.regularFile):
            guard path.hasSuffix(".swift") else {
                return report(display, "not a Swift source file (*.swift)")
            }
            guard !filter.isExcludedWithAncestors(filterPath(path: path, realPath: realPath ?? path)) else { return }
            add(Candidate(display: display, path: path, isReachedThroughLink: isLink), realPath: realPath ?? path)
        case .success:
            report(display, "not a regular file")
        }
    }

    /// Relative to the root when the argument is inside it (lexically, or once links are
    /// resolved), else as typed.
    private func displayPath(ofArgument argument: String, path: String, realPath: String?) -> String {
        if let components = LexicalPath.relativeComponents(of: path, under: rootPath) {
            return components.joined(separator: "/")
        }
        if let realPath, let realRootPath,
           let components = LexicalPath.relativeComponents(of: realPath, under: realRootPath) {
            return components.joined(separator: "/")
        }
        var trimmed = Substring(argument)
        while trimmed.count > 1, trimmed.hasSuffix("/") {
            trimmed = trimmed.dropLast()
        }
        return String(trimmed)
    }

    private func filterPath(path: String, realPath: String) -> FilterPath {
        let relative = LexicalPath.relativeComponents(of: path, under: configurationPath)
            ?? realConfigurationPath.flatMap { LexicalPath.relativeComponents(of: realPath, under: $0) }
        return FilterPath(relative: relative, absolute: LexicalPath.components(path))
    }

    // MARK: - Directories

    private mutating func walk(_ start: Directory) {
        var stack = [start]
        while let directory = stack.popLast() {
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(of: directory.path) {
            case let .success(listed):
                entries = listed
            case let .failure(failure):
                report(directory.display.isEmpty ? "." : directory.display, "cannot read directory: \(failure.reason)")
                continue
            }
            var subdirectories: [Directory] = []
            for entry in entries.sorted(by: { $0.displayName.precedesByBytes($1.displayName) }) {
                if let subdirectory = visit(entry, in: directory) {
                    subdirectories.append(subdirectory)
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Takes a file, defers a link, or returns a subdirectory to walk.
    private mutating func visit(_ entry: FileSystem.Entry, in directory: Directory) -> Directory? {
        guard let name = entry.name else {
            if entry.kind == .directory || entry.displayName.hasSuffix(".swift") {
                report(directory.display(of: entry.displayName), "name is not valid UTF-8; skipped")
            }
            return nil
        }
        let isSwiftFile = name.hasSuffix(".swift")
        let kind: FileSystem.Kind
        if let known = entry.kind {
            kind = known
        } else {
            switch FileSystem.linkKind(LexicalPath.appending(name, to: directory.path)) {
            case let .success(found): kind = found
            case let .failure(failure):
                if isSwiftFile { report(directory.display(of: name), failure.reason) }
                return nil
            }
        }
        switch kind {
        case .directory:
            guard !FileDiscovery.skipsDirectory(named: name) else { return nil }
            let realPath = LexicalPath.appending(name, to: directory.realPath)
            guard let subdirectory = child(named: name, of: directory, realPath: realPath, throughLink: false),
                  visitedDirectories.insert(realPath).inserted
            else { return nil }
            return subdirectory
        case .regularFile:
            if isSwiftFile || name == "project.yml"
                || (name == "project.pbxproj" && FileDiscovery.isXcodeProjectFile(directory.path + "/" + name)) {
                consider(name, in: directory, realPath: nil, throughLink: false)
            }
        case .symbolicLink:
            visitLink(name, at: LexicalPath.appending(name, to: directory.path), in: directory, isSwiftFile: isSwiftFile)
        case .other:
            if isSwiftFile { report(directory.display(of: name), "not a regular file") }
        }
        return nil
    }

    private mutating func visitLink(_ name: String, at path: String, in directory: Directory, isSwiftFile: Bool) {
        switch FileSystem.targetKind(path) {
        case let .failure(failure):
            // A dangling link is only worth mentioning when it looks like a source file.
            if isSwiftFile { report(directory.display(of: name), reasonForUnreachable(isLink: true, failure)) }
        case .success(.directory):
            if !FileDiscovery.skipsDirectory(named: name) {
                pendingLinks.append(PendingLink(parent: directory, name: name))
            }
        case .success(.regularFile):
            if isSwiftFile {
                let realPath = FileSystem.realPath(path) ?? path
                guard !leavesProject(realPath, from: directory.display(of: name)) else { return }
                consider(name, in: directory, realPath: realPath, throughLink: true)
            }
        case .success:
            if isSwiftFile { report(directory.display(of: name), "not a regular file") }
        }
    }

    /// Linked directories, in the order they were found; walking them can find more.
    mutating func followPendingLinks() {
        var index = 0
        while index < pendingLinks.count {
            let link = pendingLinks[index]
            index += 1
            follow(link)
        }
    }

    private mutating func follow(_ link: PendingLink) {
        let parent = link.parent
        let path = LexicalPath.appending(link.name, to: parent.path)
        let display = parent.display(of: link.name)
        guard let target = FileSystem.realPath(path) else {
            return report(display, "cannot resolve symbolic link")
        }
        guard let directory = child(named: link.name, of: parent, realPath: target, throughLink: true),
              !leavesProject(target, from: display)
        else { return }
        let enclosesLink = LexicalPath.isSameOrAncestor(target, of: parent.realPath)
            || parent.linkParents.contains { LexicalPath.isSameOrAncestor(target, of: $0) }
        guard !enclosesLink else {
            return report(display, "symbolic link loop skipped (points to an enclosing folder: \(target))")
        }
        // A directory already walked under another path: its files are listed already.
        guard visitedDirectories.insert(target).inserted else { return }
        walk(directory)
    }

    /// The subdirectory `name` of `parent` unless the globs rule it out.
    private func child(named name: String, of parent: Directory, realPath: String, throughLink: Bool) -> Directory? {
        let filterPath = parent.filterPath.appending(name)
        guard !filter.isExcluded(filterPath) else { return nil }
        let isIncluded = parent.isIncluded || filter.isIncluded(filterPath)
        guard isIncluded || filter.mayInclude(inside: filterPath) else { return nil }
        return Directory(
            path: LexicalPath.appending(name, to: parent.path),
            realPath: realPath,
            display: parent.display(of: name),
            filterPath: filterPath,
            isIncluded: isIncluded,
            isReachedThroughLink: parent.isReachedThroughLink || throughLink,
            linkParents: throughLink ? parent.linkParents + [parent.realPath] : parent.linkParents
        )
    }

    // MARK: - Files

    /// Adds a file unless the globs rule it out; `realPath` is the directory's real path
    /// followed by the name when not given.
    private mutating func consider(_ name: String, in directory: Directory, realPath: String?, throughLink: Bool) {
        // Most projects filter nothing: the file's own filter path is only built for patterns.
        if filter.hasPatterns {
            let filterPath = directory.filterPath.appending(name)
            guard !filter.isExcluded(filterPath), directory.isIncluded || filter.isIncluded(filterPath) else { return }
        }
        let path = LexicalPath.appending(name, to: directory.path)
        add(
            Candidate(display: directory.display(of: name), path: path, isReachedThroughLink: directory.isReachedThroughLink || throughLink),
            realPath: realPath ?? (directory.realPath == directory.path ? path : LexicalPath.appending(name, to: directory.realPath))
        )
    }

    private mutating func add(_ candidate: Candidate, realPath: String) {
        if let existing = candidates[realPath], !candidate.isPreferred(over: existing) { return }
        candidates[realPath] = candidate
    }

    /// Whether `realPath`, where a link at `display` leads, is outside the project and so
    /// skipped (and reported).
    private mutating func leavesProject(_ realPath: String, from display: String) -> Bool {
        guard !followsExternalLinks else { return false }
        let inside = projectFolders.contains { LexicalPath.isSameOrAncestor($0, of: realPath) }
        if !inside {
            report(display, "symbolic link to \(realPath), outside the project: skipped (--follow-external-links reads it)")
        }
        return !inside
    }

    // MARK: - Problems and result

    private mutating func report(_ path: String, _ reason: String) {
        problems.insert(DiscoveryProblem(path: path, reason: reason))
    }

    /// Why `stat` failed, telling a dangling or looping link from a missing path.
    private func reasonForUnreachable(isLink: Bool, _ failure: FileSystem.Failure) -> String {
        switch (isLink, failure.code) {
        case (true, ELOOP): return "symbolic link loop"
        case (true, ENOENT): return "broken symbolic link"
        case (false, ENOENT): return "no such file or directory"
        default: return failure.reason
        }
    }

    func result() -> DiscoveredFiles {
        let files = candidates.values
            .map { DiscoveredFile(path: $0.display, location: $0.path) }
            .sorted { $0.path.precedesByBytes($1.path) }
        let problems = problems.sorted {
            if !$0.path.utf8.elementsEqual($1.path.utf8) {
                return $0.path.precedesByBytes($1.path)
            }
            return $0.reason.precedesByBytes($1.reason)
        }
        return DiscoveredFiles(files: files, problems: problems)
    }
}
