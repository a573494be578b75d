import Testing
import WirelintDiscovery

@Suite("Discovery: glob patterns")
struct DiscoveryGlobTests {
    private func matches(_ pattern: String, _ path: String) -> Bool {
        Glob(pattern).matches(path.split(separator: "/").map(String.init))
    }

    @Test("a star matches within one component only")
    func star() {
        #expect(matches("*.swift", "A.swift"))
        #expect(matches("*.swift", ".swift"))
        #expect(!matches("*.swift", "Sources/A.swift"))
        #expect(matches("Sources/*.swift", "Sources/A.swift"))
        #expect(!matches("Sources/*.swift", "Sources/Sub/A.swift"))
        #expect(matches("Sources/*Tests*", "Sources/MyTestsHelpers"))
        #expect(!matches("*.swift", "A.swifty"))
    }

    @Test("a double star matches any number of components, including none")
    func globstar() {
        #expect(matches("**/Generated", "Generated"))
        #expect(matches("**/Generated", "a/b/Generated"))
        #expect(!matches("**/Generated", "a/Generated/x"))
        #expect(matches("Generated/**", "Generated"))
        #expect(matches("Generated/**", "Generated/a/b.swift"))
        #expect(matches("Sources/**/*.swift", "Sources/A.swift"))
        #expect(matches("Sources/**/*.swift", "Sources/a/b/c/A.swift"))
        #expect(!matches("Sources/**/*.swift", "Tests/A.swift"))
        #expect(matches("**", "anything/at/all"))
        #expect(matches("a/**/b/**/c", "a/x/b/y/z/c"))
        #expect(!matches("a/**/b/**/c", "a/x/c"))
    }

    @Test("? matches exactly one character, also a non-ASCII one")
    func questionMark() {
        #expect(matches("?.swift", "A.swift"))
        #expect(matches("?.swift", "é.swift"))
        #expect(!matches("?.swift", "AB.swift"))
        #expect(!matches("?.swift", ".swift"))
    }

    @Test("character classes, ranges, negation and escapes")
    func classes() {
        #expect(matches("[abc].swift", "b.swift"))
        #expect(!matches("[abc].swift", "d.swift"))
        #expect(matches("[a-z]x", "qx"))
        #expect(!matches("[a-z]x", "Qx"))
        #expect(matches("[!a-z]x", "Qx"))
        #expect(matches("[^a-z]x", "Qx"))
        #expect(matches("[]]", "]"))
        #expect(matches("\\*.swift", "*.swift"))
        #expect(!matches("\\*.swift", "A.swift"))
        #expect(matches("[abc", "[abc"), "an unterminated bracket is literal")
    }

    @Test("leading ./, repeated and trailing slashes do not matter")
    func normalisation() {
        #expect(matches("./Sources//Generated/", "Sources/Generated"))
        #expect(Glob("/abs/path").isAbsolute)
        #expect(!Glob("rel/path").isAbsolute)
    }

    @Test("canMatchInside tells whether a folder can hold a match")
    func prefixes() {
        let glob = Glob("Sources/**/Feature/*.swift")
        #expect(glob.canMatchInside([]))
        #expect(glob.canMatchInside(["Sources"]))
        #expect(glob.canMatchInside(["Sources", "a", "b"]))
        #expect(!glob.canMatchInside(["Tests"]))
        #expect(!Glob("Sources/App").canMatchInside(["Sources", "Lib"]))
        #expect(Glob("Sources/App").canMatchInside(["Sources", "App"]))
    }

    /// Backtracking matchers take exponential time on these; a hang here fails the suite.
    @Test("pathological patterns are answered")
    func pathological() {
        let name = String(repeating: "a", count: 5_000)
        let pattern = String(repeating: "*a", count: 50) + "b"
        #expect(!matches(pattern, name))
        #expect(!matches(String(repeating: "**/a/", count: 50) + "b", Array(repeating: "a", count: 500).joined(separator: "/")))
    }
}
