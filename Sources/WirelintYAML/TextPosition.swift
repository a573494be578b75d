/// A 1-based line and column in YAML text, counted the way libyaml counts its marks.
///
/// libyaml treats CR, LF, CRLF, NEL, LS and PS each as one line break and counts columns in Unicode scalars;
/// positions computed here (for anchors and reader errors) must agree with Yams' marks.
package struct TextPosition: Equatable {
    package var line = 1
    package var column = 1
    private var afterCarriageReturn = false

    package init() {}

    /// The position of the character `characterOffset` characters into `text`, as Yams reports
    /// reader errors.
    package init(characterOffset: Int, in text: String) {
        let end = text.index(text.startIndex, offsetBy: characterOffset, limitedBy: text.endIndex) ?? text.endIndex
        for scalar in text.unicodeScalars[..<end] {
            advance(over: scalar)
        }
    }

    package mutating func advance(over scalar: Unicode.Scalar) {
        switch scalar {
        case "\n" where afterCarriageReturn:
            break
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
            line += 1
            column = 1
        default:
            column += 1
        }
        afterCarriageReturn = scalar == "\r"
    }
}
