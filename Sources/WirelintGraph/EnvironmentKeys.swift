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
    /// `.plain`. Whether an `.absent` key's type is worth injecting is the rules' call
    /// (`DependencyTypes`).
    public func keyDefault(named key: String) -> KeyDefault? {
        keyDefaults[key]
    }

    /// Every declared key's default, by accessor name, worked out once when the graph is linked:
    /// asked per environment read of every view tree, a scan of the project's keys and types
    /// made large projects quadratic.
    static func keyDefaults(files: [FileSummary], types: [LinkedType], typesByName: [String: [Int]]) -> [String: KeyDefault] {
        // The first accessor of each name, and the first declaration of each key type.
        var accessors: [String: EnvironmentValueFacts] = [:]
        var keys: [String: EnvironmentKeyFacts] = [:]
        for file in files {
            for accessor in file.facts.environmentValues where accessors[accessor.name] == nil { accessors[accessor.name] = accessor }
            for key in file.facts.environmentKeys where keys[key.keyType] == nil { keys[key.keyType] = key }
        }
        var defaults: [String: (accessor: EnvironmentValueFacts, kind: EnvironmentDefault, builtType: String?)] = [:]
        for (name, accessor) in accessors {
            if let entry = accessor.entryDefault {
                defaults[name] = (accessor, entry, accessor.entryDefaultType)
            } else if let keyType = accessor.keyType, let declared = keys[keyType] {
                defaults[name] = (accessor, declared.defaultKind, declared.defaultType)
            }
        }
        // The non-protocol types conforming to each project protocol a live default's key is typed as.
        let protocols = Set(defaults.values.compactMap { entry -> String? in
            guard entry.kind == .live, let name = entry.accessor.valueType?.name, let matches = typesByName[name], matches.count == 1,
                  types[matches[0]].kind == .protocol else { return nil }
            return name
        })
        var conformers: [String: [String]] = [:]
        for type in types where !protocols.isEmpty && type.kind != .protocol {
            for ancestor in type.ancestors where protocols.contains(ancestor) && type.name != ancestor {
                conformers[ancestor, default: []].append(type.name)
            }
        }
        return defaults.mapValues { entry in
            var kind = entry.kind
            var double: String?
            if kind == .live {
                // Another conformer besides the type the default builds: a mock.
                double = entry.builtType.flatMap { built in
                    entry.accessor.valueType.flatMap { conformers[$0.name] }?.filter { $0 != built }.min()
                }
                if double == nil { kind = .plain }
            }
            return KeyDefault(
                kind: kind, valueType: entry.accessor.valueType, liveType: kind == .live ? entry.builtType : nil, testDouble: double)
        }
    }
}
