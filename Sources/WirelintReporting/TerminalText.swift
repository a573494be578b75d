/// Text from the project (file names, quoted identifiers) made safe to print on a terminal or
/// in a CI log.
///
/// A file name can hold a carriage return or an escape sequence that rewrites what a terminal
/// showed before it, or a line break that forges a line of its own. Such characters are
/// printed as escapes, as configuration errors quote text: `\n` and `\r` for line breaks and
/// `\u{1b}` (the code point in hex) for any other control character, line or paragraph
/// separator, or bidirectional override. Tabs are kept.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        // The common case checks the UTF-8 bytes in place and returns the text as it is:
        // every escaped character has a byte below 0x20, is DEL, or starts with C2 (C1
        // controls) or E2 (separators and bidirectional controls).
        var text = text
        let mayNeedEscape = text.withUTF8 { bytes in
            bytes.contains { byte in (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 }
        }
        if !mayNeedEscape { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
