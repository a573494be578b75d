import WirelintRules

extension Report {
    /// Unsuppressed findings at error severity.
    public var errorCount: Int {
        unsuppressedFindings.count { $0.severity == .error }
    }

    /// Unsuppressed findings at warning severity.
    public var warningCount: Int {
        unsuppressedFindings.count { $0.severity == .warning }
    }

    /// The one-line stderr summary, `N errors, M warnings in F files`.
    ///
    /// Written to stderr, not stdout, so it never ends up inside SARIF or another machine-read
    /// format and never looks like a finding to a problem matcher.
    public var summaryLine: String {
        "\(Self.counted(errorCount, "error")), \(Self.counted(warningCount, "warning")) in \(Self.counted(fileCount, "file"))"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
