import Foundation
import WirelintConfig

/// The environment of every program a test runs (wirelint, git, python): the developer's own
/// cache, home folder, git configuration and any `.wirelint.yml` above the test's folder stay
/// out of the results, and no run touches what another test uses.
enum IsolatedEnvironment {
    /// The variables for a program whose project is under `ceiling` and whose cache, home and
    /// git configuration go in `state` (created if missing).
    static func variables(state: URL, ceiling: URL) throws -> [String: String] {
        let files = FileManager.default
        let home = state.appendingPathComponent("home", isDirectory: true)
        try files.createDirectory(at: home, withIntermediateDirectories: true)
        let gitConfig = state.appendingPathComponent("gitconfig")
        if !files.fileExists(atPath: gitConfig.path) {
            _ = files.createFile(atPath: gitConfig.path, contents: Data())
        }
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("GIT_") && !name.hasPrefix("XDG_") && !name.hasPrefix("WIRELINT_")
        }
        environment["HOME"] = home.path
        environment["XDG_CACHE_HOME"] = state.appendingPathComponent("cache", isDirectory: true).path
        environment["XDG_CONFIG_HOME"] = state.appendingPathComponent("config", isDirectory: true).path
        environment["GIT_CONFIG_GLOBAL"] = gitConfig.path
        environment[ConfigurationLoader.ceilingVariable] = ceiling.path
        return environment
    }

    /// The variables for a program run in `directory`: the state of the test's temporary tree
    /// when `directory` is in one, else `scratch` (a folder that lives as long as the run).
    static func variables(runningIn directory: URL, scratch: URL) throws -> [String: String] {
        if let tree = TemporaryTree.enclosing(directory) {
            return try variables(state: tree.machineState, ceiling: tree.root)
        }
        let repository = WirelintCLI.repositoryRoot.standardizedFileURL.pathComponents
        let isInRepository = directory.standardizedFileURL.pathComponents.starts(with: repository)
        return try variables(state: scratch, ceiling: isInRepository ? WirelintCLI.repositoryRoot : directory)
    }
}
