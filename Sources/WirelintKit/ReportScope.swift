import Foundation
import WirelintDiscovery
import WirelintRules

/// Which files a run analyses, and which of them it reports findings for.
///
/// Cross-file rules (a preview in one file, the view it renders in another) are only right when
/// the whole project is analysed, so narrowing what a run is about never narrows what it reads:
///
/// - **Given files** — every path on the command line is a file (a pre-commit hook passing the
///   staged files, an editor passing the open one): the project each file belongs to
///   (`AnalysedProject`: the nearest folder above it holding `.wirelint.yml`, `Package.swift`,
///   an Xcode project or `.git`, else the working directory; within it the configured
///   `included` tree) is analysed, plus the given files, and only findings located in the
///   given files are reported.
/// - `--changed-since REF`: only findings in files changed since `REF` are reported.
/// - `--stdin-path PATH`: the buffer read from stdin replaces `PATH` (or joins the project as a
///   new file), and only its findings are reported; without folders on the command line, the
///   project is found from `PATH` as for given files.
///
/// The modes combine by intersection. Directories on the command line keep their plain meaning:
/// analyse and report what is under them. A run on facts bundles (`--facts`) analyses the
/// bundles' files, and only `--changed-since` narrows its report.
struct ReportScope: Sendable {
    /// What the linter reads, sorted by path; the unsaved buffer, if any, in place of its file.
    var files: [DiscoveredFile]
    var problems: [DiscoveryProblem]
    /// Paths (as reported) whose findings are shown; `nil` shows every analysed file's.
    var reportedPaths: Set<String>?
    /// Whether the whole project was discovered, not only the folders on the command line.
    private(set) var analysesWholeProject = false
    /// The editor's buffer: its reported path, text, and the temporary file the linter reads.
    private var unsaved: (path: String, text: String, copy: TemporaryCopy)?

    /// `stdin` is the buffer of `--stdin-path`, read in place of its file.
    static func resolve(_ request: LintRequest, stdin: StdinSource?, discovery: FileDiscovery) throws(UsageError) -> ReportScope {
        var scope: ReportScope
        let root = request.workingDirectory
        if let project = AnalysedProject(request) {
            let given = request.paths.isEmpty ? DiscoveredFiles() : discovery.discover(request.paths)
            if project.isWorkingDirectory(root) {
                scope = ReportScope(discovered: discovery.discover([]))
                if !request.paths.isEmpty { scope.restrict(toPaths: scope.add(given)) }
            } else {
                // The given files and the buffer's first: their paths, as typed, are the ones
                // reports show.
                let buffer = request.stdinPath.flatMap {
                    FileManager.default.fileExists(atPath: URL(fileURLWithPath: $0, relativeTo: root).path) ? $0 : nil
                }
                scope = ReportScope(discovered: buffer.map { discovery.discover(request.paths + [$0]) } ?? given)
                _ = scope.add(discovery.discover(project.discoveryArguments(workingDirectory: root)))
                if !request.paths.isEmpty { scope.restrict(toPaths: Set(given.files.map(\.path))) }
            }
            scope.analysesWholeProject = true
        } else {
            scope = ReportScope(discovered: discovery.discover(request.paths))
            scope.analysesWholeProject = request.paths.isEmpty
        }
        if let ref = request.changedSince {
            scope.restrict(toRealPaths: try ChangedFiles.since(ref, in: root))
        }
        if let stdin {
            try scope.overlay(stdin, discovery: discovery, root: root)
        }
        return scope
    }

    /// The scope of a run on facts bundles (`--facts`): the bundles' files (paths as reported,
    /// relative to the working directory unless absolute), all reported unless `--changed-since`
    /// narrows them.
    static func resolve(facts paths: [String], _ request: LintRequest) throws(UsageError) -> ReportScope {
        let root = request.workingDirectory.standardizedFileURL
        var scope = ReportScope(discovered: DiscoveredFiles(files: paths.map { path in
            DiscoveredFile(path: path, location: path.hasPrefix("/") ? path : root.appendingPathComponent(path).path)
        }))
        if let ref = request.changedSince {
            scope.restrict(toRealPaths: try ChangedFiles.since(ref, in: request.workingDirectory))
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

    /// The text a reported path (relative to `root`, or absolute) had during analysis: the buffer
    /// for the stdin path, else the file on disk.
    func sourceText(of path: String, root: String) -> String? {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: root).appendingPathComponent(path)
        if let unsaved, unsaved.path == path || URL(fileURLWithPath: root).appendingPathComponent(unsaved.path).standardizedFileURL == url.standardizedFileURL {
            return unsaved.text
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Deletes the buffer's temporary file.
    func removeTemporaryFiles() {
        unsaved?.copy.remove()
    }

    // MARK: - Building the scope

    /// Adds files not analysed yet and returns the paths, as analysed, of all `discovered` files.
    ///
    /// A file inside the root has the same path in both discoveries, so paths are compared
    /// first; only the rest (reached through links, or outside the root) is compared by real
    /// path, which costs a system call per analysed file.
    private mutating func add(_ discovered: DiscoveredFiles) -> Set<String> {
        let known = Set(files.map(\.path))
        var paths: Set<String> = []
        var added: [DiscoveredFile] = []
        var analysedByRealPath: [String: String]?
        for file in discovered.files {
            if known.contains(file.path) {
                paths.insert(file.path)
                continue
            }
            if analysedByRealPath == nil {
                analysedByRealPath = Dictionary(files.map { ($0.realPath, $0.path) }, uniquingKeysWith: { first, _ in first })
            }
            if let path = analysedByRealPath?[file.realPath] {
                paths.insert(path)
            } else {
                added.append(file)
                paths.insert(file.path)
            }
        }
        files = (files + added).sortedByPath()
        problems = Array(Set(problems + discovered.problems)).sorted { $0.path.precedesByBytes($1.path) }
        return paths
    }

    private mutating func restrict(toPaths paths: Set<String>) {
        reportedPaths = reportedPaths.map { $0.intersection(paths) } ?? paths
    }

    private mutating func restrict(toRealPaths realPaths: Set<String>) {
        restrict(toPaths: Set(files.filter { realPaths.contains($0.realPath) }.map(\.path)))
    }

    private mutating func overlay(_ stdin: StdinSource, discovery: FileDiscovery, root: URL) throws(UsageError) {
        let absolute = URL(fileURLWithPath: stdin.path, relativeTo: root).standardizedFileURL
        let exists = FileManager.default.fileExists(atPath: absolute.path)
        if exists, discovery.discover([stdin.path]).files.isEmpty {
            // The configuration excludes the file: an editor gets no findings for it, as a
            // full run would not report any.
            reportedPaths = []
            return
        }
        let copy = try stdin.materialize()
        var path = Self.displayPath(of: absolute, root: root, asGiven: stdin.path)
        // The same file may be analysed under another path (through a link): compare real
        // paths, one system call per file, only when the plain path is not found.
        let realPath = DiscoveredFile(path: path, location: absolute.path).realPath
        if let index = files.firstIndex(where: { $0.path == path }) ?? (exists ? files.firstIndex(where: { $0.realPath == realPath }) : nil) {
            path = files[index].path
            files[index].location = copy.file.path
        } else {
            files = (files + [DiscoveredFile(path: path, location: copy.file.path)]).sortedByPath()
        }
        unsaved = (path, stdin.text, copy)
        reportedPaths = reportedPaths.map { $0.intersection([path]) } ?? [path]
    }

    /// Relative to the root when inside it, as discovery shows paths; else as given.
    static func displayPath(of absolute: URL, root: URL, asGiven: String) -> String {
        let rootPath = root.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return absolute.path.hasPrefix(prefix) ? String(absolute.path.dropFirst(prefix.count)) : asGiven
    }
}

extension DiscoveredFile {
    /// The file's absolute path with symbolic links resolved: the identity used to match
    /// given, changed and discovered files however each was spelled. `realpath(3)` rather than
    /// Foundation's resolution, which costs several times more on every file of a large project.
    fileprivate var realPath: String {
        guard let resolved = realpath(location, nil) else { return URL(fileURLWithPath: location).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension [DiscoveredFile] {
    fileprivate func sortedByPath() -> [DiscoveredFile] {
        sorted { $0.path.precedesByBytes($1.path) }
    }
}
