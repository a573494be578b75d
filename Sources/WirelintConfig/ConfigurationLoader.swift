import Foundation
import WirelintRules

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds, reads and validates `.wirelint.yml`.
///
/// `rules` defaults to the registry; it is a parameter so that validation can be tested
/// independently of which rules happen to be implemented.
public enum ConfigurationLoader {
    public static let fileName = ".wirelint.yml"

    /// Real configurations are a few kilobytes; the cap keeps a hostile or mistaken file
    /// (a log renamed, a 10 MB blob) cheap to reject instead of parsing it.
    public static let maximumFileSize = 1 << 20

    /// The environment variable naming the highest folder the search for `.wirelint.yml` looks
    /// in: a CI job in a monorepo sets it to the checkout so that a file above it (in the
    /// runner's home, say) never changes the results.
    public static let ceilingVariable = "WIRELINT_CONFIG_CEILING"

    /// The folder named by `WIRELINT_CONFIG_CEILING`, if set and not empty.
    public static func ceiling(in environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard let path = environment[ceilingVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// What a run uses: the explicit `--config` file when given (relative paths are relative to
    /// `workingDirectory`), else the nearest `.wirelint.yml` from `workingDirectory` upwards (no
    /// higher than `ceiling`), else the defaults with globs relative to `workingDirectory`.
    public static func resolve(
        explicitPath: String?,
        workingDirectory: URL,
        ceiling: URL? = ceiling(),
        rules: [RuleDescription] = RuleRegistry.descriptions
    ) throws(ConfigurationError) -> LoadedConfiguration {
        if let explicitPath {
            return try load(from: URL(fileURLWithPath: explicitPath, relativeTo: workingDirectory), rules: rules)
        }
        if let found = locate(startingAt: workingDirectory, ceiling: ceiling) {
            return try load(from: found, rules: rules)
        }
        return LoadedConfiguration(configuration: Configuration(), file: nil, directory: workingDirectory.standardizedFileURL)
    }

    /// The nearest `.wirelint.yml` in `directory` or one of its ancestors, up to `ceiling` when
    /// `directory` is inside it, else up to the filesystem root.
    ///
    /// Anything by that name that is not a directory counts, even if unreadable: loading it then
    /// reports the problem instead of silently falling back to a configuration further up.
    public static func locate(startingAt directory: URL, ceiling: URL? = nil) -> URL? {
        var current = directory.standardizedFileURL.path
        let highest = ceiling?.standardizedFileURL.path
        var linkInfo = stat()
        while true {
            let candidate = current == "/" ? "/\(fileName)" : "\(current)/\(fileName)"
            switch FileStatus(path: candidate) {
            case .exists(isDirectory: false), .failed:
                return URL(fileURLWithPath: candidate, isDirectory: false)
            case .missing where lstat(candidate, &linkInfo) == 0:
                // A link that leads nowhere.
                return URL(fileURLWithPath: candidate, isDirectory: false)
            case .missing, .exists(isDirectory: true):
                break
            }
            guard current != "/", current != highest, let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Reads and validates `file`. Errors name the file as `file.relativePath`, i.e. as the user typed it.
    public static func load(
        from file: URL,
        rules: [RuleDescription] = RuleRegistry.descriptions
    ) throws(ConfigurationError) -> LoadedConfiguration {
        let displayPath = file.relativePath
        let text = try readText(at: file.path, displayPath: displayPath)
        let configuration = try parse(yaml: text, file: displayPath, rules: rules)
        return LoadedConfiguration(
            configuration: configuration,
            file: file.absoluteURL,
            directory: file.absoluteURL.standardizedFileURL.deletingLastPathComponent()
        )
    }

    /// Validates configuration text; `file` is only used to name the file in errors.
    public static func parse(
        yaml: String,
        file: String,
        rules: [RuleDescription] = RuleRegistry.descriptions
    ) throws(ConfigurationError) -> Configuration {
        guard yaml.utf8.count <= maximumFileSize else { throw tooLarge(file) }
        return try ConfigurationDecoder(file: file, rules: rules).decode(YAMLReader.compose(yaml, file: file))
    }

    private static func tooLarge(_ file: String) -> ConfigurationError {
        ConfigurationError(
            file: file,
            message: "configuration file is larger than \(maximumFileSize / 1024) KiB; is this the right file?"
        )
    }

    private static func readText(at path: String, displayPath: String) throws(ConfigurationError) -> String {
        switch FileStatus(path: path) {
        case .missing:
            throw ConfigurationError(file: displayPath, message: "configuration file not found")
        case let .failed(reason):
            throw ConfigurationError(file: displayPath, message: "cannot read configuration file: \(reason)")
        case .exists(isDirectory: true):
            throw ConfigurationError(file: displayPath, message: "configuration path is a directory, not a file")
        case .exists(isDirectory: false):
            break
        }
        let data: Data
        do {
            // Opened only after checking it is a regular file: reading a FIFO would block forever.
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw ConfigurationError(file: displayPath, message: "cannot read configuration file: \(error.localizedDescription)")
        }
        guard data.count <= maximumFileSize else { throw tooLarge(displayPath) }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationError(file: displayPath, message: "configuration file is not valid UTF-8")
        }
        return text
    }
}

/// What `stat` says about a configuration path, following symbolic links.
private enum FileStatus {
    case missing
    /// A regular file (`isDirectory: false`) or a directory; other kinds are reported as failures.
    case exists(isDirectory: Bool)
    case failed(String)

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = errno == ENOENT || errno == ENOTDIR ? .missing : .failed(String(cString: strerror(errno)))
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .exists(isDirectory: true)
        case S_IFREG: self = .exists(isDirectory: false)
        default: self = .failed("not a regular file")
        }
    }
}
