import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import WirelintConfig
import WirelintExtraction
import WirelintKit
import WirelintReporting

// Feeds mutated Swift sources through the in-process pipeline — extraction, the linter on a
// small project around the mutant, every reporter — until the time budget is spent.
//
// A crash kills this process, so the test that runs it (Tests/WirelintTests/Robustness) learns
// of it from the exit status and finds the input in the `--current` file, written before each
// input runs. An input that runs longer than `--input-timeout` is a hang: exit status 3 (keep
// it well above `extractionTimeLimit`).
// Output that does not parse is exit status 4. Peak memory beyond `--memory-limit` megabytes is
// exit status 5: an input whose analysis needs gigabytes would take a CI machine down before it
// ever hangs. Inputs are numbered, and a seed and an index regenerate one exactly:
// `wirelint-fuzz SEEDS --seed S --replay-index I`.
//
// Usage: wirelint-fuzz SEED_DIR [--seed N] [--seconds S] [--input-timeout S] [--memory-limit MB]
//                      [--current FILE] [--replay-index I] [--replay-file FILE]

struct Options {
    var seedDirectory = ""
    var seed: UInt64 = 1
    var seconds = 20.0
    var inputTimeout = 20.0
    var memoryLimit = 2048
    var currentPath: String?
    var replayIndex: Int?
    var replayFile: String?

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--seed": seed = UInt64(iterator.next() ?? "") ?? seed
            case "--seconds": seconds = Double(iterator.next() ?? "") ?? seconds
            case "--input-timeout": inputTimeout = Double(iterator.next() ?? "") ?? inputTimeout
            case "--memory-limit": memoryLimit = Int(iterator.next() ?? "") ?? memoryLimit
            case "--current": currentPath = iterator.next()
            case "--replay-index": replayIndex = Int(iterator.next() ?? "")
            case "--replay-file": replayFile = iterator.next()
            default: seedDirectory = argument
            }
        }
    }
}

/// Ends the process when one input runs too long or the process's memory passes the limit,
/// after saying which input was running.
///
/// "Too long" is counted in the process's CPU time, so that a busy machine does not pass for a
/// hang: a runaway parse or loop burns CPU whatever the load. An input that waits instead (a
/// deadlock) burns none; it is caught when its wall time passes ten times the limit.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: (wall: Date, cpu: Double)?
    private var label = ""

    init(timeout: TimeInterval, memoryLimit megabytes: Int) {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                lock.lock()
                let start = started
                let current = label
                lock.unlock()
                if let start {
                    let cpu = ProcessCPU.seconds() - start.cpu
                    let wall = Date().timeIntervalSince(start.wall)
                    if cpu > timeout || wall > 10 * timeout {
                        let spent = "\(Int(cpu)) s of CPU, \(Int(wall)) s of wall time"
                        FileHandle.standardError.write(Data("hang: \(current) ran for more than \(Int(timeout)) s (\(spent))\n".utf8))
                        exit(3)
                    }
                }
                let peak = PeakMemory.megabytes()
                if peak > megabytes {
                    FileHandle.standardError.write(Data("memory: \(peak) MB, over \(megabytes) MB, while running \(current)\n".utf8))
                    exit(5)
                }
            }
        }
    }

    func begin(_ label: String) {
        let cpu = ProcessCPU.seconds()
        lock.lock()
        started = (Date(), cpu)
        self.label = label
        lock.unlock()
    }

    func end() {
        lock.lock()
        started = nil
        lock.unlock()
    }
}

@main
struct WirelintFuzz {
    let options: Options
    let mutator: Mutator
    let watchdog: Watchdog
    /// A few unmutated seeds lint alongside each mutant, so the project graph links it to real
    /// views, environment keys and wrappers.
    let context: [SourceText]
    let linter = Linter(configuration: Configuration(), jobs: 2)
    static let extractionTimeLimit = 5.0

    static func main() {
        let options = Options(Array(CommandLine.arguments.dropFirst()))
        let seedURLs = ((try? FileManager.default.contentsOfDirectory(
            at: URL(fileURLWithPath: options.seedDirectory), includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let seeds = seedURLs.compactMap { try? [UInt8](Data(contentsOf: $0)) }
        guard !seeds.isEmpty else {
            FileHandle.standardError.write(Data("error: no *.swift seed files in '\(options.seedDirectory)'\n".utf8))
            exit(2)
        }
        let fuzzer = WirelintFuzz(
            options: options,
            mutator: Mutator(seeds: seeds, maximumSize: 128 << 10),
            watchdog: Watchdog(timeout: options.inputTimeout, memoryLimit: options.memoryLimit),
            context: seeds.prefix(3).enumerated().map {
                SourceText(path: "Context\($0.offset).swift", text: String(decoding: $0.element, as: UTF8.self))
            })

        if let file = options.replayFile {
            guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) else {
                FileHandle.standardError.write(Data("error: cannot read \(file)\n".utf8))
                exit(2)
            }
            fuzzer.run(bytes, label: file)
            print("replayed \(file): no crash, no hang")
            return
        }
        if let index = options.replayIndex {
            let input = fuzzer.mutator.input(seed: options.seed, index: index)
            fuzzer.run(input.bytes, label: "seed \(options.seed) index \(index)")
            print("replayed seed \(options.seed) index \(index) (\(input.mutations.joined(separator: ", "))): no crash, no hang")
            return
        }

        // The seeds themselves first: a crash there is no fuzzing finding but a plain bug.
        for (offset, seed) in seeds.enumerated() {
            fuzzer.run(seed, label: "seed file \(seedURLs[offset].lastPathComponent)")
        }
        let deadline = Date().addingTimeInterval(options.seconds)
        var index = 0
        var bytesRun = 0
        while Date() < deadline {
            let input = fuzzer.mutator.input(seed: options.seed, index: index)
            fuzzer.run(input.bytes, label: "seed \(options.seed) index \(index) (\(input.mutations.joined(separator: ", ")))")
            bytesRun += input.bytes.count
            index += 1
        }
        print("fuzzed \(index) inputs (\(bytesRun / 1024) KiB) from \(seeds.count) seeds with seed \(options.seed) in \(Int(options.seconds)) s")
    }

    func run(_ bytes: [UInt8], label: String) {
        record(bytes, label: label)
        watchdog.begin(label)
        if let problem = check(bytes) {
            FileHandle.standardError.write(Data("invalid output: \(label): \(problem)\n".utf8))
            exit(4)
        }
        watchdog.end()
    }

    /// Writes the input where the test looks for it should this process die on it.
    private func record(_ bytes: [UInt8], label: String) {
        guard let path = options.currentPath else { return }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        _ = FileManager.default.createFile(atPath: path + ".label", contents: Data(label.utf8))
    }

    /// Runs the pipeline on one input; returns a description of invalid output, if any.
    ///
    /// Extraction runs first with a short time limit: an input the parser cannot finish in
    /// time (SwiftParser's lookahead is quadratic for some deep nestings) is given up, as the
    /// command line does, and the rest of the pipeline would only give it up again.
    private func check(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard case .success = FactExtractor.extract(text, timeLimit: Self.extractionTimeLimit) else { return nil }
        let path = "Sources/Mutant \"<&>\" 100%,a:b.swift"
        let result = linter.lint(sources: context + [SourceText(path: path, text: text)])
        let report = Report(
            findings: result.findings, rules: result.rules, fileCount: result.files.count, rootPath: "/fuzz",
            sourceText: { $0 == path ? text : nil })
        for kind in ReporterKind.allCases {
            let output = kind.reporter.render(report)
            switch kind {
            case .sarif, .json, .codeclimate:
                if (try? JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])) == nil {
                    return "--reporter \(kind.rawValue) wrote invalid JSON"
                }
            case .checkstyle, .junit:
                if !XMLParser(data: Data(output.utf8)).parse() {
                    return "--reporter \(kind.rawValue) wrote invalid XML"
                }
            case .githubActions:
                if let line = output.split(separator: "\n").first(where: { $0.wholeMatch(of: Self.workflowCommand) == nil }) {
                    return "--reporter github-actions wrote a line that is not one well-formed command: \(line)"
                }
            case .githubSummary:
                // Markdown: the mutant's text may not open HTML in the page GitHub renders.
                if output.contains("<") {
                    return "--reporter github-summary wrote unescaped markup"
                }
            case .text:
                // Compiler-style lines, which have no grammar beyond being lines.
                break
            }
        }
        return nil
    }

    /// `::warning file=…,line=…::message`: properties without a raw `,` or `:` (GitHub's
    /// escaping), so that a path or message cannot end the command or start another.
    nonisolated(unsafe) static let workflowCommand = /::(error|warning|notice)( [a-zA-Z]+=[^,:\r\n]*(,[a-zA-Z]+=[^,:\r\n]*)*)?::[^\r\n]*/
}
