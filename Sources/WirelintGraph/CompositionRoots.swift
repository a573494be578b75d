import WirelintFacts
import WirelintKnowledge

/// Composition roots: the places where an app creates its long-lived objects and wires them
/// together. Reaching for a shared instance is their job, so rules about hidden dependencies
/// leave them alone.
extension ProjectGraph {
    /// Name endings of dependency-injection containers and their setup (`AppContainer`,
    /// `NetworkAssembly`, Swinject's `Assembler`).
    static let containerSuffixes = NameEndings(Knowledge.containerEndings)

    /// Whether `type` is a composition root: an `App`, an application or scene delegate, an
    /// environment or dependency key, or a dependency container. A view named `…Container`
    /// lays out its content; it is not a dependency container.
    public func isCompositionRoot(_ type: LinkedType) -> Bool {
        if Self.isCompositionRootName(type.name), !isView(type), !isViewModifier(type) { return true }
        return inherits(type, fromAnyOf: Knowledge.compositionRootProtocols)
    }

    /// Whether `type`, not itself a view, builds the app's screens: its instance members
    /// construct both a view and a view model of the project (a coordinator or router that
    /// makes `ProfileView(model: ProfileViewModel(api: api))`). It composes what it shows,
    /// whatever it is named, and an observable one is a composition layer, not a view model.
    public func composesScreens(_ type: LinkedType) -> Bool {
        guard !isView(type), !isViewModifier(type) else { return false }
        var buildsView = false
        var buildsViewModel = false
        for function in type.functions where !function.value.isStatic {
            for construction in function.value.body.constructions {
                for index in declarations(of: construction.callee, from: type.name) where types[index] !== type {
                    if isView(types[index]) { buildsView = true } else if isViewModel(types[index]) { buildsViewModel = true }
                }
                if buildsView && buildsViewModel { return true }
            }
        }
        return false
    }

    /// Views an app's scenes show directly (`WindowGroup { RootView() }`), by index, and views
    /// the app keeps in its own stored properties to show there (`let root = RootView(…)`).
    public var sceneContents: Set<Int> {
        var contents: Set<Int> = []
        for app in types where isApp(app) {
            for property in app.properties where property.isStored && !property.isStatic {
                guard let typeName = property.initializerType ?? property.typeName,
                      let view = ConstructionIndex.resolve(typeName, from: app.name, file: app.declaration.file, graph: self),
                      isView(types[view])
                else { continue }
                contents.insert(view)
            }
            for function in app.functions where function.value.name == "body" {
                for construction in function.value.body.constructions {
                    if let view = ConstructionIndex.resolve(construction.callee, from: app.name, file: function.file, graph: self) {
                        contents.insert(view)
                    }
                }
            }
        }
        return contents
    }

    /// Whether a view is the app's root, part of where it composes its objects: a scene shows
    /// it directly, and nothing else builds it — no other view, no preview.
    public func isAppRootView(_ index: Int, sceneContents: Set<Int>) -> Bool {
        guard sceneContents.contains(index) else { return false }
        let name = types[index].name
        if previews.contains(where: { $0.value.body.constructions.contains { $0.callee == name } }) { return false }
        return (constructionSites[name] ?? []).allSatisfy { site in allFunctions[site.function].owner.map(isApp) == true }
    }

    /// The same for an extension of a type the project does not declare (`extension Container`,
    /// `extension EnvironmentValues`).
    public func isCompositionRoot(_ extensionFacts: TypeFacts) -> Bool {
        Self.isCompositionRootName(extensionFacts.name)
            || extensionFacts.inherited.contains { Knowledge.compositionRootProtocols.contains($0) }
    }

    private static func isCompositionRootName(_ name: String) -> Bool {
        let simpleName = DependencyTypes.lastComponent(name)
        return Knowledge.dependencyStores.contains(simpleName) || containerSuffixes.match(simpleName)
    }

    /// Types constructed only where previews are composed: in `#Preview` bodies, in
    /// `PreviewProvider`s and the types nested in them, or in other such types (`struct
    /// PreviewWrapper: View` that a preview shows to host state). They are preview scaffolding,
    /// composition roots of their previews. A type constructed nowhere is not counted, nor one
    /// that tests construct too: the app may build it where the linted code cannot show it (a
    /// metatype's `init()`), and tests are the only visible sign.
    public var previewOnlyTypes: Set<String> {
        previewOnly.value { findPreviewOnlyTypes() }
    }

    private func findPreviewOnlyTypes() -> Set<String> {
        // Asked for every construction site below: worked out once per type.
        let previewScaffolding = Set(types.lazy.filter { self.isPreviewScaffolding($0) }.map(ObjectIdentifier.init))
        func isPreviewCode(_ type: LinkedType) -> Bool { previewScaffolding.contains(ObjectIdentifier(type)) }
        var constructedInPreviews: Set<String> = []
        for preview in previews {
            for construction in preview.value.body.constructions { constructedInPreviews.insert(construction.callee) }
        }
        for type in types where isPreviewCode(type) {
            for property in type.declaration.value.properties where property.initializerConstructs {
                if let constructed = property.initializerType { constructedInPreviews.insert(constructed) }
            }
            for function in type.functions {
                for construction in function.value.body.constructions where construction.callee != type.name {
                    constructedInPreviews.insert(construction.callee)
                }
            }
        }
        // Who constructs each candidate outside previews; nil when something no type owns does
        // (a foreign extension's function) or the type builds itself in a property (`static let
        // shared = Model()`). Only candidates are looked up: every type constructs `Text`.
        let constructorsInProperties = propertyConstructors(isPreviewCode: isPreviewCode)
        var constructors: [String: Set<String>?] = [:]
        func constructorsOutsidePreviews(of name: String) -> Set<String>? {
            if let known = constructors[name] { return known }
            var found: Set<String>? = constructorsInProperties[name] ?? []
            for site in constructionSites[name] ?? [] {
                guard let owner = allFunctions[site.function].owner else { found = nil; break }
                if owner.name != name, !isPreviewCode(owner) { found?.insert(owner.name) }
            }
            constructors[name] = .some(found)
            return found
        }
        // Grown a step at a time (`#Preview` → a private wrapper → the view it hosts): what a
        // preview-only type builds is built in preview code too, so it becomes a candidate; what
        // a type of the app builds does not, which keeps the search to the previews' own types.
        var candidates = constructedInPreviews
        var previewOnly: Set<String> = []
        var frontier = constructedInPreviews
        while !frontier.isEmpty {
            // A candidate is preview-only when every type constructing it outside previews is
            // itself preview-only: start from all candidates and drop the others until none changes.
            var accepted = candidates.filter { constructorsOutsidePreviews(of: $0) != nil }
            var changed = true
            while changed {
                changed = false
                for name in accepted where !constructorsOutsidePreviews(of: name)!.allSatisfy(accepted.contains) {
                    accepted.remove(name)
                    changed = true
                }
            }
            var next: Set<String> = []
            for name in accepted.subtracting(previewOnly) {
                for type in types(named: name) {
                    for function in type.functions {
                        for construction in function.value.body.constructions
                        where !candidates.contains(construction.callee) && !types(named: construction.callee).isEmpty {
                            next.insert(construction.callee)
                        }
                    }
                }
            }
            previewOnly = accepted
            candidates.formUnion(next)
            frontier = next
        }
        return previewOnly
    }

    /// The types whose stored properties construct each project type in their initial value
    /// (`@StateObject var model = Model()`), previews aside; nil for a type that does so itself
    /// (`static let shared = Model()`).
    private func propertyConstructors(isPreviewCode: (LinkedType) -> Bool) -> [String: Set<String>?] {
        var constructors: [String: Set<String>?] = [:]
        for type in types where !isPreviewCode(type) {
            for property in type.declaration.value.properties where property.initializerConstructs {
                guard let constructed = property.initializerType else { continue }
                if constructed == type.name {
                    constructors[constructed] = .some(nil)
                } else if let existing = constructors[constructed], existing == nil {
                    continue
                } else {
                    constructors[constructed, default: []]?.insert(type.name)
                }
            }
        }
        return constructors
    }

    /// The types among `candidates` that no view update re-creates: every construction the
    /// project shows is outside the `body` and members of views, view modifiers, apps and
    /// scenes — in a hosting controller, a coordinator, or a static factory that only such places
    /// call — and not in a method of another type that a view calls on one of its properties
    /// (`model.story(at: index)` in `body` builds the story on every update). Previews and
    /// tests are ignored; a type constructed nowhere else is not included (its callers are
    /// unknown, e.g. a library's public view). A construction builds the declaration of its
    /// name nearest to it (`declarationsMeant(_:from:)`): an app and its extension may each declare a
    /// `DetailView`, one built by a coordinator, the other in a `body`.
    public func typesCreatedOutsideViewUpdates(among candidates: [LinkedType]) -> Set<ObjectIdentifier> {
        guard !candidates.isEmpty else { return [] }
        func rerunsOnUpdate(_ owner: LinkedType?) -> Bool {
            guard let owner else { return true }  // `extension View { … }` and other foreign extensions
            return isView(owner) || isViewModifier(owner) || isApp(owner) || isScene(owner)
        }
        func isScaffolding(_ owner: LinkedType?) -> Bool {
            guard let owner else { return false }
            return isPreviewProvider(owner) || isTestCase(owner)
        }
        /// Whether `name`, written in `file` inside `owner`, names `type`.
        func names(_ type: LinkedType, _ name: String, in file: String, owner: LinkedType?) -> Bool {
            let declared = declarations(of: name, from: owner?.name)
            if declared.count <= 1 { return true }
            return declarationsMeant(declared.map { types[$0] }, from: file).contains { $0 === type }
        }
        // Names of the methods views call on their properties while they are drawn, gathered
        // only if some construction is in another type's method: matched by name, whatever the
        // receiver. A view's method that only its actions reach (`func signOut()` behind a
        // button) runs when the user acts, not on an update.
        var calledFromViews: Set<String>?
        func isCalledFromViews(_ method: String) -> Bool {
            if calledFromViews == nil {
                var names: Set<String> = []
                func addCalls(in body: BodyFacts) {
                    for mutation in body.mutations {
                        if case .call(let name) = mutation.kind { names.insert(name) }
                    }
                }
                for type in types where rerunsOnUpdate(type) {
                    let reach = FunctionReach(type)
                    for index in type.functions.indices where type.functions[index].value.isStatic || reach[index] == .immediate {
                        addCalls(in: type.functions[index].value.body)
                    }
                }
                for ext in foreignExtensions {
                    ext.value.functions.forEach { addCalls(in: $0.body) }
                }
                calledFromViews = names
            }
            return calledFromViews!.contains(method)
        }
        var recreated: Set<ObjectIdentifier> = []
        var constructed: Set<ObjectIdentifier> = []
        /// Static factories (`static func build(…) -> Self`) that construct a type, by `Type.name`.
        var factories: [String: [LinkedType]] = [:]
        for type in candidates {
            for site in constructionSites[type.name] ?? [] {
                let (owner, function) = allFunctions[site.function]
                guard !isScaffolding(owner), names(type, type.name, in: function.file, owner: owner) else { continue }
                constructed.insert(ObjectIdentifier(type))
                if function.value.isStatic, owner === type {
                    factories["\(type.name).\(function.value.name)", default: []].append(type)
                } else if !function.value.isStatic && !Knowledge.runsOncePerIdentity.contains(function.value.name)
                    && (rerunsOnUpdate(owner) || (function.value.kind == .method && isCalledFromViews(function.value.name))) {
                    recreated.insert(ObjectIdentifier(type))
                }
            }
        }
        if !factories.isEmpty {
            for (owner, function) in allFunctions where !isScaffolding(owner) && rerunsOnUpdate(owner) && !function.value.isStatic {
                for read in function.value.body.staticReads {
                    for built in factories["\(read.type).\(read.member)"] ?? []
                    where names(built, read.type, in: function.file, owner: owner) {
                        recreated.insert(ObjectIdentifier(built))
                    }
                }
            }
        }
        return constructed.subtracting(recreated)
    }
}
