/// The folder a single file belongs to as a project: what a run given only files (a
/// pre-commit hook, an editor's `--stdin-path`) analyses around them.
///
/// The working directory is no guide: an editor may run from a folder holding many projects,
/// and a run from there must neither read the siblings nor miss the project's own files.
public enum ProjectRoot {
    /// Entries that make a folder a project's root.
    static let markerNames: Set<String> = [".wirelint.yml", "Package.swift", ".git"]
    /// Endings of entries that make a folder an Xcode project's root.
    static let markerSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The nearest folder at or above `file` (relative to `base` unless absolute) that holds a
    /// project marker; nil when none does. The file itself need not exist (an editor's new buffer).
    public static func enclosing(file: String, base: String) -> String? {
        var components = LexicalPath.components(LexicalPath.absolute(file, base: base))
        while !components.isEmpty {
            components.removeLast()
            let folder = "/" + components.joined(separator: "/")
            if isRoot(folder) { return folder }
        }
        return nil
    }

    static func isRoot(_ folder: String) -> Bool {
        guard case let .success(entries) = FileSystem.entries(of: folder) else { return false }
        return entries.contains { entry in
            guard let name = entry.name else { return false }
            return markerNames.contains(name) || markerSuffixes.contains { name.hasSuffix($0) }
        }
    }
}

extension ProjectRoot {
    /// Each of many files (relative to `base` unless absolute): its absolute path and its project
    /// folder, each folder looked at once.
    public static func folders(of paths: [String], base: String) -> [(path: String, folder: String?)] {
        var known: [String: String?] = [:]
        func root(of folder: String) -> String? {
            if let found = known[folder] { return found }
            let result: String?
            if isRoot(folder) {
                result = folder
            } else if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                result = root(of: String(folder[..<slash]))
            } else {
                result = nil
            }
            known[folder] = result
            return result
        }
        return paths.map { path in
            let location = LexicalPath.absolute(path, base: base)
            guard let slash = location.lastIndex(of: "/"), slash != location.startIndex else { return (location, nil) }
            return (location, root(of: String(location[..<slash])))
        }
    }
}
