import Foundation
import PackagePlugin

/// `swift package wirelint [--target NAME…] [ARGS…]`: runs `wirelint lint ARGS…` from the
/// package's folder, so with no arguments it lints the whole package with its `.wirelint.yml`;
/// with `--target` (which Xcode passes for the targets chosen in its dialog) only those targets'
/// folders.
///
/// The report goes to standard output, to redirect with the shell: on macOS command plugins are
/// sandboxed, and asking for write access to the package would make every run prompt for it.
/// For the same reason the facts cache lives in the plugin's work folder. Any non-zero exit of
/// wirelint fails the command.
@main
struct WirelintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
        try Self.lint(
            targetFiles: targets.map { WirelintInvocation.swiftFiles($0.sourceModule?.sourceFiles.map(\.url) ?? []) },
            arguments: extractor.remainingArguments,
            projectFolder: context.package.directoryURL,
            pluginWorkDirectory: context.pluginWorkDirectoryURL,
            wirelint: context.tool(named: "wirelint").url
        )
    }

    /// Runs wirelint in the project's folder on the user's arguments, then the chosen targets'
    /// folders as paths after `--` (where no folder name can be read as an option).
    static func lint(
        targetFiles: [[URL]], arguments: [String], projectFolder: URL, pluginWorkDirectory: URL, wirelint: URL
    ) throws {
        let folders = targetFiles.filter { !$0.isEmpty }.map(WirelintInvocation.commonFolder(of:))
        let separator = folders.isEmpty || arguments.contains("--") ? [] : ["--"]
        let process = Process()
        process.executableURL = wirelint
        process.arguments = ["lint", "--cache-path", WirelintInvocation.cacheFolder(in: pluginWorkDirectory)]
            + arguments + separator + folders
        process.currentDirectoryURL = projectFolder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("wirelint exited with status \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command on an Xcode project (Editor ▸ wirelint), from the folder of the
/// `.xcodeproj`, where its `.wirelint.yml` is found.
extension WirelintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.contains($0.displayName) }
        try Self.lint(
            targetFiles: targets.map { target in
                WirelintInvocation.swiftFiles(target.inputFiles.filter { $0.type == .source }.map(\.url))
            },
            arguments: extractor.remainingArguments,
            projectFolder: context.xcodeProject.directoryURL,
            pluginWorkDirectory: context.pluginWorkDirectoryURL,
            wirelint: context.tool(named: "wirelint").url
        )
    }
}
#endif
