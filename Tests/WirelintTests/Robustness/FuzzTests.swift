import Foundation
import Testing

/// Mutation fuzzing of the in-process pipeline with the `wirelint-fuzz` executable.
///
/// The fuzzer runs in a child process so that a crash fails this test with the input that
/// caused it instead of killing the test run. Its seeds are every Swift example of `Rules/*.md`
/// and `Tests/RegressionCases/*.md`, and the CLI fixtures: realistic SwiftUI code, damaged by bit flips, truncation, deleted,
/// repeated and swapped tokens, deep nesting of every kind and unusual Unicode.
///
/// In CI it runs for `defaultSeconds` with a fixed seed, so a failure reproduces exactly. For a
/// longer run set `WIRELINT_FUZZ_SECONDS` (and `WIRELINT_FUZZ_SEED` for other inputs), e.g.
/// `WIRELINT_FUZZ_SECONDS=600 WIRELINT_FUZZ_SEED=7 swift test --skip-build --filter FuzzTests`.
@Suite("Robustness: fuzzing")
struct FuzzTests {
    static let defaultSeconds = 20.0
    static let defaultSeed: UInt64 = 20_240_601

    /// CPU seconds one input may take: longer than any sane input needs in a debug build,
    /// shorter than the extraction's own time limit for the largest inputs, which would hide a
    /// hang behind a clean time-out. Counted in CPU time, so a loaded machine does not fail it.
    static let inputTimeout = 20.0

    @Test("mutated SwiftUI sources never crash or hang the pipeline, and every report stays valid")
    func fuzz() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["WIRELINT_FUZZ_SECONDS"].flatMap(Double.init) ?? Self.defaultSeconds
        let seed = environment["WIRELINT_FUZZ_SEED"].flatMap(UInt64.init) ?? Self.defaultSeed
        let scratch = try TemporaryTree()
        let seedCount = try Self.writeSeeds(to: scratch.url("seeds"))
        try #require(seedCount >= 20, "too few seeds found in the rule examples")

        let current = scratch.url("current.swift")
        let arguments = [
            scratch.url("seeds").path, "--seed", String(seed), "--seconds", String(seconds),
            "--input-timeout", String(Self.inputTimeout), "--current", current.path,
        ]
        let run = try Self.runFuzzer(arguments, timeout: seconds + Self.inputTimeout + 120)
        guard run.status == 0 else {
            let label = (try? String(contentsOf: URL(fileURLWithPath: current.path + ".label"), encoding: .utf8)) ?? "?"
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-fuzz-failure-\(seed).swift")
            try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: current, to: kept)
            // The seeds too, so that the input can also be regenerated from seed and index.
            let keptSeeds = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-fuzz-seeds-\(seed)")
            try? FileManager.default.removeItem(at: keptSeeds)
            try? FileManager.default.copyItem(at: scratch.url("seeds"), to: keptSeeds)
            let preview = (try? Data(contentsOf: current)).map { String(decoding: $0.prefix(600), as: UTF8.self).debugDescription } ?? "?"
            Issue.record("""
                wirelint-fuzz \(Self.describe(run.status)) on \(label)
                input saved to \(kept.path); replay with: wirelint-fuzz \(keptSeeds.path) --replay-file \(kept.path)
                or regenerate it: wirelint-fuzz \(keptSeeds.path) --seed \(seed) --replay-index N (N from the label above)
                input begins: \(preview)
                stderr: \(run.stderr.suffix(2000))
                """)
            return
        }
        // A run that did nothing proves nothing.
        let inputs = run.stdout.firstMatch(of: /fuzzed (\d+) inputs/).flatMap { Int($0.1) } ?? 0
        #expect(inputs >= 20, "\(run)")
    }

    private static func describe(_ status: Int32) -> String {
        switch status {
        case 3: "found a hang (an input ran longer than \(Int(inputTimeout)) s)"
        case 4: "found invalid output"
        case 5: "found an input that takes gigabytes of memory"
        case 128...: "crashed (signal \(status - 128))"
        default: "failed with exit status \(status)"
        }
    }

    /// Every ```swift block of the rule manuals and regression cases, plus the CLI fixtures,
    /// one file each.
    private static func writeSeeds(to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var sources = [CLIFixtures.cartBadge.text, CLIFixtures.dateHeader.text, CLIFixtures.injected, CLIFixtures.offlineMode.text, CLIFixtures.clean]
        for examples in ["Rules", "Tests/RegressionCases"].map(WirelintCLI.repositoryRoot.appendingPathComponent) {
            for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where file.hasSuffix(".md") {
                let markdown = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
                for block in markdown.matches(of: /```swift[^\n]*\n((?s).*?)```/) {
                    sources.append(String(block.1).replacingOccurrences(of: "↓", with: ""))
                }
            }
        }
        for (index, source) in sources.enumerated() {
            try source.write(to: folder.appendingPathComponent(String(format: "seed%04d.swift", index)), atomically: false, encoding: .utf8)
        }
        return sources.count
    }

    /// Runs the fuzzer, found next to the `wirelint` executable the CLI tests use.
    private static func runFuzzer(_ arguments: [String], timeout: TimeInterval) throws -> WirelintCLI.Run {
        let executable = try WirelintCLI.executable().deletingLastPathComponent().appendingPathComponent("wirelint-fuzz")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "wirelint-fuzz was not built; run ./test.sh")
        return try WirelintCLI.runProgram(executable, arguments, in: FileManager.default.temporaryDirectory, timeout: timeout)
    }
}
