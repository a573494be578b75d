/// Absolute paths handled as text, without touching the file system.
///
/// Discovery reports the path a user walked to reach a file (through symbolic links), not the
/// resolved one, so `..` and `.` are removed lexically rather than with `realpath`.
enum LexicalPath {
    /// `path` made absolute against `base` (itself absolute), with `.`, `..` and repeated or
    /// trailing slashes removed.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    static func components(_ absolutePath: String) -> [String] {
        absolutePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The components of `path` below `ancestor`, or `nil` when `path` is not inside it.
    static func relativeComponents(of path: String, under ancestor: String) -> [String]? {
        if path == ancestor { return [] }
        let prefix = ancestor == "/" ? "/" : ancestor + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return components(String(path.dropFirst(prefix.count)))
    }

    /// `directory/name`, without doubling the slash at the file system root.
    static func appending(_ name: String, to directory: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// Whether `ancestor` is `path` or one of the folders containing it.
    static func isSameOrAncestor(_ ancestor: String, of path: String) -> Bool {
        relativeComponents(of: path, under: ancestor) != nil
    }
}
