/// Renders user-supplied text inside an error message.
///
/// Keys and values come from an untrusted file: a megabyte-long key or one with control
/// characters must not flood or garble the terminal, so they are shortened and escaped.
enum DiagnosticText {
    static let maximumLength = 60

    static func quoted(_ text: String) -> String {
        var result = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "'": result += "\\'"
            case "\\": result += "\\\\"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "'"
    }

    /// "a, b or c" for the lists of accepted values in messages.
    static func alternatives(_ items: [String]) -> String {
        switch items.count {
        case 0: "none"
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
    }
}
