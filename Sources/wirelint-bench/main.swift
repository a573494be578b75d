import Foundation

// wirelint-bench: measures wirelint against the SwiftParser floor (see docs/performance.md).
//
//   wirelint-bench [--sizes 1000,5000,10000] [--project DIR] [--jobs N] [--runs N] [--reporter FORMAT]
//                  [--wirelint PATH] [--work DIR]
//
// A size is a number of files; synthetic files are about 100 lines and 3.5 KB each, so the
// largest default size, 10000 files, is the reference workload of about one million lines.
// For each synthetic size (or the given project) it prints the parse floor, the cold run
// (empty cache), the warm run (nothing changed), the runs after one file changed (a comment
// added, a line inserted, a type added), peak RSS, and the ratios the targets are stated in.
// Each time is the fastest of `--runs` measurements (3 by default): a shared machine only ever
// adds time. Every lint run writes its report in `--reporter`'s format (text by default; `sarif`
// is what the GitHub action uploads). Run it from a release build:
//   swift build -c release --static-swift-stdlib && .build/release/wirelint-bench

struct Options {
    var sizes = [1000, 5000, 10000]
    var project: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var runs = 3
    var reporter = "text"
    var wirelint: String?
    var work = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-bench").path

    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            func value() throws -> String {
                guard let value = iterator.next() else { throw BenchmarkError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--sizes": sizes = try value().split(separator: ",").compactMap { Int($0) }
            case "--project": project = try value()
            case "--jobs": jobs = Int(try value()) ?? jobs
            case "--runs": runs = max(1, Int(try value()) ?? runs)
            case "--reporter": reporter = try value()
            case "--wirelint": wirelint = try value()
            case "--work": work = try value()
            default: throw BenchmarkError("unknown argument \(argument)")
            }
        }
    }
}

func swiftFiles(in directory: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}

func format(_ seconds: Double) -> String { String(format: "%.2fs", seconds) }
func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }

func benchmark(directory: URL, label: String, options: Options, wirelint: String) throws {
    let files = swiftFiles(in: directory)
    var bytes = 0
    var lines = 0
    for file in files {
        let data = try Data(contentsOf: file)
        bytes += data.count
        lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
    let cache = URL(fileURLWithPath: options.work).appendingPathComponent("cache-\(label)")
    try? FileManager.default.removeItem(at: cache)
    let reporting = ["--quiet", "--reporter", options.reporter]
    let arguments = ["lint", directory.path, "--jobs", "\(options.jobs)", "--cache-path", cache.path] + reporting

    _ = ParseFloor.measure(files: Array(files.prefix(200)), jobs: options.jobs)
    func lint() throws -> ChildProcess.Measurement { try ChildProcess.run(wirelint, arguments) }
    // The floor and the cold run take turns: a shared machine's speed drifts over minutes, and
    // measured one after the other they would each see a different machine.
    var floors: [Double] = []
    var colds: [ChildProcess.Measurement] = []
    var warms: [ChildProcess.Measurement] = []
    for _ in 0..<options.runs {
        floors.append(ParseFloor.measure(files: files, jobs: options.jobs))
        try? FileManager.default.removeItem(at: cache)
        colds.append(try lint())
        warms.append(try lint())
    }
    let floor = floors.min()!
    let pairedRatios = zip(colds, floors).map { $0.seconds / $1 }.sorted()
    // Where a cold run's time goes, from one more cold run with `--timings` (which computes
    // a few extra figures, so it is not one of the timed runs): the phases after extraction
    // run on their own, so the extraction phase is what compares with the floor.
    try? FileManager.default.removeItem(at: cache)
    let phases = ColdPhases(timings: try ChildProcess.run(wirelint, arguments + ["--timings"]).errorOutput)
    // Three edits of one file: a comment added at its end leaves its facts as they were; a line
    // inserted at its top moves everything in it and changes nothing else; a type added at its
    // end changes its facts, so the project is analysed again. Before each, an untimed run
    // brings the cache back to the original file.
    let changed = files[files.count / 2]
    let original = try Data(contentsOf: changed)
    func afterEdit(_ edited: Data) throws -> ChildProcess.Measurement {
        try original.write(to: changed)
        _ = try lint()
        try edited.write(to: changed)
        return try lint()
    }
    let commentAdded = original + Data("\n// edited\n".utf8)
    let lineInserted = Data("\n".utf8) + original
    let typeAdded = original + Data("\nstruct WirelintBenchmarkEdit {}\n".utf8)
    var commentedRuns: [ChildProcess.Measurement] = []
    var movedRuns: [ChildProcess.Measurement] = []
    var editedRuns: [ChildProcess.Measurement] = []
    for _ in 0..<options.runs {
        commentedRuns.append(try afterEdit(commentAdded))
        movedRuns.append(try afterEdit(lineInserted))
        editedRuns.append(try afterEdit(typeAdded))
    }
    // Findings moved with the code are those of analysing the moved code from scratch.
    try lineInserted.write(to: changed)
    let movedFromScratch = try ChildProcess.run(wirelint, ["lint", directory.path, "--jobs", "\(options.jobs)", "--no-cache"] + reporting)
    try original.write(to: changed)
    let uncached = try ChildProcess.run(wirelint, ["lint", directory.path, "--jobs", "1", "--no-cache"] + reporting)
    // A sharded run: each half's facts extracted on its own (as on two machines), then linked.
    let bundles = (1...2).map { URL(fileURLWithPath: options.work).appendingPathComponent("\(label)-shard-\($0).wlfacts").path }
    let extracts = try bundles.indices.map { index in
        try ChildProcess.run(wirelint, [
            "extract", directory.path, "--quiet", "--jobs", "\(options.jobs)", "--no-cache", "--shard", "\(index + 1)/\(bundles.count)",
            "--output", bundles[index],
        ])
    }
    let linkArguments = ["lint", "--jobs", "\(options.jobs)"] + reporting + bundles.flatMap { ["--facts", $0] }
    let links = try (0..<options.runs).map { _ in try ChildProcess.run(wirelint, linkArguments) }
    let cold = colds.min { $0.seconds < $1.seconds }!
    let warm = warms.min { $0.seconds < $1.seconds }!
    let commented = commentedRuns.min { $0.seconds < $1.seconds }!
    let moved = movedRuns.min { $0.seconds < $1.seconds }!
    let edited = editedRuns.min { $0.seconds < $1.seconds }!
    // Memory is not noise: the largest of the cold runs, and of the runs after an edit, which
    // hold the last pack while they decode it.
    let peak = colds.map(\.peakMegabytes).max()!
    let editPeak = (commentedRuns + movedRuns + editedRuns).map(\.peakMegabytes).max()!
    func perMillionLines(_ megabytes: Double) -> String {
        String(format: "%.0f", megabytes / max(Double(lines), 1) * 1_000_000)
    }
    let allIdentical = (colds + warms + commentedRuns).allSatisfy { $0.output == colds[0].output }

    print("""
        \(label): \(files.count) files, \(lines) lines, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MB, \(options.jobs) threads
          parse floor        \(format(floor))
          cold               \(format(cold.seconds))  \(String(format: "%.2f", cold.seconds / floor)) × floor (target ≤ 1.25); each run against the floor before it: \(pairedRatios.map { String(format: "%.2f", $0) }.joined(separator: ", "))×
          cold by phase      \(phases.description(floor: floor))
          warm               \(format(warm.seconds))  \(percent(warm.seconds / cold.seconds)) of cold (target ≤ 10%)
          one file changed   \(format(commented.seconds))  \(percent(commented.seconds / cold.seconds)) of cold (target ≤ 15%): a comment added, facts unchanged
          one file changed   \(format(moved.seconds))  \(percent(moved.seconds / cold.seconds)) of cold (target ≤ 15%): a line inserted at the top, code moved
          one file changed   \(format(edited.seconds))  \(percent(edited.seconds / cold.seconds)) of cold (target ≤ 15%): a type added, facts changed
          peak RSS (cold)    \(String(format: "%.0f", peak)) MB  \(perMillionLines(peak)) MB per million lines (target ≤ 250)
          peak RSS (edits)   \(String(format: "%.0f", editPeak)) MB  \(perMillionLines(editPeak)) MB per million lines (target ≤ 250)
          sharded (2 halves) extract \(extracts.map { format($0.seconds) }.joined(separator: ", ")) (peak \(String(format: "%.0f", extracts.map(\.peakMegabytes).max()!)) MB); lint --facts of both \(format(links.map(\.seconds).min()!))  \(percent(links.map(\.seconds).min()! / cold.seconds)) of cold (peak \(String(format: "%.0f", links.map(\.peakMegabytes).max()!)) MB), identical to cold: \(links.allSatisfy { $0.output == cold.output } ? "yes" : "NO")
          \(options.reporter == "text" ? "findings          " : "report lines      ") \(cold.output.lines), identical cold, warm and after the comment: \(allIdentical ? "yes" : "NO"), identical --jobs 1: \(uncached.output == cold.output ? "yes" : "NO"), moved as from scratch: \(movedRuns.allSatisfy { $0.output == movedFromScratch.output } ? "yes" : "NO")
        """)
}

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let executable = options.wirelint ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("wirelint").path
    guard FileManager.default.isExecutableFile(atPath: executable) else { throw BenchmarkError("no wirelint binary at \(executable); pass --wirelint PATH") }
    if let project = options.project {
        try benchmark(directory: URL(fileURLWithPath: project), label: URL(fileURLWithPath: project).lastPathComponent, options: options, wirelint: executable)
    } else {
        for size in options.sizes {
            let directory = URL(fileURLWithPath: options.work).appendingPathComponent("synthetic-\(size)")
            try SyntheticProject(fileCount: size).write(to: directory)
            // As in a real project, whose files were written well before the run: files modified
            // in the last two seconds are always read again (see `FileStamps`).
            Thread.sleep(forTimeInterval: 2.1)
            try benchmark(directory: directory, label: "synthetic-\(size)", options: options, wirelint: executable)
        }
    }
} catch {
    FileHandle.standardError.write(Data("wirelint-bench: \(error)\n".utf8))
    exit(2)
}
