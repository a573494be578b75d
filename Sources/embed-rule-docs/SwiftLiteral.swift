/// Spelling arbitrary text as Swift string literals that evaluate back to exactly that text.
enum SwiftLiteral {
    /// A one-line literal with every character outside printable ASCII, `"` and `\` escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": literal += "\\\(scalar)"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return literal + "\""
    }

    /// A raw multi-line literal (`#"""` … `"""#`) that keeps the text readable in the generated
    /// file.
    ///
    /// The delimiter uses one more `#` than the longest run of `#` in the text, so neither the
    /// closing delimiter nor an escape (`\` followed by that many `#`) can occur inside it. The
    /// closing delimiter starts its line, so no indentation is stripped; the line break before
    /// it is not part of the value. Control characters other than tab and line feed (a carriage
    /// return, say) would be rejected or normalised by the compiler, so they are escaped.
    static func multilineRawString(_ text: String) -> String {
        let hashes = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
        var body = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control && scalar != "\t" && scalar != "\n" {
                body += "\\\(hashes)u{\(String(scalar.value, radix: 16))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
    }

    private static func longestRun(of scalar: Unicode.Scalar, in text: String) -> Int {
        var longest = 0
        var current = 0
        for each in text.unicodeScalars {
            current = each == scalar ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
