import Testing
import WirelintReporting

extension ReportingTests {
    @Suite("text")
    struct TextReporterTests {
        typealias F = ReportingFixtures

        @Test("one compiler-style line per finding with the UTF-8 column")
        func lineFormat() {
            let finding = F.finding(
                "environment_in_init", .error, "session is read in init",
                at: F.location("Sources/App/Row.swift", line: 12, column: 9, utf16Column: 7)
            )
            #expect(TextReporter().render(F.report([finding])) ==
                "Sources/App/Row.swift:12:9: error: session is read in init [environment_in_init]\n")
        }

        @Test("findings are sorted by path, line and column")
        func sorting() {
            let findings = [
                F.finding("dependency_relay", .warning, "c", at: F.location("b.swift", line: 1, column: 1)),
                F.finding("dependency_relay", .warning, "b", at: F.location("a.swift", line: 2, column: 3)),
                F.finding("dependency_relay", .warning, "a", at: F.location("a.swift", line: 2, column: 1)),
                F.finding("dependency_relay", .warning, "z", at: F.location("a.swift", line: 1, column: 50)),
            ]
            let lines = TextReporter().render(F.report(findings)).split(separator: "\n")
            #expect(lines == [
                "a.swift:1:50: warning: z [dependency_relay]",
                "a.swift:2:1: warning: a [dependency_relay]",
                "a.swift:2:3: warning: b [dependency_relay]",
                "b.swift:1:1: warning: c [dependency_relay]",
            ])
        }

        @Test("suppressed findings are left out")
        func suppressed() {
            let findings = [
                F.finding(at: F.location("a.swift", line: 1, column: 1), suppressed: true),
                F.finding("dependency_relay", .warning, "kept", at: F.location("a.swift", line: 2, column: 1)),
            ]
            #expect(TextReporter().render(F.report(findings)) == "a.swift:2:1: warning: kept [dependency_relay]\n")
        }

        @Test("no findings, no output")
        func empty() {
            #expect(TextReporter().render(F.report([])) == "")
        }

        @Test("line breaks in messages and paths are escaped: they cannot split a finding")
        func hostileText() {
            let finding = F.finding(
                "dependency_relay", .warning, "first\nsecond\r\nthird \"q\" <&> 100% 🎉",
                at: F.location("Dir\nName/é.swift", line: 3, column: 4)
            )
            #expect(TextReporter().render(F.report([finding])) ==
                "Dir\\nName/é.swift:3:4: warning: first\\nsecond\\r\\nthird \"q\" <&> 100% 🎉 [dependency_relay]\n")
        }

        @Test("xcode is an alias of text")
        func alias() {
            #expect(ReporterKind(name: "xcode") == .text)
            #expect(ReporterKind(name: "text") == .text)
            #expect(ReporterKind(name: "sarif") == .sarif)
            #expect(ReporterKind(name: "yaml") == nil)
            #expect(ReporterKind.text.reporter is TextReporter)
            #expect(ReporterKind.sarif.reporter is SARIFReporter)
        }
    }

    @Suite("summary line")
    struct ReportSummaryTests {
        typealias F = ReportingFixtures

        @Test("singular counts")
        func singular() {
            let report = F.report([F.finding(at: F.location("a.swift", line: 1, column: 1))], fileCount: 1)
            #expect(report.summaryLine == "1 error, 0 warnings in 1 file")
        }

        @Test("plural counts, suppressed findings not counted")
        func plural() {
            let findings = [
                F.finding(at: F.location("a.swift", line: 1, column: 1)),
                F.finding(at: F.location("a.swift", line: 2, column: 1)),
                F.finding(at: F.location("a.swift", line: 3, column: 1), suppressed: true),
                F.finding("dependency_relay", .warning, at: F.location("b.swift", line: 1, column: 1)),
            ]
            let report = F.report(findings, fileCount: 12)
            #expect(report.summaryLine == "2 errors, 1 warning in 12 files")
            #expect(report.errorCount == 2)
            #expect(report.warningCount == 1)
        }

        @Test("nothing found")
        func zero() {
            #expect(F.report([], fileCount: 0).summaryLine == "0 errors, 0 warnings in 0 files")
        }
    }
}
