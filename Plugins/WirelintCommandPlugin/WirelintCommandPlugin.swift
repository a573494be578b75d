import Foundation
import PackagePlugin

/// `swift package wirelint [ARGS…]`: runs `wirelint lint ARGS…` from the package's folder, so
/// with no arguments it lints the whole package with its `.wirelint.yml`.
///
/// The report goes to standard output, to redirect with the shell: on macOS command plugins are
/// sandboxed, and asking for write access to the package would make every run prompt for it.
/// For the same reason the facts cache lives in the plugin's work folder. Any non-zero exit of
/// wirelint fails the command.
@main
struct WirelintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "wirelint").url
        let cache = context.pluginWorkDirectoryURL.appending(path: "cache").path(percentEncoded: false)
        process.arguments = ["lint", "--cache-path", cache] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("wirelint exited with status \(process.terminationStatus)")
        }
    }
}
