import Yams

/// How configuration errors talk about YAML values.
extension Node {
    /// `key:` with nothing after it, `~` or `null`: treated as "not set".
    var isNull: Bool {
        if case .scalar = self { return tagName == .null }
        return false
    }

    /// The resolved tag (`int` for `42`, `str` for `"42"`); Yams keeps `Tag.name` internal.
    var tagName: Tag.Name {
        Tag.Name(rawValue: tag.rawValue)
    }

    /// "a list", "an integer", … for "must be X, not Y" messages.
    var kindDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case .scalar:
            switch tagName {
            case .null: "empty"
            case .bool: "a boolean"
            case .int: "an integer"
            case .float: "a number"
            default: "a string"
            }
        }
    }
}
