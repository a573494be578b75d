/// An `import` of a file: a module whose declarations the file sees.
public struct ImportFacts: Codable, Sendable, Equatable {
    /// The module, as written (`Core` of `import Core` and of `import struct Core.Store`).
    public var module: String
    /// `@_exported import`: whoever imports this file's module sees `module` too.
    public var isExported: Bool
    /// The `#if` branches the import is in.
    public var conditions: [ConditionClause]

    public init(module: String, isExported: Bool = false, conditions: [ConditionClause] = []) {
        self.module = module
        self.isExported = isExported
        self.conditions = conditions
    }
}

/// A SwiftPM manifest (`Package.swift`) or Tuist project (`Project.swift`): the targets it
/// declares, each a module. Read from the manifest's syntax; a manifest that builds its targets
/// in code (loops, helper functions) yields those written out as target calls.
public struct PackageManifestFacts: Codable, Sendable, Equatable {
    public var targets: [PackageTargetFacts]

    public init(targets: [PackageTargetFacts] = []) {
        self.targets = targets
    }
}

/// One target of a SwiftPM manifest, or of a Tuist project: its `path` then the folder its
/// `sources:` globs share, and its `sources` the folders of each glob when they differ.
public struct PackageTargetFacts: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case regular, executable, test
    }

    public var name: String
    public var kind: Kind
    /// `path:`, relative to the package folder; nil for the default `Sources/<name>` or
    /// `Tests/<name>`.
    public var path: String?
    /// `sources:`, relative to the target's folder; nil for all of it.
    public var sources: [String]?
    /// `exclude:`, relative to the target's folder.
    public var exclude: [String]
    /// The targets and products it depends on, by name.
    public var dependencies: [String]

    public init(name: String, kind: Kind = .regular, path: String? = nil, sources: [String]? = nil, exclude: [String] = [], dependencies: [String] = []) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.exclude = exclude
        self.dependencies = dependencies
    }
}

extension ImportFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (module, isExported, conditions) = (try reader.readString(), try reader.readBool(), try reader.readArray(ConditionClause.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(module)
        writer.write(isExported)
        writer.write(conditions)
    }
}

extension PackageManifestFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        targets = try reader.readArray(PackageTargetFacts.self)
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(targets)
    }
}

extension PackageTargetFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, kind, path, sources, exclude, dependencies) = (
            try reader.readString(), try reader.read(Kind.self), try reader.readOptional(String.self),
            try reader.readOptional(StringList.self)?.strings, try reader.readArray(String.self), try reader.readArray(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(path)
        writer.write(sources.map(StringList.init))
        writer.write(exclude)
        writer.write(dependencies)
    }
}

extension PackageTargetFacts.Kind: FactsCodableEnum {
    public static let codingOrder = allCases
}

/// An optional list of strings, coded as one value (`sources:` absent differs from empty).
private struct StringList: FactsCodable {
    var strings: [String]

    init(_ strings: [String]) {
        self.strings = strings
    }

    init(from reader: inout FactsReader) throws {
        strings = try reader.readArray(String.self)
    }

    func write(to writer: inout FactsWriter) {
        writer.write(strings)
    }
}
