import Foundation
import PackagePlugin

/// Compiles the rule documents (`Rules/<id>.md`) into the target it is applied to.
///
/// `wirelint explain` must work from an installed or copied executable, which has no resource
/// bundle beside it, so the Markdown becomes string literals in a generated Swift file. Every
/// document is an input of the build command: editing one regenerates the file.
@main
struct EmbedRuleDocs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Rules", directoryHint: .isDirectory)
        let documents = try FileManager.default
            .contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" && $0.lastPathComponent != "README.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRuleDocuments.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(documents.count) rule documents into \(target.name)",
                executable: try context.tool(named: "embed-rule-docs").url,
                arguments: [output.path(percentEncoded: false)] + documents.map { $0.path(percentEncoded: false) },
                inputFiles: documents,
                outputFiles: [output]
            ),
        ]
    }
}
