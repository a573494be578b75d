import Testing
import WirelintReporting
import WirelintRules

/// The Markdown the GitHub action appends to the job summary.
@Suite("Reporting: job summary")
struct JobSummaryReporterTests {
    typealias F = ReportingFixtures

    static let missing = Finding(
        ruleID: "missing_preview_injection", severity: .error, message: "preview of Root crashes: Cart is never injected",
        location: F.location("Root.swift", line: 20, column: 1),
        path: [
            AnnotatedLocation(location: F.location("Root.swift", line: 20, column: 1), message: "preview of Root starts here"),
            AnnotatedLocation(location: F.location("Root.swift", line: 5, column: 9), message: "Badge is constructed here"),
            AnnotatedLocation(location: F.location("Badge.swift", line: 3, column: 5), message: "Badge.cart reads it here"),
        ])

    static func report(_ findings: [Finding]) -> Report {
        Report(findings: findings, rules: F.rules, fileCount: 2, rootPath: "/p")
    }

    @Test("counts per rule, then each error with its path as a top-down flowchart")
    func countsAndPaths() {
        let warning = Finding(ruleID: "dependency_relay", severity: .warning, message: "relay", location: F.location("Root.swift", line: 4, column: 9))
        let text = JobSummaryReporter().render(Self.report([Self.missing, warning]))
        #expect(text == """
            ## wirelint

            1 error, 1 warning in 2 files

            | Rule | Errors | Warnings |
            | --- | ---: | ---: |
            | `dependency_relay` | 0 | 1 |
            | `missing_preview_injection` | 1 | 0 |

            ### Errors

            **`missing_preview_injection`** Root.swift:20: preview of Root crashes: Cart is never injected

            ```mermaid
            flowchart TD
              s0["preview of Root starts here — Root.swift:20"]
              s1["Badge is constructed here — Root.swift:5"]
              s0 --> s1
              s2["Badge.cart reads it here — Badge.swift:3"]
              s1 --> s2
            ```

            """)
    }

    @Test("text from the project cannot open markup, close a label or start a line")
    func hostileText() {
        var finding = Self.missing
        finding.message = "<img src=x> `code` [link](u)\n# heading"
        finding.path[1].message = "\"]; s9[\"forged <b>"
        let text = JobSummaryReporter().render(Self.report([finding]))
        #expect(!text.contains("<"))
        #expect(text.contains(##"&lt;img src=x&gt; \`code\` \[link\](u) \# heading"##))
        #expect(text.contains(##"  s1["#quot;]; s9[#quot;forged #lt;b#gt; — Root.swift:5"]"##))
    }

    @Test("a clean run is one line, suppressed findings are not counted")
    func clean() {
        var suppressed = Self.missing
        suppressed.isSuppressed = true
        #expect(JobSummaryReporter().render(Self.report([suppressed])) == "## wirelint\n\n0 errors, 0 warnings in 2 files\n")
    }
}
