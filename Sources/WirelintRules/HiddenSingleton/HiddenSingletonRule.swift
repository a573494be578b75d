import WirelintFacts
import WirelintGraph
import WirelintKnowledge

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

    public static let weight = RuleWeight.bodies

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let names = Knowledge.singletonMembers.union(options.strings("singleton_names"))
        let allowed = Set(options.strings("allowed_singletons"))
        let severity = options.severity ?? description.defaultSeverity
        let instances = SharedInstanceIndex(graph: graph, unambiguousNames: names.subtracting(Knowledge.ambiguousSingletonMembers))
        // Worked out over the whole project, and needed only once some type reads a singleton.
        lazy var scaffolding = Scaffolding(graph: graph)
        var findings: [Finding] = []
        let sceneContents = graph.sceneContents
        // A type declared inside a `#Preview` is preview code, as a preview-only type is.
        for (index, type) in graph.types.enumerated() where !type.declaration.value.isPreviewLocal {
            let isView = graph.isView(type) || graph.isViewModifier(type)
            guard isView || graph.isViewModel(type), !graph.isCompositionRoot(type), !graph.isSingleton(type, names: names),
                  isView || !graph.composesScreens(type), !graph.isAppRootView(index, sceneContents: sceneContents)
            else { continue }
            let isSingletonRead = { (read: StaticRead) in
                names.contains(read.member) || instances.isOwnInstance(type: read.type, member: read.member)
            }
            let bodies = bodies(of: type, readingAny: isSingletonRead)
            guard !bodies.isEmpty, !scaffolding.contains(type) else { continue }
            let setUp = singletonsSetUp(by: type, names: names)
            // One finding per singleton the type reaches for, however many of its members do.
            var uses: [(instance: SharedInstance, reads: [(location: SourceLocation, accessor: String)])] = []
            for body in bodies {
                // `dataService ?? DataService.shared`: the dependency can be supplied; the
                // singleton is only its default.
                for read in body.reads where read.isFallback != true && isSingletonRead(read) {
                    guard !isOwn(read.type, by: type), !setUp.contains(read.type),
                          !allowed.contains(read.type), !allowed.contains("\(read.type).\(read.member)"),
                          !body.injected.contains("\(read.type).\(read.member)"),
                          let instance = instances.sharedInstance(type: read.type, member: read.member),
                          !allowed.contains(instance.owner.name), !allowed.contains("\(instance.owner.name).\(read.member)"),
                          !isCrossCutting(instance, graph: graph), !isPersistentModel(instance), holdsState(instance, graph: graph),
                          !isCreated(type, by: instance.owner, graph: graph)
                    else { continue }
                    let use = (SourceLocation(file: body.file, range: read.range), "\(read.type).\(read.member)")
                    if let index = uses.firstIndex(where: { $0.instance.location == instance.location }) {
                        uses[index].reads.append(use)
                    } else {
                        uses.append((instance, [use]))
                    }
                }
            }
            for use in uses {
                let reads = use.reads.sorted { $0.location < $1.location }
                findings.append(finding(
                    accessor: reads[0].accessor, reads: reads.map(\.location), instance: use.instance, reader: type, isView: isView,
                    severity: severity))
            }
        }
        return findings
    }

    /// The static reads of one body of a type, with the accessors it injects into the
    /// environment (`.environment(Theme.shared)`: handing the instance to a subtree composes
    /// rather than hides).
    private struct Body {
        let file: String
        var reads: [StaticRead]
        var injected: Set<String>
    }

    /// The type's instance members, plus its stored property initializers taken together (they
    /// run as part of every init): static factories and presets are composition, not use. Only
    /// bodies with a singleton read (`isSingletonRead`) are returned; the rest cannot hold a finding.
    private static func bodies(of type: LinkedType, readingAny isSingletonRead: (StaticRead) -> Bool) -> [Body] {
        var result: [Body] = []
        var initializerReads: [StaticRead] = []
        var seen: Set<String> = []
        var storedFromSingleton: [String: String] = [:]
        for property in type.declaration.value.properties where property.isStored && !property.isStatic {
            for read in property.initializerStaticReads ?? [] {
                if seen.insert("\(read.type).\(read.member)").inserted { initializerReads.append(read) }
                storedFromSingleton[property.name] = "\(read.type).\(read.member)"
            }
        }
        var injectedFromProperties: Set<String> = []
        // By index: iterating the functions copied each, with all its arrays, for every view and
        // view model, and most read no singleton.
        let functions = type.functions
        for index in functions.indices where !functions[index].value.isStatic {
            let readsAny = functions[index].value.body.staticReads.contains(where: isSingletonRead)
            // Injections matter to a body that reads a singleton, and to the stored properties'
            // initializers, which every body's injections can hand on.
            guard readsAny || !storedFromSingleton.isEmpty else { continue }
            let function = functions[index]
            let injected = injectedNames(in: function.value.body)
            for name in injected {
                let base = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
                if let accessor = storedFromSingleton[base] { injectedFromProperties.insert(accessor) }
            }
            if readsAny { result.append(Body(file: function.file, reads: function.value.body.staticReads, injected: injected)) }
        }
        if !initializerReads.isEmpty {
            result.append(Body(file: type.declaration.file, reads: initializerReads, injected: injectedFromProperties))
        }
        return result
    }

    /// Plain names injected with `.environment(…)` / `.environmentObject(…)` in a body
    /// (`Theme.shared`, `settings`, `settings.preferences`).
    private static func injectedNames(in body: BodyFacts) -> Set<String> {
        var names: Set<String> = []
        for construction in body.constructions {
            for injection in construction.injections {
                if let name = injection.valueName { names.insert(name) }
            }
        }
        return names
    }

    /// The types whose shared instance `type` creates or installs — `BirdBrain.createSharedInstance(…)`,
    /// `Store.configure(…)`, `Session.shared = …`: the view or modifier that does so is where
    /// that singleton is composed, and its reads of it are not hidden.
    private static func singletonsSetUp(by type: LinkedType, names: Set<String>) -> Set<String> {
        var types: Set<String> = []
        for function in type.functions {
            for read in function.value.body.staticReads where isSetUp(read.member) { types.insert(read.type) }
            // The instance itself replaced, not its state changed (`Session.shared.user = …`).
            for write in function.value.body.staticWrites where names.contains(write.key) { types.insert(write.store) }
        }
        return types
    }

    private static func isSetUp(_ member: String) -> Bool {
        setUpVerbs.contains { verb in
            member.hasPrefix(verb) && member.dropFirst(verb.count).first.map { $0.isUppercase } != false
        }
    }

    private static let setUpVerbs = ["create", "setUp", "setup", "configure", "bootstrap", "initialize", "install"]

    /// A type reading its own shared instance (`Cache.shared` inside `Cache`).
    private static func isOwn(_ typeName: String, by type: LinkedType) -> Bool {
        typeName == type.name || type.name.hasSuffix(".\(typeName)")
    }

    /// Whether the singleton's methods create `reader` (`captures[id] = Capture(id: id)` in
    /// `CaptureManager.capture(for:)`): the objects a registry hands out are a part of it, and
    /// their reads of it call their owner back, not a dependency a caller could hand them. A
    /// stored property's default (`var current = Item()`) is one instance among those others
    /// create, and does not count.
    private static func isCreated(_ reader: LinkedType, by singleton: LinkedType, graph: ProjectGraph) -> Bool {
        graph.constructions(of: reader).contains { $0.owner === singleton && $0.function.value.kind == .method }
    }

    /// Logging, localization and feedback are cross-cutting concerns that every layer may reach
    /// for: `Logger.shared.log(…)` in a view's `body` is instrumentation,
    /// `LocalizationUtility.default.countryName(…)` spells a name the way every screen does, and
    /// `Haptics.shared.tap()` in a button's action plays a click; none is a dependency of the screen.
    /// A class keeping a haptic engine, feedback generator or sound-effect player plays feedback
    /// whatever its name (`Hap`, `EffectSounds`), also when the player sits in a project type it
    /// keeps (`private let engine = CueEngine()`, which holds the `AVAudioPlayer`s) and it does no
    /// work a test would substitute; and one whose API is logging levels logs.
    private static func isCrossCutting(_ instance: SharedInstance, graph: ProjectGraph) -> Bool {
        [instance.owner, instance.instanceType].contains { type in
            guard let type, let simple = type.name.split(separator: ".").last else { return false }
            return simple == "Log" || simple.hasSuffix("Logger") || simple.hasSuffix("Logging") || isLoggingService(simple)
                || simple.hasPrefix("Localization") || simple.hasPrefix("Localisation") || simple.hasSuffix("Localizer")
                || simple.contains("Haptic") || simple.hasSuffix("FeedbackGenerator") || simple.contains("SoundEffect")
                || keepsFeedbackPlayer(type) || playsThroughKeptPlayer(type, graph: graph)
                || hasLoggingAPI(type)
        }
    }

    private static func keepsFeedbackPlayer(_ type: LinkedType) -> Bool {
        type.properties.contains { $0.isStored && !$0.isStatic && $0.typeName.map(Knowledge.feedbackPlayers.contains) == true }
    }

    /// A feedback player one stored property down: the type keeps a project type that keeps a
    /// player, and none of its methods is `async` or `throws` (playing a cue is fire and forget;
    /// recording or loading is a service's work).
    private static func playsThroughKeptPlayer(_ type: LinkedType, graph: ProjectGraph) -> Bool {
        guard !type.functions.contains(where: { $0.value.isAsyncOrThrowing }) else { return false }
        return type.properties.contains { property in
            guard property.isStored, !property.isStatic, let name = property.typeName else { return false }
            return graph.declarations(of: name, from: type.name).contains { keepsFeedbackPlayer(graph.types[$0]) }
        }
    }

    /// A type whose instance methods are mostly logging levels (`debug(_:)`, `error(_:)`), or
    /// that has such a method and keeps a logging library's logger to forward it to
    /// (`os.Logger`, `OSLog`): a logger whatever its name (`AppLog`).
    private static func hasLoggingAPI(_ type: LinkedType) -> Bool {
        let methods = type.functions.filter { $0.value.kind == .method && !$0.value.isStatic }
        let logging = methods.filter { Knowledge.loggingLevels.contains($0.value.name) }.count
        guard logging > 0 else { return false }
        return logging * 2 >= methods.count
            || type.properties.contains { $0.isStored && $0.typeName.map(DependencyTypes.lastComponent).map(Knowledge.loggingLibraries.contains) == true }
    }

    /// `LoggingService`, `LogManager`: `Log`, `Logger` or `Logging` and a word for a helper.
    /// A `LoggerStore` holds the logs a screen shows: a dependency like any other store.
    private static func isLoggingService(_ name: Substring) -> Bool {
        for word in ["Logging", "Logger", "Log"] where name.hasPrefix(word) {
            return Knowledge.loggingHelperWords.contains(String(name.dropFirst(word.count)))
        }
        return false
    }

    /// A SwiftData entity (`Item.shared` of a `@Model` class) is a record the app stores, not a
    /// service a preview or test would substitute.
    private static func isPersistentModel(_ instance: SharedInstance) -> Bool {
        [instance.owner, instance.instanceType].contains { type in
            type?.attributes.contains(where: Knowledge.persistentModelAttributes.contains) == true
        }
    }

    /// A class without stored instance properties and without `async` or `throws` methods is a
    /// namespace of pure functions (a formatter), not a dependency anyone substitutes; one whose
    /// methods load, save or call out (`func load() async throws -> [Item]`) is a service even
    /// when it keeps no state. The class is the one the instance is created as, when the
    /// declaration shows it (`static let shared: URLOpening = SystemURLOpener()`).
    private static func holdsState(_ instance: SharedInstance, graph: ProjectGraph) -> Bool {
        let created = instance.property.initializerType.flatMap { graph.types(named: $0).first }
        let type = created ?? instance.instanceType ?? instance.owner
        guard type.kind == .class || type.kind == .actor else { return true }
        return !graph.isStateless(type) || type.functions.contains { !$0.value.isStatic && $0.value.isAsyncOrThrowing }
    }

    /// At the type's first read of the singleton; its other reads are related locations.
    private static func finding(
        accessor: String,
        reads: [SourceLocation],
        instance: SharedInstance,
        reader: LinkedType,
        isView: Bool,
        severity: Severity
    ) -> Finding {
        let fix = isView
            ? "receive it through init or from the environment (@Environment / @EnvironmentObject), injected where the app is composed"
            : "receive it through \(reader.name)'s init, passed in where the app is composed"
        return Finding(
            ruleID: description.id,
            severity: severity,
            message: "\(reader.name) reaches for the singleton \(accessor) instead of receiving it: the dependency is "
                + "invisible to its callers, and previews and tests cannot substitute it — \(fix)",
            location: reads[0],
            related: [AnnotatedLocation(location: instance.location, message: "\(accessor) is declared here")]
                + reads.dropFirst().map { AnnotatedLocation(location: $0, message: "\(reader.name) also reads it here") })
    }
}
