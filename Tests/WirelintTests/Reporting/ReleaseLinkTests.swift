import Testing
import WirelintFacts
import WirelintReporting

extension ReportingTests {
    /// A SARIF log outlives the run that wrote it: its rule links must keep showing the docs of
    /// the rules that produced it, so they name the release, never a branch.
    @Suite("rule links name the release")
    struct ReleaseLinkTests {
        @Test("every helpUri points at the rule's doc in the release tag of this version")
        func helpURIsNameTheRelease() throws {
            let run = try SARIFReporterTests.run(ReportingFixtures.report([], root: "/p"))
            let tool = try #require(run["tool"] as? [String: Any])
            let driver = try #require(tool["driver"] as? [String: Any])
            let rules = try #require(driver["rules"] as? [[String: Any]])
            #expect(!rules.isEmpty)
            for rule in rules {
                let id = try #require(rule["id"] as? String)
                #expect(rule["helpUri"] as? String
                    == "https://github.com/wirelint/wirelint/blob/v\(ToolVersion.current)/Rules/\(id).md")
            }
        }
    }
}
