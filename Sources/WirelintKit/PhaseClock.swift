import Dispatch

/// Wall time and peak memory per pipeline phase, for `--timings`.
struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var phases: [(name: String, seconds: Double, peakMegabytes: Int, detail: String?)] = []

    mutating func lap(_ name: String, detail: String? = nil) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - last) / 1e9, PeakMemory.megabytes(), detail))
        last = now
    }

    func lines(files: Int, bytes: Int) -> [String] {
        let total = phases.reduce(0) { $0 + $1.seconds }
        return phases.map { phase in
            "timing: \(phase.name) \(String(format: "%.3f", phase.seconds))s, peak \(phase.peakMegabytes) MB"
                + (phase.detail.map { " (\($0))" } ?? "")
        } + ["timing: total \(String(format: "%.3f", total))s for \(files) files, \(bytes) bytes"]
    }
}
