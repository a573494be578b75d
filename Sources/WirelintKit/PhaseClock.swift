import Dispatch
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Wall time and peak memory per pipeline phase, for `--timings`.
struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var phases: [(name: String, seconds: Double, peakMegabytes: Int, detail: String?)] = []

    mutating func lap(_ name: String, detail: String? = nil) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - last) / 1e9, Self.peakResidentMegabytes(), detail))
        last = now
    }

    func lines(files: Int, bytes: Int) -> [String] {
        let total = phases.reduce(0) { $0 + $1.seconds }
        return phases.map { phase in
            "timing: \(phase.name) \(String(format: "%.3f", phase.seconds))s, peak \(phase.peakMegabytes) MB"
                + (phase.detail.map { " (\($0))" } ?? "")
        } + ["timing: total \(String(format: "%.3f", total))s for \(files) files, \(bytes) bytes"]
    }

    /// The process's peak resident memory so far: which phase raises it shows where memory goes.
    private static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) >> 20  // bytes
        #else
        return Int(usage.ru_maxrss) >> 10  // kilobytes
        #endif
    }
}
