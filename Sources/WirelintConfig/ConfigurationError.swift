/// A problem with the configuration that stops the run (the CLI exits with code 2).
///
/// The description is compiler-style (`path:line:column: error: message`) so that editors and CI
/// problem matchers jump straight to the offending line of `.wirelint.yml`.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The configuration file as the user knows it (as typed, or the path that was found).
    public var file: String
    /// 1-based; `nil` when the problem concerns the file as a whole (missing, unreadable, too large).
    public var line: Int?
    /// 1-based, counted in Unicode scalars like libyaml does; `nil` with `line`.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(file):\(line):\(column): error: \(message)"
        case let (line?, nil): "\(file):\(line): error: \(message)"
        default: "\(file): error: \(message)"
        }
    }
}
