import WirelintFacts

public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A location with a sentence saying why it matters to the finding.
public struct AnnotatedLocation: Codable, Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// One reported problem: what is wrong, where, the locations that prove it, and the fix
/// (the fix is part of `message`).
public struct Finding: Codable, Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Other places involved (the property read, the wrapper declaration, …).
    public var related: [AnnotatedLocation]
    /// An ordered path proving the finding (root → … → culprit), for SARIF `codeFlows`.
    public var path: [AnnotatedLocation]
    /// Set by the suppression stage: kept for SARIF (`suppressions`), dropped from text output.
    public var isSuppressed: Bool

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        related: [AnnotatedLocation] = [],
        path: [AnnotatedLocation] = [],
        isSuppressed: Bool = false
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.path = path
        self.isSuppressed = isSuppressed
    }
}

extension Finding: Comparable {
    /// Report order: path, line, column, then rule and message so that equal positions are stable.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.location.file, lhs.location.range.start.line, lhs.location.range.start.column, lhs.ruleID, lhs.message)
            < (rhs.location.file, rhs.location.range.start.line, rhs.location.range.start.column, rhs.ruleID, rhs.message)
    }
}

// The binary form of findings, for the stored run in the cache (see `FactsCodable`).

extension Severity: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension AnnotatedLocation: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (location, message) = (try reader.read(SourceLocation.self), try reader.readString())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(location)
        writer.write(message)
    }
}

extension Finding: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (ruleID, severity, message, location, related, path, isSuppressed) = (
            try reader.readString(), try reader.read(Severity.self), try reader.readString(), try reader.read(SourceLocation.self),
            try reader.readArray(AnnotatedLocation.self), try reader.readArray(AnnotatedLocation.self), try reader.readBool())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(ruleID)
        writer.write(severity)
        writer.write(message)
        writer.write(location)
        writer.write(related)
        writer.write(path)
        writer.write(isSuppressed)
    }
}
