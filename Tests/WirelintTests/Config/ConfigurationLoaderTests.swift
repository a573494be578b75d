import Foundation
import Testing
import WirelintConfig

@Suite("Config: finding and loading .wirelint.yml")
struct ConfigurationLoaderTests {
    private let rules = ConfigurationFixtures.rules

    @Test("the nearest file is found by walking up from the working directory")
    func walkingUp() throws {
        let tree = try TemporaryTree()
        try tree.file(".wirelint.yml", "excluded: [Outer]\n")
        try tree.file("Project/.wirelint.yml", "excluded: [Inner]\n")
        try tree.directory("Project/Sources/Feature")
        try tree.directory("Other/Deep")
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Project/Sources/Feature"), ceiling: tree.url)?.path == tree.url("Project/.wirelint.yml").path)
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Project"), ceiling: tree.url)?.path == tree.url("Project/.wirelint.yml").path)
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Other/Deep"), ceiling: tree.url)?.path == tree.url(".wirelint.yml").path)

        let loaded = try ConfigurationLoader.resolve(
            explicitPath: nil, workingDirectory: tree.url("Project/Sources"), ceiling: tree.url, rules: rules)
        #expect(loaded.configuration.excluded == ["Inner"])
        #expect(loaded.directory.path == tree.url("Project").path)
        #expect(loaded.file?.path == tree.url("Project/.wirelint.yml").path)
    }

    @Test("a folder named .wirelint.yml is not a configuration")
    func directoryIsSkipped() throws {
        let tree = try TemporaryTree()
        try tree.file(".wirelint.yml", "excluded: [Outer]\n")
        try tree.directory("Sub/.wirelint.yml")
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Sub"), ceiling: tree.url)?.path == tree.url(".wirelint.yml").path)
    }

    @Test("without a file, defaults apply relative to the working directory")
    func noFile() throws {
        let tree = try TemporaryTree()
        try tree.directory("Work")
        let loaded = try ConfigurationLoader.resolve(explicitPath: nil, workingDirectory: tree.url("Work"), ceiling: tree.url, rules: rules)
        #expect(loaded == LoadedConfiguration(configuration: Configuration(), file: nil, directory: tree.url("Work").standardizedFileURL))
    }

    @Test("WIRELINT_CONFIG_CEILING stops the search at its folder, which is still searched")
    func ceiling() throws {
        let tree = try TemporaryTree()
        try tree.file(".wirelint.yml", "excluded: [Outer]\n")
        try tree.directory("Repo/Sources")
        let environment = [ConfigurationLoader.ceilingVariable: tree.url("Repo").path]
        let ceiling = try #require(ConfigurationLoader.ceiling(in: environment))
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Repo/Sources"), ceiling: ceiling) == nil)
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Repo/Sources"), ceiling: tree.url)?.path == tree.url(".wirelint.yml").path)

        try tree.file("Repo/.wirelint.yml", "excluded: [Inner]\n")
        #expect(ConfigurationLoader.locate(startingAt: tree.url("Repo/Sources"), ceiling: ceiling)?.path == tree.url("Repo/.wirelint.yml").path)
        #expect(ConfigurationLoader.ceiling(in: [ConfigurationLoader.ceilingVariable: ""]) == nil)
    }

    @Test("--config takes a path relative to the working directory; globs are relative to its folder")
    func explicitPath() throws {
        let tree = try TemporaryTree()
        try tree.file("ci/lint.yml", "only_rules: [environment_in_init]\n")
        try tree.file(".wirelint.yml", "excluded: [Ignored]\n")
        let loaded = try ConfigurationLoader.resolve(explicitPath: "ci/lint.yml", workingDirectory: tree.url, rules: rules)
        #expect(loaded.configuration.onlyRules == ["environment_in_init"])
        #expect(loaded.directory.path == tree.url("ci").path)
    }

    @Test("errors name the file as the user typed it")
    func errorPath() throws {
        let tree = try TemporaryTree()
        try tree.file("ci/lint.yml", "\nbogus: 1\n")
        #expect(throws: ConfigurationError(file: "ci/lint.yml", line: 2, column: 1, message: "unknown key 'bogus' (expected included, excluded, disabled_rules, opt_in_rules, only_rules, follow_external_links, max_file_size or a rule id: environment_in_init or injected_global_mutation)")) {
            try ConfigurationLoader.resolve(explicitPath: "ci/lint.yml", workingDirectory: tree.url, rules: rules)
        }
    }

    @Test("a missing, directory, non-UTF-8, oversized or FIFO --config file is an error")
    func unusableFiles() throws {
        let tree = try TemporaryTree()
        try tree.directory("folder.yml")
        try Data([0x65, 0x78, 0xFF, 0xFE, 0x0A]).write(to: tree.url("latin.yml"))
        try Data(repeating: 0x20, count: 10 * 1024 * 1024).write(to: tree.url("huge.yml"))
        #expect(mkfifo(tree.url("pipe.yml").path, 0o644) == 0)
        let expectations = [
            "missing.yml": "configuration file not found",
            "folder.yml": "configuration path is a directory, not a file",
            "latin.yml": "configuration file is not valid UTF-8",
            "huge.yml": "configuration file is larger than 1024 KiB",
            "pipe.yml": "cannot read configuration file: not a regular file",
        ]
        for (name, message) in expectations {
            do {
                _ = try ConfigurationLoader.resolve(explicitPath: name, workingDirectory: tree.url, rules: rules)
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.file == name)
                #expect(error.line == nil)
                #expect(error.message.hasPrefix(message), "\(error)")
            }
        }
    }
}
