import WirelintKnowledge

/// Names that say a type stands in for a real implementation: `MockAgentResolver`,
/// `NoopInviteResolver`, `PreviewAPIClient`, `InMemoryStore`, `StubClock`.
///
/// A key whose default builds one is safe to leave out of a preview; the real implementation
/// is what an app must inject.
enum StandInNames {
    /// Stand-in markers spelled as two words.
    private static let markerPairs: Set<[String]> = [["no", "op"], ["in", "memory"]]

    static func isStandIn(_ typeName: String) -> Bool {
        let words = self.words(of: typeName)
        if words.contains(where: Knowledge.standInWords.contains) { return true }
        return zip(words, words.dropFirst()).contains { markerPairs.contains([$0, $1]) }
    }

    /// `NoopInviteResolver` → `noop`, `invite`, `resolver`; `APIClientMock` → `apiclient`, `mock`.
    /// Read as ASCII bytes: asked for every key with a live default when the project is linked.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousIsLowerOrDigit = false
        func finish() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let isLowerOrDigit = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
            if !isUpper && !isLowerOrDigit {
                finish()
            } else {
                if isUpper && previousIsLowerOrDigit { finish() }
                current.append(isUpper ? byte | 0x20 : byte)
            }
            previousIsLowerOrDigit = isLowerOrDigit
        }
        finish()
        return words
    }
}
