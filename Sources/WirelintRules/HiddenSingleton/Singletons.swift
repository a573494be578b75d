import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// A project type's shared instance: a static member such as `static let shared = APIClient()`.
struct SharedInstance: Sendable {
    /// The type declaring the member (`APIClient`).
    let owner: LinkedType
    /// The static property.
    let property: PropertyFacts
    /// The file of the declaration or extension that declares it.
    let file: String
    /// The type of the instance when the declaration shows it (usually `owner`).
    let instanceType: LinkedType?

    var location: SourceLocation { SourceLocation(file: file, range: property.range) }
}

/// Shared instances of project types, looked up by `Type.member` as code reads them.
///
/// A static member counts when it holds an object: its type is a class, actor or protocol of
/// the project (`static let shared = APIClient()`, `static var current: Session`). Presets of
/// value types (`Theme.default`, `Configuration.current`) are values, not shared objects, and
/// extensions of types the project does not declare (`UserDefaults.shared`) configure a system
/// facility rather than define one.
struct SharedInstanceIndex: Sendable {
    let graph: ProjectGraph
    /// Member names that stand for a shared instance even when the instance's type is not
    /// visible (`shared`, `instance`); other names need a visible class, actor or protocol.
    let unambiguousNames: Set<String>

    /// `Type.member` of every instance a class or actor keeps of itself (`OwnInstances`).
    private let ownInstances: Set<String>
    /// Their member names, asked first: most static reads are of other members.
    private let ownInstanceMembers: Set<String>

    init(graph: ProjectGraph, unambiguousNames: Set<String>) {
        self.graph = graph
        self.unambiguousNames = unambiguousNames
        var ownInstances: Set<String> = []
        for type in graph.types {
            if let property = OwnInstances.member(of: type) { ownInstances.insert("\(type.name).\(Self.plain(property.name))") }
        }
        self.ownInstances = ownInstances
        ownInstanceMembers = Set(ownInstances.map { String($0[$0.index(after: $0.lastIndex(of: ".")!)...]) })
    }

    /// Whether `typeName.member` (as written) is a singleton by shape: the one instance a
    /// class or actor of the project keeps of itself, whatever the member is called.
    func isOwnInstance(type typeName: String, member: String) -> Bool {
        guard ownInstanceMembers.contains(member) else { return false }
        return ownInstances.contains("\(typeName).\(member)")
            || graph.types(named: typeName).isEmpty && ownInstances.contains("\(DependencyTypes.lastComponent(typeName)).\(member)")
    }

    /// The shared instance `typeName.member` reads, if that is one. `typeName` is as written;
    /// a qualifier the project does not declare (a module name) is dropped.
    func sharedInstance(type typeName: String, member: String) -> SharedInstance? {
        if let found = lookup(typeName, member) { return found }
        if let dot = typeName.lastIndex(of: "."), graph.types(named: typeName).isEmpty {
            return lookup(String(typeName[typeName.index(after: dot)...]), member)
        }
        return nil
    }

    private func lookup(_ typeName: String, _ member: String) -> SharedInstance? {
        for owner in graph.types(named: typeName) {
            for declaration in [owner.declaration] + owner.extensions {
                guard let property = declaration.value.properties.first(where: { $0.isStatic && Self.plain($0.name) == member }) else { continue }
                return sharedInstance(property, of: owner, file: declaration.file, member: member)
            }
        }
        return nil
    }

    /// `default` for `` `default` ``: a keyword used as a name is declared in backticks.
    static func plain(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.filter { $0 != "`" }) : name
    }

    private func sharedInstance(_ property: PropertyFacts, of owner: LinkedType, file: String, member: String) -> SharedInstance? {
        var instanceTypeName = property.declaredType?.name ?? property.initializerType
        if instanceTypeName == "Self" || (instanceTypeName == nil && property.initializerConstructs) {
            instanceTypeName = owner.name
        }
        let isUnambiguous = unambiguousNames.contains(member)
        // `static var current: Server? { lookUp() }`: a computed lookup of ambient state, not
        // an instance kept somewhere; only `shared`-like names say "the one instance".
        if !property.isStored && !isUnambiguous { return nil }
        if let instanceTypeName, let instanceType = graph.types(named: instanceTypeName).first {
            switch instanceType.kind {
            case .class, .actor, .protocol:
                return SharedInstance(owner: owner, property: property, file: file, instanceType: instanceType)
            case .struct, .enum, .extension:
                return nil
            }
        }
        guard isUnambiguous else { return nil }
        // The instance's type is not visible (`static let shared = makeClient()`) or is not the
        // project's (`static let shared = URLSession(configuration: …)`): a class or actor that
        // names a member `shared` holds a shared object; a value type's is a preset.
        if instanceTypeName == nil, owner.kind != .class, owner.kind != .actor { return nil }
        return SharedInstance(owner: owner, property: property, file: file, instanceType: nil)
    }
}

/// A singleton by shape: a class or actor whose one static stored property holding an instance
/// of the type itself is that instance (`static let share = APIClient()`, `static let main:
/// Self = …`), whatever the member's name.
///
/// Several such properties are a catalogue of presets (`static let light = Palette(…)`, `dark`),
/// not one shared object; a stand-in (`static let preview = Store(…)`) is a fixture and does not
/// count; and SwiftData's `@Model` entities are data, whatever they keep.
enum OwnInstances {
    static func member(of type: LinkedType) -> PropertyFacts? {
        guard type.kind == .class || type.kind == .actor, !type.attributes.contains(where: Knowledge.persistentModelAttributes.contains) else { return nil }
        var found: PropertyFacts?
        for property in type.properties where property.isStatic && property.isStored && holdsOwnType(property, of: type) {
            guard !StandInNames.isStandIn(SharedInstanceIndex.plain(property.name)) else { continue }
            if found != nil { return nil }
            found = property
        }
        return found
    }

    private static func holdsOwnType(_ property: PropertyFacts, of type: LinkedType) -> Bool {
        let declared = property.declaredType
        if let declared { return !declared.isOptional && (declared.name == type.name || declared.name == "Self") }
        guard property.initializerConstructs, let built = property.initializerType else { return false }
        return built == type.name || built == "Self"
    }
}

extension ProjectGraph {
    /// Whether `type` is itself accessed through a shared instance of its own type
    /// (`static let shared = Self()`, or one by shape: `OwnInstances`): a singleton, whose own
    /// dependencies are decided where that instance is created.
    func isSingleton(_ type: LinkedType, names: Set<String>) -> Bool {
        if OwnInstances.member(of: type) != nil { return true }
        return type.properties.contains { property in
            guard property.isStatic, names.contains(SharedInstanceIndex.plain(property.name)) else { return false }
            let instanceType = property.declaredType?.name ?? property.initializerType
            return instanceType == type.name || instanceType == "Self"
                || (instanceType == nil && property.initializerConstructs)
        }
    }

    /// Whether a class keeps no state of its own: no stored instance property in it or in the
    /// project's superclasses it inherits from, other than formatters and coders it keeps to
    /// reuse (`private lazy var hours: DateComponentsFormatter`). Its shared instance is a
    /// namespace of functions (a formatter, a haptics helper), not a dependency with state to
    /// substitute.
    func isStateless(_ type: LinkedType) -> Bool {
        var visited: Set<String> = []
        var pending = [type]
        while let current = pending.popLast() {
            guard visited.insert(current.name).inserted else { continue }
            if current.declaration.value.properties.contains(where: { property in
                property.isStored && !property.isStatic && !Self.isReusableTool(property.typeName)
            }) { return false }
            for name in current.inherited {
                for supertype in types(named: name) where supertype.kind == .class { pending.append(supertype) }
            }
        }
        return true
    }

    /// Foundation's formatters and coders: configured once and reused, they hold settings,
    /// not state that a test would substitute.
    private static func isReusableTool(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return reusableToolEndings.match(DependencyTypes.lastComponent(typeName))
    }

    private static let reusableToolEndings = NameEndings(Knowledge.reusableToolEndings)
}
