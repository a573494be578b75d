import Foundation
import WirelintDiscovery

/// What a run given only files (or `--stdin-path`) analyses as their project: the folders
/// `ProjectRoot` finds above them, not the working directory, so that a run from a folder
/// holding several projects reads only the one the file belongs to.
struct AnalysedProject: Sendable {
    /// Absolute, sorted, without repeats; the working directory for a file no project holds.
    var roots: [String]

    /// Nil when the run names folders or nothing: it analyses those, or the working directory.
    init?(_ request: LintRequest) {
        let cwd = request.workingDirectory.standardizedFileURL.path
        guard request.paths.allSatisfy({ Self.isFile($0, base: cwd) }) else { return nil }
        let files = request.paths + (request.stdinPath.map { [$0] } ?? [])
        guard !files.isEmpty else { return nil }
        roots = Set(files.map { ProjectRoot.enclosing(file: $0, base: cwd) ?? cwd }).sorted()
    }

    /// Where the search for `.wirelint.yml` starts: the project's root when the files share one.
    func configurationSearchStart(default workingDirectory: URL) -> URL {
        roots.count == 1 ? URL(fileURLWithPath: roots[0], isDirectory: true) : workingDirectory
    }

    /// The roots as discovery arguments: relative to `workingDirectory` when inside it (so that
    /// reports show the paths a run from there always showed), else absolute.
    func discoveryArguments(workingDirectory: URL) -> [String] {
        let cwd = workingDirectory.standardizedFileURL.path
        let prefix = cwd == "/" ? "/" : cwd + "/"
        return roots.map { root in
            if root == cwd { return "." }
            return root.hasPrefix(prefix) ? String(root.dropFirst(prefix.count)) : root
        }
    }

    /// Whether the project is the working directory, as it always was before roots were looked for.
    func isWorkingDirectory(_ workingDirectory: URL) -> Bool {
        roots == [workingDirectory.standardizedFileURL.path]
    }

    private static func isFile(_ path: String, base: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).path, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue
    }
}
