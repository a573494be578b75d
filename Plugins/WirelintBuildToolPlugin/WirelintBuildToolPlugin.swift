import Foundation
import PackagePlugin

/// Lints a target on every build, so `swift build` and Xcode show wirelint's findings as
/// warnings and errors on the source lines; an error finding fails the build.
///
/// The command declares no outputs, so the build runs it every time; the facts cache keeps
/// unchanged files from being parsed again.
@main
struct WirelintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.lint(
            WirelintInvocation.swiftFiles(module.sourceFiles.map(\.url)),
            of: target.name,
            projectFolder: context.package.directoryURL,
            pluginWorkDirectory: context.pluginWorkDirectoryURL,
            wirelint: context.tool(named: "wirelint").url
        )
    }

    /// The build command for one target: its folder with the text reporter's compiler-style
    /// lines, absolute so that Xcode and the build log point at the file wherever the build runs.
    static func lint(
        _ sources: [URL], of targetName: String, projectFolder: URL, pluginWorkDirectory: URL, wirelint: URL
    ) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let arguments = ["lint", "--reporter", "text", "--quiet", "--absolute-paths"]
            + ["--cache-path", WirelintInvocation.cacheFolder(in: pluginWorkDirectory)]
            + WirelintInvocation.configurationArguments(projectFolder: projectFolder)
            + ["--", WirelintInvocation.commonFolder(of: sources)]
        return [
            .buildCommand(
                displayName: "wirelint \(targetName)",
                executable: wirelint,
                arguments: arguments,
                inputFiles: sources,
                outputFiles: []
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project, with the `.wirelint.yml` beside the
/// `.xcodeproj`.
extension WirelintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.lint(
            WirelintInvocation.swiftFiles(target.inputFiles.filter { $0.type == .source }.map(\.url)),
            of: target.displayName,
            projectFolder: context.xcodeProject.directoryURL,
            pluginWorkDirectory: context.pluginWorkDirectoryURL,
            wirelint: context.tool(named: "wirelint").url
        )
    }
}
#endif
