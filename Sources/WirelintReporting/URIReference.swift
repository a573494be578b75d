/// Percent-encoding of file paths for SARIF `uri` properties.
///
/// SARIF requires `uri` to be a valid URI reference, and GitHub decodes it before looking the
/// file up, so a path containing a space, `%`, `#`, `?` or non-ASCII letters must be encoded or
/// the alert points at the wrong file (or none). `:` is encoded too: `a:b.swift` would
/// otherwise read as a URI with scheme `a`.
enum URIReference {
    /// A relative URI reference for a `/`-separated relative path.
    static func relative(path: String) -> String {
        encode(path)
    }

    /// A `file:` URI for a directory, ending in `/` so that relative references resolve inside
    /// it rather than next to it.
    static func directory(absolutePath path: String) -> String {
        file(absolutePath: path.hasSuffix("/") ? path : path + "/")
    }

    /// A `file:` URI for an absolute path.
    static func file(absolutePath path: String) -> String {
        "file://" + encode(path.hasPrefix("/") ? path : "/" + path)
    }

    /// Unreserved characters, `/`, and the sub-delimiters and `@` that RFC 3986 allows in a
    /// path segment stay as they are; every other UTF-8 byte becomes `%XX`.
    private static func encode(_ path: String) -> String {
        // Most paths need nothing encoded: a SARIF report encodes one per location.
        if path.utf8.allSatisfy(isAllowed) { return path }
        var encoded = ""
        for byte in path.utf8 {
            if isAllowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return encoded
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(nibble, radix: 16, uppercase: true)
    }
}
