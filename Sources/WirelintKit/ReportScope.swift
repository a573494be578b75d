import Foundation
import WirelintDiscovery
import WirelintRules

/// Which files a run analyses, and which of them it reports findings for.
///
/// Cross-file rules (a preview in one file, the view it renders in another) are only right when
/// the whole project is analysed, so narrowing what a run is about never narrows what it reads:
///
/// - **Given files** — every path on the command line is a file (a pre-commit hook passing the
///   staged files, an editor passing the open one): the project (the configured `included`
///   tree, else the working directory) is analysed, plus the given files, and only findings
///   located in the given files are reported.
/// - `--changed-since REF`: only findings in files changed since `REF` are reported.
/// - `--stdin-path PATH`: the buffer read from stdin replaces `PATH` (or joins the project as a
///   new file), and only its findings are reported.
///
/// The modes combine by intersection. Directories on the command line keep their plain meaning:
/// analyse and report what is under them.
struct ReportScope: Sendable {
    /// What the linter reads, sorted by path; the unsaved buffer, if any, in place of its file.
    var files: [DiscoveredFile]
    var problems: [DiscoveryProblem]
    /// Paths (as reported) whose findings are shown; `nil` shows every analysed file's.
    var reportedPaths: Set<String>?
    /// The editor's buffer: its reported path, text, and the temporary file the linter reads.
    private var unsaved: (path: String, text: String, file: URL)?

    static func resolve(_ request: LintRequest, discovery: FileDiscovery) throws(UsageError) -> ReportScope {
        var scope: ReportScope
        let root = request.workingDirectory
        if !request.paths.isEmpty, request.paths.allSatisfy({ isFile($0, relativeTo: root) }) {
            let given = discovery.discover(request.paths)
            scope = ReportScope(discovered: discovery.discover([]))
            scope.add(given)
            scope.restrict(toRealPaths: Set(given.files.map(\.realPath)))
        } else {
            scope = ReportScope(discovered: discovery.discover(request.paths))
        }
        if let ref = request.changedSince {
            scope.restrict(toRealPaths: try ChangedFiles.since(ref, in: root))
        }
        if let stdin = request.stdinSource {
            try scope.overlay(stdin, discovery: discovery, root: root)
        }
        return scope
    }

    private init(discovered: DiscoveredFiles) {
        files = discovered.files
        problems = discovered.problems
    }

    /// How many analysed files findings are reported for (the summary's "in N files").
    func reportedFileCount(analysed: [String]) -> Int {
        guard let reportedPaths else { return analysed.count }
        return analysed.count { reportedPaths.contains($0) }
    }

    /// Keeps the findings located in reported files; findings elsewhere were needed only as
    /// context. A finding's related locations may lie anywhere.
    func reported(_ findings: [Finding]) -> [Finding] {
        guard let reportedPaths else { return findings }
        return findings.filter { reportedPaths.contains($0.location.file) }
    }

    /// The text a reported path had during analysis: the buffer for the stdin path, else the
    /// file on disk (relative paths are relative to `root`).
    func sourceText(of path: String, root: String) -> String? {
        if let unsaved, unsaved.path == path { return unsaved.text }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: root).appendingPathComponent(path)
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Deletes the buffer's temporary file.
    func removeTemporaryFiles() {
        if let unsaved {
            try? FileManager.default.removeItem(at: unsaved.file.deletingLastPathComponent())
        }
    }

    // MARK: - Building the scope

    private mutating func add(_ discovered: DiscoveredFiles) {
        let known = Set(files.map(\.realPath))
        files = (files + discovered.files.filter { !known.contains($0.realPath) }).sortedByPath()
        problems = Array(Set(problems + discovered.problems)).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    private mutating func restrict(toRealPaths realPaths: Set<String>) {
        let paths = Set(files.filter { realPaths.contains($0.realPath) }.map(\.path))
        reportedPaths = reportedPaths.map { $0.intersection(paths) } ?? paths
    }

    private mutating func overlay(_ stdin: StdinSource, discovery: FileDiscovery, root: URL) throws(UsageError) {
        let absolute = URL(fileURLWithPath: stdin.path, relativeTo: root).standardizedFileURL
        let realPath = absolute.resolvingSymlinksInPath().path
        if FileManager.default.fileExists(atPath: absolute.path), discovery.discover([stdin.path]).files.isEmpty {
            // The configuration excludes the file: an editor gets no findings for it, as a
            // full run would not report any.
            reportedPaths = []
            return
        }
        let file = try stdin.materialize()
        let path: String
        if let index = files.firstIndex(where: { $0.realPath == realPath }) {
            path = files[index].path
            files[index].url = file
        } else {
            path = Self.displayPath(of: absolute, root: root, asGiven: stdin.path)
            files = (files.filter { $0.path != path } + [DiscoveredFile(path: path, url: file)]).sortedByPath()
        }
        unsaved = (path, stdin.text, file)
        reportedPaths = reportedPaths.map { $0.intersection([path]) } ?? [path]
    }

    /// Relative to the root when inside it, as discovery shows paths; else as given.
    private static func displayPath(of absolute: URL, root: URL, asGiven: String) -> String {
        let rootPath = root.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return absolute.path.hasPrefix(prefix) ? String(absolute.path.dropFirst(prefix.count)) : asGiven
    }

    private static func isFile(_ path: String, relativeTo root: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: root).path, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue
    }
}

extension DiscoveredFile {
    /// The file's absolute path with symbolic links resolved: the identity used to match
    /// given, changed and discovered files however each was spelled.
    fileprivate var realPath: String { url.resolvingSymlinksInPath().path }
}

extension [DiscoveredFile] {
    fileprivate func sortedByPath() -> [DiscoveredFile] {
        sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
