import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and reports its wall time and peak resident memory (from `wait4`'s rusage,
/// which is per process, unlike `getrusage(RUSAGE_CHILDREN)`).
enum ChildProcess {
    struct Measurement {
        let seconds: Double
        let peakMegabytes: Double
        let status: Int32
        let output: String
        let errorOutput: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Measurement {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-bench-\(getpid()).out")
        let errorURL = outputURL.appendingPathExtension("err")
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        defer { for url in [outputURL, errorURL] { try? FileManager.default.removeItem(at: url) } }

        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let errorOutput = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        // ru_maxrss is in kilobytes on Linux.
        return Measurement(
            seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xff,
            output: output, errorOutput: errorOutput)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
