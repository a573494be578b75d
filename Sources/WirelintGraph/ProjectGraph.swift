import WirelintFacts

/// The project linked from its per-file facts.
public struct ProjectGraph: Sendable {
    public let files: [FileSummary]

    public init(files: [FileSummary]) {
        self.files = files
    }
}
