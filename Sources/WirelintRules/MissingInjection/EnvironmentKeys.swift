import WirelintFacts
import WirelintGraph

/// The default of a project environment key, as the missing-injection rules judge it.
struct KeyDefault: Sendable {
    let kind: EnvironmentDefault
    let valueType: TypeReference?
    /// For `.live`: the real implementation the default builds, and the test double that
    /// exists beside it.
    let liveType: String?
    let testDouble: String?
}

/// Every key the project declares, with its default, by accessor name: worked out once, when a
/// rule first meets a key that a tree leaves unset. Asked per environment read of every view
/// tree, a scan of the project's keys and types made large projects quadratic.
struct KeyDefaults {
    private let defaults: [String: KeyDefault]

    /// The default of `\.key` when the project declares the key (an `EnvironmentValues`
    /// accessor or `@Entry`); nil for SwiftUI's own keys, which are never reported.
    ///
    /// A default that builds a project type that traps when used (`TrappingTypes`) is `.trap`.
    /// A default that builds a real object counts as `.live` only when the key's type is a
    /// project protocol that another project type (a mock) also conforms to, and the object is
    /// not itself a stand-in (`NoopResolver()`, `StandInNames`); otherwise it is `.plain`. Whether an `.absent` key's type is worth injecting is the rules' call
    /// (`DependencyTypes`).
    subscript(key: String) -> KeyDefault? {
        defaults[key]
    }

    init(graph: ProjectGraph) {
        defaults = Self.defaults(in: graph)
    }

    private static func defaults(in graph: ProjectGraph) -> [String: KeyDefault] {
        let files = graph.files, types = graph.types
        // The first accessor of each name, and the first declaration of each key type.
        var accessors: [String: EnvironmentValueFacts] = [:]
        var keys: [String: EnvironmentKeyFacts] = [:]
        for file in files {
            for accessor in file.facts.environmentValues where accessors[accessor.name] == nil { accessors[accessor.name] = accessor }
            for key in file.facts.environmentKeys where keys[key.keyType] == nil { keys[key.keyType] = key }
        }
        var defaults: [String: (accessor: EnvironmentValueFacts, kind: EnvironmentDefault, builtType: String?)] = [:]
        for (name, accessor) in accessors {
            var entry: (kind: EnvironmentDefault, builtType: String?, arguments: [String]?)
            if let kind = accessor.entryDefault {
                entry = (kind, accessor.entryDefaultType, accessor.entryDefaultArguments)
            } else if let keyType = accessor.keyType, let declared = keys[keyType] {
                entry = (declared.defaultKind, declared.defaultType, declared.defaultArguments)
            } else {
                continue
            }
            // What the default builds decides, whatever the key's type: a project type that
            // traps when used makes the default a trap.
            if entry.kind == .live, let built = entry.builtType.flatMap(graph.type(named:)),
               TrappingTypes.traps(built, builtWith: entry.arguments) {
                entry.kind = .trap
            }
            defaults[name] = (accessor, entry.kind, entry.builtType)
        }
        // The non-protocol types conforming to each project protocol a live default's key is typed as.
        let protocols = Set(defaults.values.compactMap { entry -> String? in
            guard entry.kind == .live, let name = entry.accessor.valueType?.name, let match = graph.type(named: name),
                  match.kind == .protocol else { return nil }
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
                // Another conformer besides the type the default builds: a mock, the one named
                // as one when there are several.
                double = entry.builtType.flatMap { built in
                    let others = entry.accessor.valueType.flatMap { conformers[$0.name] }?.filter { $0 != built } ?? []
                    return others.count > 1 ? others.filter(StandInNames.isStandIn).min() ?? others.min() : others.first
                }
                // A default that is itself a stand-in (`MockAgentResolver()`) is what previews want.
                if double == nil || entry.builtType.map(StandInNames.isStandIn) == true { kind = .plain }
            }
            return KeyDefault(
                kind: kind, valueType: entry.accessor.valueType, liveType: kind == .live ? entry.builtType : nil, testDouble: double)
        }
    }
}

extension ProjectGraph {
    /// Keys the project injects (`.environment(\.key, …)`) only inside the bodies of its own
    /// views and view modifiers: context a container hands its subtree (a feed's layout helper,
    /// a paywall's state store), never an app root's, a preview's or a shared helper's.
    ///
    /// A view of that subtree shown elsewhere — previewed alone, or reached from a root by
    /// another path — runs without it by design, and a key left `nil` by default is how its code
    /// knows. Walks every body: asked only when such a key is missing somewhere.
    func keysInjectedOnlyInViews() -> Set<String> {
        var inViews: Set<String> = []
        var elsewhere: Set<String> = []
        func note(_ body: BodyFacts, inView: Bool) {
            for construction in body.constructions {
                for injection in construction.injections {
                    guard case .environmentKey(let key) = injection.kind else { continue }
                    if inView { inViews.insert(key) } else { elsewhere.insert(key) }
                }
            }
        }
        for (owner, function) in allFunctions {
            // A static function of a view is a factory (`static var preview`), not its body.
            let inView = owner.map { !function.value.isStatic && (isView($0) || isViewModifier($0)) } ?? false
            note(function.value.body, inView: inView)
        }
        for preview in previews { note(preview.value.body, inView: false) }
        return inViews.subtracting(elsewhere)
    }
}
