/// Escaping for the XML reporters (checkstyle, JUnit).
///
/// Paths and messages come from the linted project and may contain anything. Beyond the five
/// markup characters, XML 1.0 cannot represent most control characters at all — not even as
/// character references — so they become U+FFFD rather than making the document unparseable.
/// In attributes, tab, CR and LF are written as character references: a parser would otherwise
/// normalise them to spaces and a multi-line message would lose its line breaks.
enum XMLEscaping {
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default:
                escaped.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// XML 1.0's `Char` production.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
