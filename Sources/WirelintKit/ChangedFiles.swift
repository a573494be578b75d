import Foundation

/// The files a branch changed, for `--changed-since REF` (pull-request mode).
///
/// "Changed" is everything that differs from the merge base of `REF` and `HEAD`: the commits on
/// the branch (what `git diff REF...` lists), plus staged and unstaged edits and untracked files,
/// so the same command answers both in CI and on a developer's machine mid-change. git runs as
/// a subprocess with an argument list — never through a shell — so no ref or path can inject
/// anything.
enum ChangedFiles {
    /// Absolute paths, symbolic links resolved, of the files changed since `ref` in the git work
    /// tree that contains `directory`.
    static func since(_ ref: String, in directory: URL) throws(UsageError) -> Set<String> {
        // A ref starting with "-" would be read by git as an option.
        guard !ref.isEmpty, !ref.hasPrefix("-") else {
            throw UsageError("error: --changed-since: '\(ref)' is not a git revision")
        }
        let git = Git(directory: directory)
        let topLevel = try git.output(["rev-parse", "--show-toplevel"], failure: "--changed-since needs a git work tree")
            .trimmingCharacters(in: .newlines)
        guard (try? git.output(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], failure: "")) != nil else {
            throw UsageError("error: --changed-since: unknown git revision '\(ref)' (in a shallow CI checkout, fetch the history first, e.g. actions/checkout with fetch-depth: 0)")
        }
        let base = try git.output(["merge-base", ref, "HEAD"], failure: "--changed-since: no common ancestor of '\(ref)' and HEAD (fetch more history)")
            .trimmingCharacters(in: .newlines)
        // From the top level, paths print relative to it whatever the configuration says, and
        // `ls-files` sees the whole tree rather than the working directory's part of it.
        var repository = Git(directory: URL(fileURLWithPath: topLevel, isDirectory: true))
        repository.overrides = repository.filterDriversTurnedOff()
        let changed = try repository.output(["diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z", base, "--"], failure: "--changed-since: git diff failed")
        let untracked = try repository.output(["ls-files", "--others", "--exclude-standard", "--full-name", "-z"], failure: "--changed-since: git ls-files failed")
        let relativePaths = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(relativePaths.map { repository.directory.appendingPathComponent($0).resolvingSymlinksInPath().path })
    }
}

/// Runs git in one folder and returns what it printed.
private struct Git {
    var directory: URL
    /// More `-c` settings, after `inertConfiguration`.
    var overrides: [String] = []

    /// Settings that override whatever the repository's configuration says, so that asking
    /// which files changed never starts a program the checkout chose: a file-system monitor,
    /// a hook, or a fetch of missing objects (which would run ssh or a credential helper).
    /// `diff` is also given `--no-ext-diff --no-textconv`, which turn off diff drivers.
    static let inertConfiguration = [
        "-c", "core.fsmonitor=false",
        "-c", "core.hooksPath=/dev/null",
        "-c", "protocol.allow=never",
    ]

    /// Settings that empty every filter driver the configuration defines: `git diff` runs a
    /// driver's `clean` command on working-tree files whose timestamps changed. Drivers have
    /// names of the repository's choosing, so they are listed first (reading the configuration
    /// runs nothing).
    func filterDriversTurnedOff() -> [String] {
        let keys = (try? output(["config", "--name-only", "--get-regexp", #"^filter\..*\.(clean|process)$"#], failure: "")) ?? ""
        let drivers = Set(keys.split(separator: "\n").map { key in key.dropFirst("filter.".count).split(separator: ".").dropLast().joined(separator: ".") })
        return drivers.sorted().flatMap { ["-c", "filter.\($0).clean=", "-c", "filter.\($0).process=", "-c", "filter.\($0).required=false"] }
    }

    /// `failure` starts the error line when git cannot be run or exits with a non-zero status;
    /// git's own message follows it.
    func output(_ arguments: [String], failure: String) throws(UsageError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `--no-optional-locks`: a read-only question must not rewrite the user's index.
        process.arguments = ["git", "--no-optional-locks", "--no-pager", "-C", directory.path] + Self.inertConfiguration + overrides + arguments
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw UsageError("error: \(failure): cannot run git (\(error.localizedDescription))")
        }
        // Both pipes are drained concurrently with the process: a full pipe would block git.
        let errorData = ErrorCollector(stderr.fileHandleForReading)
        // `nil` when the pipe cannot be read; no output reads as empty.
        let data = try? stdout.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        let message = errorData.finish()
        guard process.terminationStatus == 0, let data else {
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw UsageError("error: \(failure)" + (detail.isEmpty ? "" : " (git: \(detail))"))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = (try? handle.readToEnd()) ?? Data()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
