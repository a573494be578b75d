import Foundation

/// A configuration together with where it came from.
///
/// `included`/`excluded` globs are relative to `directory`, which is why the two travel together.
public struct LoadedConfiguration: Sendable, Equatable {
    public var configuration: Configuration
    /// The `.wirelint.yml` that was read; `nil` when none was found and defaults apply.
    public var file: URL?
    /// The folder globs are relative to: the config file's folder, or the working directory
    /// when there is no config file.
    public var directory: URL

    public init(configuration: Configuration, file: URL?, directory: URL) {
        self.configuration = configuration
        self.file = file
        self.directory = directory
    }
}
