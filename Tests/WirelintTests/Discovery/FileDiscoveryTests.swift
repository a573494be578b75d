import Foundation
import Testing
import WirelintDiscovery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Discovery: finding Swift files")
struct FileDiscoveryTests {
    private func discover(
        _ tree: TemporaryTree,
        _ paths: [String] = [],
        root: String = "",
        configurationDirectory: String? = nil,
        included: [String] = [],
        excluded: [String] = [],
        followsExternalLinks: Bool = false
    ) -> DiscoveredFiles {
        FileDiscovery(
            root: root.isEmpty ? tree.url : tree.url(root),
            configurationDirectory: configurationDirectory.map { $0.isEmpty ? tree.url : tree.url($0) },
            included: included,
            excluded: excluded,
            followsExternalLinks: followsExternalLinks
        ).discover(paths)
    }

    @Test("walks nested folders and lists files relative to the root, sorted byte-wise")
    func nestedFolders() throws {
        let tree = try TemporaryTree()
        for path in ["a.swift", "B.swift", "Sources/App/App.swift", "Sources/App/Views/Row.swift", "Sources/Z.swift", "README.md"] {
            try tree.file(path)
        }
        let result = discover(tree)
        #expect(result.files.map(\.path) == ["B.swift", "Sources/App/App.swift", "Sources/App/Views/Row.swift", "Sources/Z.swift", "a.swift"])
        #expect(result.files.first?.location == tree.url("B.swift").path)
        #expect(result.problems.isEmpty)
    }

    @Test("an Xcode project's file of targets is found with the Swift files; nothing else of the project folder is")
    func xcodeProjectFile() throws {
        let tree = try TemporaryTree()
        for path in ["App/App.xcodeproj/project.pbxproj", "App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
                     "App/App/ContentView.swift", "App/Notes/project.pbxproj", "App/App.xcodeproj.backup/project.pbxproj"] {
            try tree.file(path)
        }
        #expect(discover(tree).files.map(\.path) == ["App/App.xcodeproj/project.pbxproj", "App/App/ContentView.swift"])
    }

    @Test("an XcodeGen spec is found for its targets; other YAML is not")
    func xcodeGenSpec() throws {
        let tree = try TemporaryTree()
        for path in ["App/project.yml", "App/App/ContentView.swift", "App/.github/workflows/ci.yml", "App/project.yaml"] {
            try tree.file(path)
        }
        #expect(discover(tree).files.map(\.path) == ["App/App/ContentView.swift", "App/project.yml"])
    }

    @Test("the order never depends on arguments or creation order")
    func determinism() throws {
        let tree = try TemporaryTree()
        for index in (0..<50).reversed() {
            try tree.file("D\(index % 7)/F\(index).swift")
        }
        let first = discover(tree)
        let second = discover(tree, ["D3", "D1", "."])
        #expect(first == second)
        #expect(first.files.count == 50)
    }

    @Test("build products, dependencies and VCS folders are skipped, unless a file is named explicitly")
    func defaultSkips() throws {
        let tree = try TemporaryTree()
        try tree.file("App.swift")
        for folder in [".build", "Pods", "Carthage", "DerivedData", ".git", ".build-linux", "Sub/.build", "Sub/Pods"] {
            try tree.file("\(folder)/Hidden.swift")
        }
        #expect(discover(tree).files.map(\.path) == ["App.swift"])
        #expect(discover(tree, [".build/Hidden.swift"]).files.map(\.path) == [".build/Hidden.swift"])
    }

    @Test("only regular *.swift files count: not a folder named x.swift, not a FIFO")
    func onlyRegularSwiftFiles() throws {
        let tree = try TemporaryTree()
        try tree.file("Folder.swift/Inner.swift")
        try tree.file("notes.txt")
        try tree.file("Swift")
        #expect(mkfifo(tree.url("Pipe.swift").path, 0o644) == 0)
        let result = discover(tree)
        #expect(result.files.map(\.path) == ["Folder.swift/Inner.swift"])
        #expect(result.problems == [DiscoveryProblem(path: "Pipe.swift", reason: "not a regular file")])
    }

    @Test("an excluded folder can be written as Generated, Generated/** or **/Generated")
    func excludedFolders() throws {
        let tree = try TemporaryTree()
        try tree.file("Generated/A.swift")
        try tree.file("Generated/Deep/B.swift")
        try tree.file("Sources/Generated/C.swift")
        try tree.file("Sources/Keep.swift")
        #expect(discover(tree, excluded: ["Generated"]).files.map(\.path) == ["Sources/Generated/C.swift", "Sources/Keep.swift"])
        #expect(discover(tree, excluded: ["Generated/**"]).files.map(\.path) == ["Sources/Generated/C.swift", "Sources/Keep.swift"])
        #expect(discover(tree, excluded: ["**/Generated"]).files.map(\.path) == ["Sources/Keep.swift"])
        #expect(discover(tree, excluded: ["**/*.swift"]).files.isEmpty)
        #expect(discover(tree, excluded: ["Sources/Keep.swift"]).files.count == 3)
        #expect(discover(tree, excluded: [tree.url("Sources").path]).files.map(\.path) == ["Generated/A.swift", "Generated/Deep/B.swift"])
    }

    @Test("included limits the walk; excluded wins over it")
    func includedAndExcluded() throws {
        let tree = try TemporaryTree()
        try tree.file("Sources/App/A.swift")
        try tree.file("Sources/App/Generated/G.swift")
        try tree.file("Sources/Lib/L.swift")
        try tree.file("Tests/T.swift")
        try tree.file("Top.swift")
        #expect(discover(tree, included: ["Sources"]).files.map(\.path)
            == ["Sources/App/A.swift", "Sources/App/Generated/G.swift", "Sources/Lib/L.swift"])
        #expect(discover(tree, included: ["Sources/*/A.swift", "*.swift"]).files.map(\.path) == ["Sources/App/A.swift", "Top.swift"])
        #expect(discover(tree, included: ["Sources"], excluded: ["**/Generated"]).files.map(\.path)
            == ["Sources/App/A.swift", "Sources/Lib/L.swift"])
    }

    @Test("an explicitly named file bypasses included but not excluded")
    func explicitFiles() throws {
        let tree = try TemporaryTree()
        try tree.file("Tests/T.swift")
        try tree.file("Generated/G.swift")
        let result = discover(tree, ["Tests/T.swift", "Generated/G.swift"], included: ["Sources"], excluded: ["Generated"])
        #expect(result.files.map(\.path) == ["Tests/T.swift"])
        #expect(result.problems.isEmpty)
        #expect(discover(tree, ["Generated"], excluded: ["Generated"]).files.isEmpty)
        #expect(discover(tree, ["Generated/G.swift"], excluded: ["Generated/**"]).files.isEmpty)
    }

    @Test("globs are relative to the configuration folder, paths to the root")
    func configurationFolderDiffersFromRoot() throws {
        let tree = try TemporaryTree()
        try tree.file("App/Generated/G.swift")
        try tree.file("App/Main.swift")
        let result = discover(tree, root: "App", configurationDirectory: "", excluded: ["App/Generated"])
        #expect(result.files.map(\.path) == ["Main.swift"])
    }

    @Test("paths that do not exist and non-Swift files named explicitly are problems")
    func badArguments() throws {
        let tree = try TemporaryTree()
        try tree.file("notes.txt")
        try tree.file("A.swift")
        let result = discover(tree, ["Missing.swift", "notes.txt", "A.swift"])
        #expect(result.files.map(\.path) == ["A.swift"])
        #expect(result.problems == [
            DiscoveryProblem(path: "Missing.swift", reason: "no such file or directory"),
            DiscoveryProblem(path: "notes.txt", reason: "not a Swift source file (*.swift)"),
        ])
    }

    @Test("overlapping arguments list each file once")
    func overlappingArguments() throws {
        let tree = try TemporaryTree()
        try tree.file("Sources/A.swift")
        try tree.file("Sources/Sub/B.swift")
        let result = discover(tree, ["Sources/Sub", ".", "Sources/A.swift", "./Sources/", tree.url("Sources").path])
        #expect(result.files.map(\.path) == ["Sources/A.swift", "Sources/Sub/B.swift"])
    }

    @Test("a symbolic link loop is reported once and never walked forever")
    func symlinkLoop() throws {
        let tree = try TemporaryTree()
        try tree.file("a/b/File.swift")
        try tree.link("a/b/up", to: "../..")
        try tree.link("a/self", to: ".")
        try tree.link("root", to: "/")
        let result = discover(tree, followsExternalLinks: true)
        #expect(result.files.map(\.path) == ["a/b/File.swift"])
        #expect(result.problems.map(\.path) == ["a/b/up", "a/self", "root"])
        #expect(result.problems.allSatisfy { $0.reason.hasPrefix("symbolic link loop skipped") })
    }

    @Test("a loop that passes through a link outside the root terminates")
    func loopThroughOutside() throws {
        let tree = try TemporaryTree()
        try tree.file("repo/A/File.swift")
        try tree.file("outside/B/Other.swift")
        try tree.link("repo/A/toB", to: tree.url("outside/B").path)
        try tree.link("outside/B/back", to: tree.url("repo/A").path)
        let result = discover(tree, root: "repo", followsExternalLinks: true)
        #expect(result.files.map(\.path) == ["A/File.swift", "A/toB/Other.swift"])
        #expect(result.problems.map(\.path) == ["A/toB/back"])
    }

    @Test("a link to a folder outside the root is followed on request; files keep the link's path")
    func linkOutsideRoot() throws {
        let tree = try TemporaryTree()
        try tree.file("common/Shared.swift")
        try tree.file("repo/App.swift")
        try tree.link("repo/Shared", to: "../common")
        let result = discover(tree, root: "repo", followsExternalLinks: true)
        #expect(result.files.map(\.path) == ["App.swift", "Shared/Shared.swift"])
        #expect(result.files.last?.location == tree.url("repo/Shared/Shared.swift").path)

        let skipped = discover(tree, root: "repo")
        #expect(skipped.files.map(\.path) == ["App.swift"])
        #expect(skipped.problems.map(\.description) == ["Shared: symbolic link to \(tree.url("common").path), outside the project: skipped (--follow-external-links reads it)"])
    }

    @Test("a link to a folder inside the configuration folder, above the root, is part of the project")
    func linkInsideConfigurationFolder() throws {
        let tree = try TemporaryTree()
        try tree.file("common/Shared.swift")
        try tree.file("repo/App.swift")
        try tree.link("repo/Shared", to: "../common")
        let result = discover(tree, root: "repo", configurationDirectory: "")
        #expect(result.files.map(\.path) == ["App.swift", "Shared/Shared.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test("a file reached directly and through a link is listed once, under its link-free path")
    func duplicateThroughLink() throws {
        let tree = try TemporaryTree()
        try tree.file("Sources/A.swift")
        try tree.link("Alias", to: "Sources")
        try tree.link("ALink.swift", to: "Sources/A.swift")
        let result = discover(tree)
        #expect(result.files.map(\.path) == ["Sources/A.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test("arguments outside the root are reported as given")
    func argumentOutsideRoot() throws {
        let tree = try TemporaryTree()
        try tree.file("other/X.swift")
        try tree.file("repo/A.swift")
        let result = discover(tree, ["../other/", "A.swift", tree.url("other/X.swift").path], root: "repo")
        #expect(result.files.map(\.path) == ["../other/X.swift", "A.swift"])
    }

    @Test("a broken link named like a source file is reported; other broken links are not")
    func brokenLinks() throws {
        let tree = try TemporaryTree()
        try tree.file("A.swift")
        try tree.link("Gone.swift", to: "nowhere.swift")
        try tree.link("gone-folder", to: "nowhere")
        try tree.link("Loop.swift", to: "Loop.swift")
        let result = discover(tree)
        #expect(result.files.map(\.path) == ["A.swift"])
        #expect(result.problems == [
            DiscoveryProblem(path: "Gone.swift", reason: "broken symbolic link"),
            DiscoveryProblem(path: "Loop.swift", reason: "symbolic link loop"),
        ])
    }

    @Test("an unreadable folder is a problem, its siblings are still found")
    func unreadableDirectory() throws {
        let tree = try TemporaryTree()
        try tree.file("Locked/Secret.swift")
        try tree.file("Open/A.swift")
        #expect(chmod(tree.url("Locked").path, 0) == 0)
        defer { chmod(tree.url("Locked").path, 0o755) }
        let result = discover(tree)
        if getuid() == 0 {
            // root reads through permissions; the walk must simply not be affected.
            #expect(result.files.map(\.path) == ["Locked/Secret.swift", "Open/A.swift"])
        } else {
            #expect(result.files.map(\.path) == ["Open/A.swift"])
            #expect(result.problems.map(\.path) == ["Locked"])
            #expect(result.problems.first?.reason.hasPrefix("cannot read directory") == true)
        }
    }

    @Test("ten thousand files are all found")
    func manyFiles() throws {
        let tree = try TemporaryTree()
        var failures = 0
        for folder in 0..<500 {
            let directory = "\(tree.path)/Module\(folder / 50)/Feature\(folder)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in 0..<20 {
                let descriptor = open("\(directory)/View\(file).swift", O_CREAT | O_WRONLY, 0o644)
                if descriptor < 0 { failures += 1 } else { close(descriptor) }
            }
        }
        #expect(failures == 0)
        let result = discover(tree, excluded: ["**/Generated", "Module1/Feature9*"])
        #expect(result.files.count == 10_000 - 20 * 10)
    }
}
