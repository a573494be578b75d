import Foundation
import PackagePlugin

/// Lints a target on every build, so `swift build` and Xcode show wirelint's findings as
/// warnings and errors on the source lines; an error finding fails the build.
///
/// The command lints the target's whole folder rather than a list of files: cross-file rules
/// need every file of the target, and a folder argument keeps the analysis to the target
/// wherever the build runs the command from. The command declares no outputs, so SwiftPM runs
/// it on every build; the facts cache in the plugin's work folder keeps unchanged files from
/// being parsed again (and is the one place a sandboxed build lets it write).
@main
struct WirelintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        var arguments = [
            "lint", "--reporter", "text", "--quiet", "--absolute-paths",
            "--cache-path", context.pluginWorkDirectoryURL.appending(path: "cache").path(percentEncoded: false),
        ]
        // The command's working directory is the build's, not the package's: name the package's
        // configuration explicitly.
        let configuration = context.package.directoryURL.appending(path: ".wirelint.yml")
        if FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false)) {
            arguments += ["--config", configuration.path(percentEncoded: false)]
        }
        arguments += ["--", Self.commonFolder(of: sources)]
        return [
            .buildCommand(
                displayName: "wirelint \(target.name)",
                executable: try context.tool(named: "wirelint").url,
                arguments: arguments,
                inputFiles: sources,
                outputFiles: []
            ),
        ]
    }

    /// The deepest folder holding every source file: the target's folder, or the part of it
    /// that has Swift files. (Computed rather than asked for because the target's folder has a
    /// URL only from PackageDescription 6.1 on.)
    static func commonFolder(of files: [URL]) -> String {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.dropFirst().reduce(folders[0]) { common, folder in
            Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }
}
