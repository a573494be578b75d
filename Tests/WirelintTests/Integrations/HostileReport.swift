import WirelintFacts
import WirelintReporting
import WirelintRules

/// A report whose paths and messages carry everything that breaks naive writers of JSON, XML
/// and workflow commands: quotes, markup, `%`, `,`, `:`, `::`, line breaks, control
/// characters, emoji and text that looks like an escape sequence already.
enum HostileReport {
    typealias F = ReportingFixtures

    static let path = "Sources/Wé \"q\" <&> 100%,a:b::c 🎉\nx'.swift"
    static let message = "preview of \"Row\" crashes: <Session> & 100% missing :: a,b\r\n::error::injected %0A%25 \u{1}bell\u{7F} — add .environmentObject(Session()) 🎉"
    static let text = "import SwiftUI\n\nstruct Row: View { // 🎉 é\n  @EnvironmentObject var session: Session\n}\n"

    static var report: Report {
        let related = AnnotatedLocation(location: F.location(path, line: 3, column: 3, endColumn: 9), message: "declared <here> & \"there\"\n🎉")
        let findings = [
            F.finding("environment_in_init", .error, message, at: F.location(path, line: 4, column: 3, endColumn: 21, utf16Column: 3, utf16EndColumn: 20), related: [related], path: [related]),
            F.finding("dependency_relay", .warning, "relay, again: %s", at: F.location(path, line: 4, column: 3, endColumn: 21, utf16Column: 3, utf16EndColumn: 20)),
            F.finding("dependency_relay", .warning, "relay, again: %s", at: F.location(path, line: 4, column: 3, endColumn: 21, utf16Column: 3, utf16EndColumn: 20)),
            F.finding("dependency_relay", .warning, "suppressed", at: F.location("plain.swift", line: 1, column: 1), suppressed: true),
            F.finding("dependency_relay", .warning, "plain", at: F.location("plain.swift", line: 2, column: 1)),
        ]
        return Report(findings: findings, rules: F.rules, fileCount: 2, rootPath: "/home/ci/wé <app> 100%", sourceText: { $0 == path ? text : nil })
    }

    /// What an XML 1.0 parser can give back for `text`: control characters it cannot represent
    /// become U+FFFD.
    static func xmlRepresentable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: scalar
            default: "\u{FFFD}"
            }
        }))
    }
}
