import WirelintFacts
import WirelintGraph

/// Writes into a process-wide store that outlive the view, preview or test that makes them.
///
/// A view's `init` or `body` runs again and again, so its write is always reported. A test's or
/// preview's write (made directly, through a project helper such as
/// `InjectedValues.setQuotes(…)`, or while a static fixture is built) harms only what runs after
/// it: it is reported when it installs a value other than the key's default and another test or
/// preview of the same target reads the key without writing it first. A `setUp` that writes the
/// default back is the reset, and a suite whose every test sets the keys its subject reads leaks
/// nothing.
struct StoreLeaks {
    let graph: ProjectGraph
    let stores: Set<String>
    /// Property wrappers whose reads are reads of the store (`@Injected(\.network)`).
    let wrappers: Set<String>

    /// A body whose store writes can outlive it, and what to say about it.
    private struct Place {
        let file: String
        let body: BodyFacts
        let what: String
        let fix: String
        /// Bodies whose writes undo this one's (`tearDown`); the body's own `defer` and
        /// `addTeardownBlock` writes always count.
        let restorers: [BodyFacts]
        /// Bodies that run before this one (`setUp`): what they write, this one writes first.
        let preparers: [BodyFacts]
        /// Nil for a view, whose writes are always reported.
        let scaffolding: Scaffolding?
    }

    private struct Scaffolding {
        /// The test folder the place is in, or "" for the app's sources, whose previews share a
        /// preview process.
        let target: String
        /// A test or preview of its own, which can observe what others leave behind (a `setUp`
        /// or a fixture runs only for others).
        let observes: Bool
    }

    func findings(severity: Severity) -> [Finding] {
        guard !stores.isEmpty else { return [] }
        let places = self.places()
        var readers = Readers(reads: TypeReads(graph: graph, stores: stores, wrappers: wrappers))
        var findings: [Finding] = []
        for (index, place) in places.enumerated() {
            let restores = Set((place.restorers + [place.body]).flatMap { body in
                writes(of: body).filter { $0.context == .deferred || $0.closureCallee == "addTeardownBlock" || body != place.body }
                    .map { "\($0.store)|\($0.key)" }
            })
            for write in writes(of: place.body) {
                guard write.context != .deferred, write.closureCallee != "addTeardownBlock",
                      !restores.contains("\(write.store)|\(write.key)") else { continue }
                if let scaffolding = place.scaffolding {
                    guard !writesDefault(write),
                          isObserved(Self.storeKey(write), in: scaffolding.target, except: index, places: places, readers: &readers)
                    else { continue }
                }
                findings.append(Finding(
                    ruleID: InjectedGlobalMutationRule.description.id,
                    severity: severity,
                    message: "\(place.what) writes \(write.target), a process-wide dependency store, "
                        + "and never restores it: the override leaks into everything that runs afterwards — \(place.fix)",
                    location: SourceLocation(file: place.file, range: write.range)))
            }
        }
        return findings
    }

    // MARK: Whether anything sees the write

    /// Writing the value the store starts with (`InjectedValues[\.network] = URLSessionNetwork()`
    /// when `var network = URLSessionNetwork()`) is a reset, not an override.
    private func writesDefault(_ write: StaticWrite) -> Bool {
        guard let value = write.value, let store = graph.type(named: write.store),
              let initial = store.property(named: Self.storeKey(write))?.initializerText else { return false }
        return value == initial
    }

    /// The keys each place's subject reads, worked out for the places that are asked about.
    private struct Readers {
        var reads: TypeReads
        var keys: [Int: Set<String>] = [:]

        mutating func keys(readBy index: Int, body: BodyFacts) -> Set<String> {
            if let known = keys[index] { return known }
            let found = reads.keys(readBy: body)
            keys[index] = found
            return found
        }
    }

    private func isObserved(_ key: String, in target: String, except writer: Int, places: [Place], readers: inout Readers) -> Bool {
        for (index, place) in places.enumerated() where index != writer {
            guard let scaffolding = place.scaffolding, scaffolding.observes, scaffolding.target == target,
                  !([place.body] + place.preparers).contains(where: { writes(of: $0, fixtures: true).contains { Self.storeKey($0) == key } })
            else { continue }
            if readers.keys(readBy: index, body: place.body).contains(key) { return true }
        }
        return false
    }

    /// The key's first component: `network` for `[\.network]`, `weather` for `Current.weather.forecast`.
    private static func storeKey(_ write: StaticWrite) -> String {
        String(write.key.prefix { $0 != "." })
    }

    // MARK: Writes, direct and through helpers

    /// The store writes a body makes: its own, and those of the project's static helpers it
    /// calls (`InjectedValues.setQuotes(.sample)`), at the call; with `fixtures`, also those of
    /// the static fixtures it reads (`FeedModel.preview`), which write before their first reader.
    private func writes(of body: BodyFacts, fixtures: Bool = false) -> [StaticWrite] {
        var writes = body.staticWrites.filter { stores.contains($0.store) }
        for read in body.staticReads {
            guard let type = graph.type(named: read.type) else { continue }
            var reached = type.functions.filter { $0.value.isStatic && $0.value.name == read.member }.map(\.value.body)
            if fixtures { reached += staticInitialValues(of: type).filter { $0.property == read.member }.map(\.body) }
            for helperWrite in reached.flatMap(\.staticWrites) where stores.contains(helperWrite.store) && helperWrite.context != .deferred {
                var write = helperWrite
                write.target = "\(Self.storeNamed(helperWrite)) through \(read.type).\(read.member)()"
                write.value = nil
                write.context = .direct
                write.closureCallee = nil
                write.range = read.range
                writes.append(write)
            }
        }
        return writes
    }

    /// The write's target with the store named: `InjectedValues[\.quotes]` for a helper's `self[\.quotes]`.
    private static func storeNamed(_ write: StaticWrite) -> String {
        for selfName in ["self", "Self"] where write.target.hasPrefix(selfName) {
            return write.store + write.target.dropFirst(selfName.count)
        }
        return write.target
    }

    private func staticInitialValues(of type: LinkedType) -> [InitialValue] {
        let staticNames = Set(type.properties.filter(\.isStatic).map(\.name))
        return ([type.declaration] + type.extensions).flatMap(\.value.initialValues).filter { staticNames.contains($0.property) }
    }

    // MARK: Places

    private func places() -> [Place] {
        var places = graph.previews.map {
            Place(file: $0.file, body: $0.value.body, what: "this preview", fix: Self.previewFix,
                  restorers: [], preparers: [], scaffolding: Scaffolding(target: Self.target(of: $0.file), observes: true))
        }
        for type in graph.types {
            let functions = type.functions
            if graph.isView(type) || graph.isViewModifier(type) {
                for function in functions where function.value.kind == .initializer || function.value.name == "body" {
                    places.append(Place(
                        file: function.file, body: function.value.body,
                        what: "\(type.name).\(function.value.kind == .initializer ? "init" : "body")",
                        fix: "views run many times; configure dependencies at the composition root",
                        restorers: [], preparers: [], scaffolding: nil))
                }
            }
            if graph.isPreviewProvider(type) {
                for function in functions where function.value.name == "previews" {
                    places.append(Place(
                        file: function.file, body: function.value.body, what: "\(type.name).previews", fix: Self.previewFix,
                        restorers: [], preparers: staticInitialValues(of: type).map(\.body),
                        scaffolding: Scaffolding(target: Self.target(of: function.file), observes: true)))
                }
            }
            if graph.isScaffolding(type) {
                for fixture in staticInitialValues(of: type) where !fixture.body.staticWrites.isEmpty {
                    places.append(Place(
                        file: type.declaration.file, body: fixture.body, what: "fixture \(type.name).\(fixture.property)",
                        fix: "build the fixture with its dependencies passed in instead", restorers: [], preparers: [],
                        scaffolding: Scaffolding(target: Self.target(of: type.declaration.file), observes: false)))
                }
            }
            places += testPlaces(of: type)
        }
        return places
    }

    private static let previewFix = "inject the stub into the previewed view instead"

    private func testPlaces(of type: LinkedType) -> [Place] {
        let isTestCase = graph.isTestCase(type)
        let bodies = { (names: Set<String>) in type.functions.filter { names.contains($0.value.name) }.map(\.value.body) }
        // What runs before each test: the class's `setUp` and the fixtures it builds.
        let preparers = (isTestCase ? bodies(["setUp", "setUpWithError"]) : []) + staticInitialValues(of: type).map(\.body)
        let tearDowns = isTestCase ? bodies(["tearDown", "tearDownWithError"]) : []
        var places: [Place] = []
        for function in type.functions where function.value.kind == .method && !function.value.isStatic {
            let name = function.value.name
            let isSetUp = isTestCase && (name == "setUp" || name == "setUpWithError")
            let isXCTest = isTestCase && (name.hasPrefix("test") || isSetUp)
            guard isXCTest || function.value.attributes.contains("Test") else { continue }
            places.append(Place(
                file: function.file, body: function.value.body, what: "test \(type.name).\(name)()",
                fix: "save the old value and restore it in tearDown, addTeardownBlock or a defer",
                restorers: isXCTest ? tearDowns : [], preparers: isSetUp ? [] : preparers,
                scaffolding: Scaffolding(target: Self.target(of: function.file), observes: !isSetUp)))
        }
        return places
    }

    /// The folder of the first test target in `file`'s path (`Tests/CartTests`), or "" for
    /// the app's sources.
    static func target(of file: String) -> String {
        let folders = file.split(separator: "/").dropLast()
        guard let index = folders.firstIndex(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }) else { return "" }
        return folders[...index].joined(separator: "/")
    }
}

/// Which store keys a body's subject reads: through the wrapper's properties
/// (`@Injected(\.network)`) or the store's static members (`Current.weather`) of the types it
/// builds or reaches, following their properties and constructions.
struct TypeReads {
    let graph: ProjectGraph
    let stores: Set<String>
    let wrappers: Set<String>
    /// Per type name: the keys it reads itself and the types it reaches.
    private var direct: [String: (keys: Set<String>, reached: [String])] = [:]

    init(graph: ProjectGraph, stores: Set<String>, wrappers: Set<String>) {
        self.graph = graph
        self.stores = stores
        self.wrappers = wrappers
    }

    mutating func keys(readBy body: BodyFacts) -> Set<String> {
        var (keys, queue) = summary(of: body)
        var seen = Set(queue)
        while let name = queue.popLast() {
            let type = summary(ofType: name)
            keys.formUnion(type.keys)
            for next in type.reached where seen.insert(next).inserted { queue.append(next) }
        }
        return keys
    }

    private func summary(of body: BodyFacts) -> (keys: Set<String>, reached: [String]) {
        let keys = body.staticReads.filter { stores.contains($0.type) }.map(\.member)
        return (Set(keys), body.constructions.map(\.callee) + body.staticReads.map(\.type))
    }

    private mutating func summary(ofType name: String) -> (keys: Set<String>, reached: [String]) {
        if let known = direct[name] { return known }
        var keys: Set<String> = []
        var reached: [String] = []
        if let type = graph.type(named: name) {
            for property in type.properties {
                if let wrapper = property.wrapper, wrappers.contains(wrapper.name), let keyPath = wrapper.keyPath { keys.insert(keyPath) }
                keys.formUnion((property.initializerStaticReads ?? []).filter { stores.contains($0.type) }.map(\.member))
                if let typeName = property.typeName { reached.append(typeName) }
            }
            let bodies = type.functions.map(\.value.body) + ([type.declaration] + type.extensions).flatMap(\.value.initialValues).map(\.body)
            for body in bodies {
                let own = summary(of: body)
                keys.formUnion(own.keys)
                reached += own.reached
            }
        }
        direct[name] = (keys, reached)
        return (keys, reached)
    }
}
