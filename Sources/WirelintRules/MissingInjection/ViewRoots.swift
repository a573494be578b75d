import WirelintFacts
import WirelintGraph
import WirelintKnowledge

/// Where a view tree starts: a preview, an app scene or a hosting controller.
struct ViewRoot: Sendable {
    enum Kind: Sendable {
        case preview
        case scene
        case hostingController
    }

    let kind: Kind
    /// How messages name it: `preview of AccountList`, `WindowGroup`, `UIHostingController`.
    let name: String
    let location: SourceLocation
    /// The body the root's views are constructed in.
    let body: BodyFacts
    let file: String
    /// The type owning the body (types properties passed to injections).
    let owner: LinkedType?
    /// For scenes and hosting controllers: the construction whose content is the tree.
    let construction: Int?
    /// What the tree receives without any injection of the project's: an app's delegate that is
    /// an `ObservableObject` or `@Observable` (`@UIApplicationDelegateAdaptor var delegate: AppDelegate`),
    /// and such a scene delegate the app delegate names, which SwiftUI puts in the environment
    /// of every scene.
    var ambient: [Provision] = []
    /// For `#Preview`s: the traits that may set up the environment (`PreviewModifier`s).
    var traits: [PreviewTrait] = []

    /// The `#if` conditions the root is compiled under: those around its owner's declaration
    /// and the body's `#if os(…)` branches around it.
    var enclosingConditions: [String] {
        let around = body.platformBlocks?.filter { $0.range.contains(location.range) }.map(\.condition) ?? []
        return (owner?.declaration.value.conditions.map(\.condition) ?? []) + around
    }

    /// Whether a construction of `body` belongs to this root's tree.
    func contains(_ index: Int) -> Bool {
        guard let root = construction else { return true }
        var current: Int? = index
        var steps = 0
        while let candidate = current, steps <= body.constructions.count {
            if candidate == root { return index != root }
            current = body.constructions[candidate].enclosing
            steps += 1
        }
        return false
    }
}

extension ProjectGraph {
    /// `#Preview` macros and the `previews` of `PreviewProvider`s.
    var previewRoots: [ViewRoot] {
        var roots = previews.map { preview in
            ViewRoot(
                kind: .preview, name: preview.value.name.map { "preview \"\($0)\"" } ?? "preview",
                location: preview.location(preview.value.range), body: preview.value.body, file: preview.file,
                owner: nil, construction: nil, traits: preview.value.traits)
        }
        for type in types where isPreviewProvider(type) {
            for function in type.functions where function.value.name == "previews" {
                roots.append(ViewRoot(
                    kind: .preview, name: "\(type.name).previews", location: function.location(function.value.range),
                    body: function.value.body, file: function.file, owner: type, construction: nil))
            }
        }
        return roots
    }

    /// The scenes of `App` types and every `UIHostingController(rootView:)`-style construction.
    var appRoots: [ViewRoot] {
        var roots: [ViewRoot] = []
        for type in types where isApp(type) {
            let delegates = observableDelegates(of: type)
            for function in type.functions where function.value.name == "body" {
                roots += constructionRoots(in: function, owner: type, kind: .scene, names: Knowledge.sceneTypes).map { scene in
                    var scene = scene
                    scene.ambient = delegates
                    return scene
                }
            }
        }
        // In source order, as the scenes: by function, then by construction.
        let hostings = Knowledge.hostingTypes.flatMap { constructionSites[$0] ?? [] }
            .sorted { ($0.function, $0.construction) < ($1.function, $1.construction) }
        for site in hostings {
            let (owner, function) = allFunctions[site.function]
            guard !isTest(owner: owner, file: function.file) && !function.value.attributes.contains("Test") else { continue }
            roots.append(constructionRoot(in: function.value.body, file: function.file, at: site.construction, owner: owner, kind: .hostingController))
        }
        // Then those kept in stored properties (`private lazy var host = UIHostingController(rootView: …)`),
        // type by type.
        for type in types {
            func addRoots(in facts: Located<TypeFacts>) {
                // Most types keep no initial value worth summarising: that is asked first.
                guard !facts.value.initialValues.isEmpty, !isTest(owner: type, file: facts.file) else { return }
                for value in facts.value.initialValues {
                    for index in value.body.constructions.indices where Knowledge.hostingTypes.contains(value.body.constructions[index].callee) {
                        roots.append(constructionRoot(in: value.body, file: facts.file, at: index, owner: type, kind: .hostingController))
                    }
                }
            }
            addRoots(in: type.declaration)
            type.extensions.forEach(addRoots(in:))
        }
        return roots
    }

    /// Code of a test, whose hosting controllers host views to measure or snapshot them: a test
    /// case's, or in a test folder or file (`…Tests/`, `…Test.swift`). What such a view lacks is
    /// the test's to set up, and running it shows any crash.
    private func isTest(owner: LinkedType?, file: String) -> Bool {
        owner.map(isTestCase) == true || ConstructionIndex.isTestPath(file)
    }

    /// What SwiftUI itself puts in the environment of an `App`'s scenes: the app delegate
    /// declared through an adaptor, and the scene delegate class that app delegate names as its
    /// scenes' `delegateClass` — each when it is an `ObservableObject` (read with
    /// `@EnvironmentObject`) or `@Observable` (read with `@Environment(SceneDelegate.self)`).
    private func observableDelegates(of app: LinkedType) -> [Provision] {
        var provisions: [Provision] = []
        for property in app.properties {
            guard let wrapper = property.wrapper?.name, Knowledge.delegateAdaptors.contains(wrapper),
                  let name = property.typeName ?? property.wrapper?.typeArgument,
                  let delegate = type(named: name) else { continue }
            provisions += environmentProvision(of: delegate)
            if delegate.functions.contains(where: { $0.value.body.mutations.contains { $0.member == "delegateClass" } }) {
                // The assignment's value is not kept: every project class adopting a scene
                // delegate protocol is taken for the one it names.
                for sceneDelegate in types where sceneDelegate.kind == .class && inherits(sceneDelegate, fromAnyOf: Knowledge.sceneDelegateProtocols) {
                    provisions += environmentProvision(of: sceneDelegate)
                }
            }
        }
        return provisions
    }

    private func environmentProvision(of delegate: LinkedType) -> [Provision] {
        if isObservableObject(delegate) { return [.object(delegate.name)] }
        if isMarkedObservable(delegate) { return [.observable(delegate.name)] }
        return []
    }

    private func constructionRoots(in function: Located<FunctionFacts>, owner: LinkedType?, kind: ViewRoot.Kind, names: Set<String>) -> [ViewRoot] {
        function.value.body.constructions.indices.compactMap { index in
            guard names.contains(function.value.body.constructions[index].callee) else { return nil }
            return constructionRoot(in: function.value.body, file: function.file, at: index, owner: owner, kind: kind)
        }
    }

    private func constructionRoot(in body: BodyFacts, file: String, at index: Int, owner: LinkedType?, kind: ViewRoot.Kind) -> ViewRoot {
        ViewRoot(
            kind: kind, name: body.constructions[index].callee,
            location: SourceLocation(file: file, range: body.constructions[index].range),
            body: body, file: file, owner: owner, construction: index)
    }
}
