import Dispatch

/// Wall time and peak memory per pipeline phase, for `--timings`.
struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var phases: [(name: String, seconds: Double, peakMegabytes: Int, detail: String?)] = []
    /// Details are worked out only when they will be printed: some cost a pass over the facts.
    let recordsDetails: Bool

    init(recordsDetails: Bool) {
        self.recordsDetails = recordsDetails
    }

    /// The detail is worked out before the lap ends: some take a pass over the graph, which
    /// would otherwise be counted in the next phase.
    mutating func lap(_ name: String, detail: @autoclosure () -> String? = nil) {
        let detail = recordsDetails ? detail() : nil
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - last) / 1e9, PeakMemory.megabytes(), detail))
        last = now
    }

    /// `bytes` is the source read, when the run read any.
    func lines(files: Int, bytes: Int?) -> [String] {
        let total = phases.reduce(0) { $0 + $1.seconds }
        return phases.map { phase in
            "timing: \(phase.name) \(String(format: "%.3f", phase.seconds))s, peak \(phase.peakMegabytes) MB"
                + (phase.detail.map { " (\($0))" } ?? "")
        } + ["timing: total \(String(format: "%.3f", total))s for \(files) files" + (bytes.map { ", \($0) bytes" } ?? "")]
    }
}
