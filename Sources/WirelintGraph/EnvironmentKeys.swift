import WirelintFacts

/// The default of a project environment key, as the missing-injection rules judge it.
public struct KeyDefault: Sendable {
    public let kind: EnvironmentDefault
    public let valueType: TypeReference?
    /// For `.live`: the real implementation the default builds, and the test double that
    /// exists beside it.
    public let liveType: String?
    public let testDouble: String?
}

extension ProjectGraph {
    /// The default of `\.key` when the project declares the key (an `EnvironmentValues`
    /// accessor or `@Entry`); nil for SwiftUI's own keys, which are never reported.
    ///
    /// A default that builds a real object counts as `.live` only when the key's type is a
    /// project protocol that another project type (a mock) also conforms to; otherwise it is
    /// `.plain`.
    public func keyDefault(named key: String) -> KeyDefault? {
        let accessors = files.flatMap(\.facts.environmentValues).filter { $0.name == key }
        guard let accessor = accessors.first else { return nil }
        var kind: EnvironmentDefault
        var builtType: String?
        if let entry = accessor.entryDefault {
            kind = entry
            builtType = accessor.entryDefaultType
        } else if let keyType = accessor.keyType,
                  let declared = files.flatMap(\.facts.environmentKeys).first(where: { $0.keyType == keyType }) {
            kind = declared.defaultKind
            builtType = declared.defaultType
        } else {
            return nil
        }
        var double: String?
        if kind == .live {
            double = builtType.flatMap { testDouble(for: accessor.valueType?.name, besides: $0) }
            if double == nil { kind = .plain }
        }
        return KeyDefault(kind: kind, valueType: accessor.valueType, liveType: kind == .live ? builtType : nil, testDouble: double)
    }

    /// Another project type conforming to the protocol `protocolName` besides `liveType`.
    private func testDouble(for protocolName: String?, besides liveType: String) -> String? {
        guard let protocolName, let declared = type(named: protocolName), declared.kind == .protocol else { return nil }
        let conformers = types.filter { $0.name != liveType && $0.name != protocolName && $0.kind != .protocol && inherits($0, from: protocolName) }
        return conformers.map(\.name).sorted().first
    }
}
