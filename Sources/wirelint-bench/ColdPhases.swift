/// The phases of a cold run as `wirelint lint --timings` prints them on standard error
/// (`timing: link 0.155s, peak 228 MB`), in their order.
struct ColdPhases {
    let phases: [(name: String, seconds: Double)]

    init(timings: String) {
        phases = timings.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 3, words[0] == "timing:", words[1] != "total", words[2].hasSuffix("s,") || words[2].hasSuffix("s"),
                  let seconds = Double(words[2].prefix { $0 != "s" }) else { return nil }
            return (String(words[1]), seconds)
        }
    }

    /// `discover 0.14s, read+extract 3.92s (1.83 × floor), link 0.16s, …`: extraction, which
    /// parses, is set against the floor.
    func description(floor: Double) -> String {
        guard !phases.isEmpty else { return "not reported" }
        return phases.map { phase in
            let seconds = String(format: "%.2fs", phase.seconds)
            guard phase.name.contains("extract") else { return "\(phase.name) \(seconds)" }
            return "\(phase.name) \(seconds) (\(String(format: "%.2f", phase.seconds / floor)) × floor)"
        }.joined(separator: ", ")
    }
}
