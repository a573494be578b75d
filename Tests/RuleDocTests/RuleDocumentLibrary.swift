import Foundation

/// The rule documents of this repository, found from this file's location: the manuals in
/// `Rules/` and the regression cases in `Tests/RegressionCases/`.
enum RuleDocumentLibrary {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RuleDocTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Rules/` at the repository root.
    static let folder = repository.appending(path: "Rules", directoryHint: .isDirectory)

    /// Where the examples that are not in a manual are kept, one `<rule_id>.md` per rule.
    static let regressionFolderPath = "Tests/RegressionCases"
    static let regressionFolder = repository.appending(path: regressionFolderPath, directoryHint: .isDirectory)

    /// Every `Rules/*.md` except the README, by file name.
    static let documents: [RuleDocument] = fileNames.map { parse($0, in: folder, path: "Rules") }

    /// Every `Tests/RegressionCases/*.md`, by file name: example sections only.
    static let regressionCases: [RuleDocument] = markdownFiles(in: regressionFolder).map {
        parse($0, in: regressionFolder, path: regressionFolderPath)
    }

    /// The examples of the manuals and of the regression cases: all run the same way.
    static var examples: [RuleExample] { (documents + regressionCases).flatMap(\.examples) }

    static var fileNames: [String] { markdownFiles(in: folder) }

    static func text(of fileName: String) -> String? {
        text(of: fileName, in: folder)
    }

    private static func markdownFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    }

    private static func parse(_ name: String, in folder: URL, path: String) -> RuleDocument {
        guard let text = text(of: name, in: folder) else {
            var unreadable = RuleDocument(fileName: name)
            unreadable.problems.append("the file is unreadable or not UTF-8")
            return unreadable
        }
        return RuleDocumentParser.parse(fileName: name, text: text, folder: path)
    }

    private static func text(of fileName: String, in folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: fileName).path(percentEncoded: false))
            .flatMap { String(data: $0, encoding: .utf8) }
    }
}
