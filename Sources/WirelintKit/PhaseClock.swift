import Dispatch

/// Wall time per pipeline phase, for `--timings`.
struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var phases: [(name: String, seconds: Double)] = []

    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - last) / 1e9))
        last = now
    }

    func lines(files: Int) -> [String] {
        let total = phases.reduce(0) { $0 + $1.seconds }
        return phases.map { "timing: \($0.name) \(String(format: "%.3f", $0.seconds))s" }
            + ["timing: total \(String(format: "%.3f", total))s for \(files) files"]
    }
}
