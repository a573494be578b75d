/// A position in a source file.
///
/// Both column flavours are kept because the two report formats disagree: compiler-style text
/// counts UTF-8 bytes (as `swiftc` does), SARIF counts UTF-16 code units (as GitHub expects).
public struct SourcePosition: Codable, Sendable, Hashable, Comparable {
    // Stored in 32 bits (a 4 GB file is far beyond anything parsed): positions are the most
    // frequent values in the facts held in memory, and this halves them.
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedUTF16Column: UInt32

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based column in UTF-8 bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// 1-based column in UTF-16 code units.
    public var utf16Column: Int {
        get { Int(storedUTF16Column) }
        set { storedUTF16Column = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int, utf16Column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedUTF16Column = UInt32(clamping: utf16Column)
    }

    private enum CodingKeys: String, CodingKey {
        case line, column, utf16Column
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column),
            utf16Column: try container.decode(Int.self, forKey: .utf16Column))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(utf16Column, forKey: .utf16Column)
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

    /// Whether `other` lies within this range (a read inside a closure argument).
    @inlinable public func contains(_ other: SourceRange) -> Bool {
        start <= other.start && other.end <= end
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

/// Three unsigned varints rather than zig-zag integers: positions are never negative, and
/// they are the most frequent numbers in facts, so lines and columns up to 127 take one byte
/// and are read without a call.
extension SourcePosition: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        if let (line, column, utf16Column) = reader.readThreeBytesBelow128() {
            (storedLine, storedColumn, storedUTF16Column) = (UInt32(line), UInt32(column), UInt32(utf16Column))
            return
        }
        guard let line = UInt32(exactly: try reader.readVarint()), let column = UInt32(exactly: try reader.readVarint()),
              let utf16Column = UInt32(exactly: try reader.readVarint())
        else { throw FactsDecodingError.invalidValue }
        (storedLine, storedColumn, storedUTF16Column) = (line, column, utf16Column)
    }

    public func write(to writer: inout FactsWriter) {
        if writer.setApart != nil {
            writer.setApart!.positions.append(self)
            return
        }
        writer.writeVarint(UInt64(storedLine))
        writer.writeVarint(UInt64(storedColumn))
        writer.writeVarint(UInt64(storedUTF16Column))
    }
}

/// Six numbers: the start's, then the end's.
extension SourceRange: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (start, end) = (try reader.read(SourcePosition.self), try reader.read(SourcePosition.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(start)
        writer.write(end)
    }
}

extension SourceLocation: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (file, range) = (try reader.readString(), try reader.read(SourceRange.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(file)
        writer.write(range)
    }
}
