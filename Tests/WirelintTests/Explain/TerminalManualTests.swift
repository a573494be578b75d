import Testing
import WirelintKit

@Suite("explain: a manual laid out for a terminal")
struct TerminalManualTests {
    @Test("a paragraph is filled to the width; a word never breaks")
    func paragraph() {
        let text = TerminalManual(width: 20).render("one two three four five six\nseven averyveryverylongword eight")
        #expect(text == "one two three four\nfive six seven\naveryveryverylongword\neight")
    }

    @Test("a list item's continuation hangs under its text; the next item starts a line")
    func listItems() {
        let text = TerminalManual(width: 20).render("- alpha beta gamma delta\n  epsilon\n- zeta\n12. eta theta iota kappa")
        #expect(text == "- alpha beta gamma\n  delta epsilon\n- zeta\n12. eta theta iota\n    kappa")
    }

    @Test("a code block keeps its lines, indented, whatever their width")
    func codeBlock() {
        let code = "struct A: View { var body: some View { Text(\"a very long line that must not be wrapped\") } }"
        let text = TerminalManual(width: 20).render("Intro.\n\n```swift\n\(code)\n    indented()\n```\nAfter.")
        #expect(text == "Intro.\n\n    \(code)\n        indented()\nAfter.")
    }

    @Test("a table that fits is aligned in columns, without its separator row")
    func narrowTable() {
        let text = TerminalManual(width: 40).render("| Key | Default |\n| --- | --- |\n| `severity` | `warning` |\n| `a` | `[]` |")
        #expect(text == "Key         Default\n`severity`  `warning`\n`a`         `[]`")
    }

    @Test("a table too wide for the terminal is printed row by row as header: value")
    func wideTable() {
        let markdown = "| Key | Value |\n| --- | --- |\n| `minimum_hops` | report only chains with at least this many relaying types |"
        let text = TerminalManual(width: 30).render(markdown)
        #expect(text == "- Key: `minimum_hops`\n  Value: report only chains\n    with at least this many\n    relaying types")
    }

    @Test("a pipe inside code belongs to the cell")
    func pipeInCode() {
        let text = TerminalManual(width: 40).render("| a | b |\n|---|---|\n| `x | y` | z |")
        #expect(text == "a        b\n`x | y`  z")
    }
}
