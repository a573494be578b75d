/// The facts of one file together with the path they were extracted from.
public struct FileSummary: Codable, Sendable, Equatable {
    /// Path relative to the lint root, with `/` separators.
    public var path: String
    public var facts: FileFacts

    public init(path: String, facts: FileFacts) {
        self.path = path
        self.facts = facts
    }
}
