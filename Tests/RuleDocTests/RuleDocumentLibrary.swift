import Foundation

/// The rule documents of this repository, found from this file's location.
enum RuleDocumentLibrary {
    /// `Rules/` at the repository root.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RuleDocTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appending(path: "Rules", directoryHint: .isDirectory)

    /// Every `Rules/*.md` except the README, by file name.
    static let documents: [RuleDocument] = fileNames.map { name in
        guard let text = text(of: name) else {
            var unreadable = RuleDocument(fileName: name)
            unreadable.problems.append("the file is unreadable or not UTF-8")
            return unreadable
        }
        return RuleDocumentParser.parse(fileName: name, text: text)
    }

    static var examples: [RuleExample] { documents.flatMap(\.examples) }

    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    }

    static func text(of fileName: String) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: fileName).path(percentEncoded: false))
            .flatMap { String(data: $0, encoding: .utf8) }
    }
}
