/// A position in a source file.
///
/// Both column flavours are kept because the two report formats disagree: compiler-style text
/// counts UTF-8 bytes (as `swiftc` does), SARIF counts UTF-16 code units (as GitHub expects).
public struct SourcePosition: Codable, Sendable, Hashable, Comparable {
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int
    /// 1-based column in UTF-16 code units.
    public var utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A half-open range of source text within one file.
public struct SourceRange: Codable, Sendable, Hashable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    // Ranges are the most frequent value in cached facts: stored as six numbers rather than
    // two keyed objects, which keeps cache entries small and quick to decode.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        start = SourcePosition(
            line: try container.decode(Int.self), column: try container.decode(Int.self),
            utf16Column: try container.decode(Int.self))
        end = SourcePosition(
            line: try container.decode(Int.self), column: try container.decode(Int.self),
            utf16Column: try container.decode(Int.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [start.line, start.column, start.utf16Column, end.line, end.column, end.utf16Column] {
            try container.encode(value)
        }
    }
}

/// A range in a named file: what findings and the graph point at.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable {
    /// Path relative to the lint root, with `/` separators.
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.range.start) < (rhs.file, rhs.range.start)
    }
}

extension SourcePosition: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        line = try reader.readInt()
        column = try reader.readInt()
        utf16Column = try reader.readInt()
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(line)
        writer.write(column)
        writer.write(utf16Column)
    }
}

/// Six numbers: the start's, then the end's.
extension SourceRange: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        start = try reader.read(SourcePosition.self)
        end = try reader.read(SourcePosition.self)
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(start)
        writer.write(end)
    }
}

extension SourceLocation: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        file = try reader.readString()
        range = try reader.read(SourceRange.self)
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(file)
        writer.write(range)
    }
}
