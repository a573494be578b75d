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
        let output: OutputDigest
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
        let output = OutputDigest(ofFileAt: outputURL)
        let errorOutput = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        // ru_maxrss is in kilobytes on Linux.
        return Measurement(
            seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xff,
            output: output, errorOutput: errorOutput)
    }
}

/// What a run printed, in brief: its size, lines and a hash, read from the file in blocks.
///
/// Runs are compared by these rather than by their text: a SARIF report of the million lines
/// is 50 MB, and copies of it held here would count as the peak memory of every later run, as
/// Linux carries a process's peak across `exec`, and `posix_spawn` starts the child in the
/// benchmark's own memory.
struct OutputDigest: Equatable {
    private(set) var bytes = 0
    private(set) var lines = 0
    /// FNV-1a.
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    init(ofFileAt url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return }
        defer { try? handle.close() }
        while let block = try? handle.read(upToCount: 1 << 20), !block.isEmpty {
            bytes += block.count
            block.withUnsafeBytes { block in
                for byte in block {
                    if byte == UInt8(ascii: "\n") { lines += 1 }
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                }
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
