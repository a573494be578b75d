import Testing
import WirelintReporting

extension ReportingTests {
    @Suite("primaryLocationLineHash")
    struct LineFingerprintsTests {
        @Test("empty text has one line with GitHub's hash")
        func emptyText() {
            let fingerprints = LineFingerprints(text: "")
            #expect(fingerprints.lineCount == 1)
            #expect(fingerprints[line: 1] == "c129715d7a2bc9a3:1")
        }

        @Test("matches codeql-action on whitespace-laden lines")
        func referenceVectors() {
            let fingerprints = LineFingerprints(text: " a\nb\n  \t\tc\n d")
            #expect(fingerprints.lineCount == 4)
            #expect(fingerprints[line: 1] == "271789c17abda88f:1")
            #expect(fingerprints[line: 2] == "54703d4cd895b18:1")
            #expect(fingerprints[line: 3] == "180aee12dab6264:1")
            #expect(fingerprints[line: 4] == "a23a3dc5e078b07b:1")
        }

        @Test("text beyond ASCII is hashed in UTF-16 code units, as the action reads it")
        func utf16CodeUnits() {
            // Two-, three- and four-byte UTF-8 (the last two as a surrogate pair), CRLF, a tab.
            let fingerprints = LineFingerprints(text: "let é = \"🎉\"\n// 中文 ü\r\n\t😀x\n")
            #expect(fingerprints.lineCount == 4)
            #expect(fingerprints[line: 1] == "2b010559f0ddcd00:1")
            #expect(fingerprints[line: 2] == "9a238584caa5eec6:1")
            #expect(fingerprints[line: 3] == "6061da4448575c5e:1")
            #expect(fingerprints[line: 4] == "c129715d7a2bc9a3:1")
        }

        @Test("lines outside the text have no fingerprint")
        func outOfRange() {
            let fingerprints = LineFingerprints(text: "a\nb")
            #expect(fingerprints[line: 0] == nil)
            #expect(fingerprints[line: 3] == nil)
        }

        @Test("indentation and line endings do not change the hash")
        func normalisation() {
            let lf = LineFingerprints(text: "let a = 1\nlet b = 2\n")
            let crlfIndented = LineFingerprints(text: "    let a = 1\r\n\tlet b = 2\r\n")
            let cr = LineFingerprints(text: "let a = 1\rlet b = 2\r")
            for line in 1...3 {
                #expect(lf[line: line] == crlfIndented[line: line])
                #expect(lf[line: line] == cr[line: line])
            }
        }

        @Test("equal windows are numbered by occurrence")
        func repeatedLines() throws {
            let fingerprints = LineFingerprints(text: String(repeating: "x\n", count: 200))
            let first = try #require(fingerprints[line: 1])
            let second = try #require(fingerprints[line: 2])
            let hash = try #require(first.split(separator: ":").first)
            #expect(first == "\(hash):1")
            #expect(second == "\(hash):2")
        }

        @Test("a line's hash depends on content, not position")
        func movedLine() {
            let original = LineFingerprints(text: "struct A {}\n")
            let shifted = LineFingerprints(text: "import SwiftUI\nstruct A {}\n")
            #expect(original[line: 1] == shifted[line: 2])
        }
    }
}
