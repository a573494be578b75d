/// Names that say a type stands in for a real implementation: `MockAgentResolver`,
/// `NoopInviteResolver`, `PreviewAPIClient`, `InMemoryStore`, `StubClock`.
///
/// A key whose default builds one is safe to leave out of a preview; the real implementation
/// is what an app must inject.
enum StandInNames {
    /// Whole words (split where a lower-case letter or digit meets an upper-case one) that mark a
    /// stand-in.
    private static let markers: Set<String> = [
        "mock", "mocked", "noop", "stub", "stubbed", "fake", "dummy", "preview", "placeholder", "null", "empty", "test",
        "testing", "spy", "unimplemented",
    ]
    /// Stand-in markers spelled as two words.
    private static let markerPairs: Set<[String]> = [["no", "op"], ["in", "memory"]]

    static func isStandIn(_ typeName: String) -> Bool {
        let words = self.words(of: typeName)
        if words.contains(where: markers.contains) { return true }
        return zip(words, words.dropFirst()).contains { markerPairs.contains([$0, $1]) }
    }

    /// `NoopInviteResolver` → `noop`, `invite`, `resolver`; `APIClientMock` → `apiclient`, `mock`.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current.lowercased())
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
