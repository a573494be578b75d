/// Anchors in YAML text, found before Yams sees it.
///
/// Yams resolves an alias by sharing the anchored node, and hashes mapping keys to find
/// duplicates; with nested aliases ("billion laughs") that hashing, and any walk over the tree,
/// grows exponentially. Neither the configuration nor the project specs wirelint reads need
/// anchors, so text with one is refused before it is composed.
package enum YAMLAnchors {
    /// The position of the first `&` that libyaml could read as an anchor.
    ///
    /// An anchor starts a token, so it never directly follows a letter or digit (`R&D` is plain
    /// text); it is followed by an anchor-name character. Anything matching that is flagged, even
    /// inside quotes or comments: over-reporting in such odd text is harmless, missing an anchor
    /// is not.
    package static func first(in yaml: String) -> TextPosition? {
        var position = TextPosition()
        var previous: Unicode.Scalar?
        var pendingAmpersand: TextPosition?
        for scalar in yaml.unicodeScalars {
            if let ampersand = pendingAmpersand, isAnchorNameCharacter(scalar) {
                return ampersand
            }
            pendingAmpersand = nil
            if scalar == "&", !(previous.map(isAlphanumeric) ?? false) {
                pendingAmpersand = position
            }
            position.advance(over: scalar)
            previous = scalar
        }
        return nil
    }

    private static func isAnchorNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isAlphanumeric(scalar) || scalar == "_" || scalar == "-"
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
