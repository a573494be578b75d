import WirelintFacts
import WirelintGraph

/// `hidden_singleton`: a view or view model that reaches for a project singleton.
///
/// `APIClient.shared` inside a view model is a dependency nobody can see from the outside: the
/// initializer does not mention it, previews talk to the real backend, tests cannot substitute
/// a stub without global mutation, and two screens cannot use two instances. Receiving the
/// object through `init` or the environment makes the dependency explicit and replaceable.
/// The places that create the object graph — the `App`, app and scene delegates, environment
/// and dependency key defaults, DI containers — are where singletons are meant to be read, and
/// are exempt.
public enum HiddenSingletonRule: Rule {
    public static let description = RuleDescription(
        id: "hidden_singleton",
        name: "Hidden singleton",
        summary: "A view or view model reads a project-defined singleton (APIClient.shared) instead of receiving the dependency.",
        rationale: """
            A view or view model that reads APIClient.shared hides a dependency: its init does \
            not show it, previews use the live instance, and tests can only substitute it by \
            mutating global state. Receive the object through init (a view model) or from the \
            environment or init (a view), and read the singleton only where the app is \
            composed: the App, the app delegate, environment key defaults, dependency containers.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOptionDescription(
                key: "allowed_singletons", kind: .stringList,
                summary: "Singletons never reported, as Type (every accessor) or Type.member."),
            RuleOptionDescription(
                key: "singleton_names", kind: .stringList,
                summary: "Static member names that denote a singleton, besides shared, default, current and instance."),
        ]
    )

    static let standardNames: Set<String> = ["shared", "default", "current", "instance"]
    /// Names that may just as well denote a preset value or the ambient state of a value type
    /// (`Theme.default`, `Session.current`): counted only when the member is visibly an object.
    static let ambiguousNames: Set<String> = ["default", "current"]

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let names = standardNames.union(options.strings("singleton_names"))
        let allowed = Set(options.strings("allowed_singletons"))
        let severity = options.severity ?? description.defaultSeverity
        var singletons = SingletonIndex(graph: graph, names: names)
        var findings: [Finding] = []
        for type in graph.types {
            let isView = graph.isView(type) || graph.isViewModifier(type)
            guard isView || graph.isViewModel(type), !graph.isCompositionRoot(type) else { continue }
            var bodies: [(file: String, reads: [StaticRead])] = []
            // Stored property initializers (`private let api = APIClient.shared`).
            for property in type.declaration.value.properties where property.isStored && !property.isStatic {
                if let reads = property.initializerStaticReads { bodies.append((type.declaration.file, reads)) }
            }
            // Instance members: static factories and presets are composition, not use.
            for function in type.functions where !function.value.isStatic {
                bodies.append((function.file, function.value.body.staticReads))
            }
            for (file, reads) in bodies {
                for read in reads where names.contains(read.member) {
                    guard !isOwn(read.type, by: type),
                          !allowed.contains(read.type), !allowed.contains("\(read.type).\(read.member)"),
                          let singleton = singletons.lookup(type: read.type, member: read.member)
                    else { continue }
                    findings.append(finding(for: read, singleton: singleton, in: file, reader: type, isView: isView, severity: severity))
                }
            }
        }
        return findings
    }

    /// A type reading its own shared instance (`Self.shared`, `Cache.shared` inside `Cache`).
    private static func isOwn(_ typeName: String, by type: LinkedType) -> Bool {
        typeName == type.name || type.name.hasSuffix(".\(typeName)")
    }

    private static func finding(
        for read: StaticRead,
        singleton: Singleton,
        in file: String,
        reader: LinkedType,
        isView: Bool,
        severity: Severity
    ) -> Finding {
        let accessor = "\(read.type).\(read.member)"
        let role = isView ? "view" : "view model"
        let fix = isView
            ? "receive it through init or from the environment (@Environment / @EnvironmentObject), injected where the app is composed"
            : "receive it through \(reader.name)'s init, passed in where the app is composed"
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(reader.name) reaches for the singleton \(accessor) instead of receiving it: the \(role)'s "
                + "dependency is hidden from its callers, and previews and tests cannot substitute it — \(fix)",
            location: SourceLocation(file: file, range: read.range),
            related: [AnnotatedLocation(
                location: SourceLocation(file: singleton.file, range: singleton.property.range),
                message: "\(accessor) is declared here")])
    }

    // MARK: Singletons

    /// A static member that holds a shared object.
    struct Singleton {
        let file: String
        let property: PropertyFacts
    }

    /// Looks up `Type.member` among the project's declarations and extensions, once per pair.
    struct SingletonIndex {
        let graph: ProjectGraph
        let names: Set<String>
        /// Static properties with a singleton name declared in extensions of types the project
        /// does not declare (`extension UserDefaults { static let shared = … }`), by type.
        private let foreign: [String: [Singleton]]
        private var cache: [String: Singleton?] = [:]

        init(graph: ProjectGraph, names: Set<String>) {
            self.graph = graph
            self.names = names
            var foreign: [String: [Singleton]] = [:]
            for ext in graph.foreignExtensions {
                for property in ext.value.properties where property.isStatic && names.contains(property.name) {
                    foreign[ext.value.name, default: []].append(Singleton(file: ext.file, property: property))
                }
            }
            self.foreign = foreign
        }

        mutating func lookup(type: String, member: String) -> Singleton? {
            let key = "\(type).\(member)"
            if let cached = cache[key] { return cached }
            let result = find(type: type, member: member)
                ?? type.split(separator: ".").last.flatMap { $0 == Substring(type) ? nil : find(type: String($0), member: member) }
            cache[key] = .some(result)
            return result
        }

        private func find(type typeName: String, member: String) -> Singleton? {
            for owner in graph.types(named: typeName) {
                let located = [owner.declaration] + owner.extensions
                for declaration in located {
                    guard let property = declaration.value.properties.first(where: { $0.isStatic && $0.name == member }) else { continue }
                    return holdsObject(property, owner: owner.kind, ownerName: typeName, member: member)
                        ? Singleton(file: declaration.file, property: property) : nil
                }
            }
            if let candidates = foreign[typeName], let singleton = candidates.first(where: { $0.property.name == member }) {
                return holdsObject(singleton.property, owner: nil, ownerName: typeName, member: member) ? singleton : nil
            }
            return nil
        }

        /// Whether the static member holds an object rather than a preset value: its type is a
        /// class, actor or protocol of the project. When the type is not visible, `shared` and
        /// `instance` on a class count; `default` and `current` need the type to be known.
        private func holdsObject(_ property: PropertyFacts, owner: TypeFacts.Kind?, ownerName: String, member: String) -> Bool {
            var valueType = property.declaredType?.name ?? property.initializerType
            if valueType == "Self" || (valueType == nil && property.initializerConstructs) { valueType = ownerName }
            if let valueType, let resolved = graph.types(named: valueType).first {
                switch resolved.kind {
                case .class, .actor, .protocol: return true
                case .struct, .enum, .extension: return false
                }
            }
            if ambiguousNames.contains(member) { return false }
            if valueType == nil, let owner { return owner == .class || owner == .actor }
            return true
        }
    }
}
