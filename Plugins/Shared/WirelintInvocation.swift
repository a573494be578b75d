import Foundation
import PackagePlugin

/// What both plugins, for packages and for Xcode projects alike, hand to `wirelint lint`. (Each
/// plugin target links this file in: plugin targets cannot depend on a library.)
enum WirelintInvocation {
    /// The cache lives in the plugin's work folder: the one place a sandboxed build lets the
    /// plugin write, and kept from one build to the next.
    static func cacheFolder(in pluginWorkDirectory: URL) -> String {
        pluginWorkDirectory.appending(path: "cache").path(percentEncoded: false)
    }

    /// `--config` for the project's `.wirelint.yml` when it has one: a build runs the command
    /// in a folder of its own, where wirelint's upward search would not find it.
    static func configurationArguments(projectFolder: URL) -> [String] {
        let configuration = projectFolder.appending(path: ".wirelint.yml").path(percentEncoded: false)
        return FileManager.default.fileExists(atPath: configuration) ? ["--config", configuration] : []
    }

    /// The Swift files among a target's files.
    static func swiftFiles(_ files: some Sequence<URL>) -> [URL] {
        files.filter { $0.pathExtension == "swift" }
    }

    /// The deepest folder holding every one of a target's source files. wirelint lints a whole
    /// folder rather than a list of files: cross-file rules need every file of the target, and a
    /// folder keeps both the analysis and the report to the target wherever the command runs.
    /// Computed rather than asked for because a target's folder has a URL only from
    /// PackageDescription 6.1 on, and an Xcode target has no folder at all.
    static func commonFolder(of files: [URL]) -> String {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.dropFirst().reduce(folders[0]) { common, folder in
            Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }
}
