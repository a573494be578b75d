import WirelintFacts
import WirelintGraph
import WirelintKnowledge
import WirelintRules

/// Builds the `WiringGraph` of a linked project: reads the graph the rules ran on and the
/// findings they reported, and analyses nothing of its own beyond placing them — the picture
/// shows what the lint saw.
public struct WiringGraphBuilder {
    private let graph: ProjectGraph
    private let roles: TypeRoles
    /// The environment keys the project declares (`EnvironmentValues` accessors, `@Entry`), by
    /// name: only these are drawn — SwiftUI's own (`dismiss`, `colorScheme`) are read by most
    /// views and would bury the project's wiring.
    private let declaredKeys: [String: SourceLocation]
    private var collector = WiringCollector()
    /// Where each type node's code is, for the findings no edge stands for.
    private var extents: [String: [TypeExtent]] = [:]

    private init(graph: ProjectGraph) {
        self.graph = graph
        roles = TypeRoles(graph: graph)
        var keys: [String: SourceLocation] = [:]
        for file in graph.files {
            for value in file.facts.environmentValues where keys[value.name] == nil {
                keys[value.name] = SourceLocation(file: file.path, range: value.range)
            }
        }
        declaredKeys = keys
    }

    /// The whole project's wiring, with `findings` (suppressed ones left out) placed on it.
    public static func build(from graph: ProjectGraph, findings: [Finding]) -> WiringGraph {
        var builder = WiringGraphBuilder(graph: graph)
        builder.addApps()
        builder.addPreviews()
        builder.addTypes()
        return FindingPlacement.place(
            findings.filter { !$0.isSuppressed }, on: builder.collector.graph.withoutIsolatedObjects,
            extents: builder.extents.values.flatMap { $0 })
    }

    // MARK: Roots

    /// Each `App` and its scenes, with what each scene draws and injects.
    private mutating func addApps() {
        for type in graph.types where graph.isApp(type) {
            let app = typeNode(type, kind: .app)
            for function in type.functions where function.value.name == "body" {
                let body = function.value.body
                let scenes = body.constructions.indices.filter { Knowledge.sceneTypes.contains(body.constructions[$0].callee) }
                for index in scenes {
                    let construction = body.constructions[index]
                    let location = function.location(construction.range)
                    // Named as the findings name it; an app's two `WindowGroup`s told apart by line.
                    let twins = scenes.count { body.constructions[$0].callee == construction.callee }
                    let scene = collector.node(
                        id: "scene:\(function.file):\(construction.range.start.line)", kind: .scene,
                        name: "\(construction.callee) of \(type.name)" + (twins > 1 ? " (line \(construction.range.start.line))" : ""),
                        location: location)
                    // At the app's `body`: the scene's own place is where its findings are, not the app's.
                    collector.edge(.draws, from: app, to: scene, placement: .immediate, at: function.location(function.value.range))
                    let tree = SceneTree(body: body, scene: index)
                    addConstructions(of: body, in: function.file, from: scene, owner: type, including: tree.contains)
                }
            }
        }
    }

    /// `#Preview`s and `PreviewProvider`s, each a root of the views it shows.
    private mutating func addPreviews() {
        var previews: [(body: BodyFacts, file: String, name: String, location: SourceLocation, owner: LinkedType?)] = []
        for preview in graph.previews {
            let name = preview.value.name.map { "preview \"\($0)\"" } ?? "preview of \(firstView(in: preview.value.body, file: preview.file) ?? "?")"
            previews.append((preview.value.body, preview.file, name, preview.location(preview.value.range), nil))
        }
        for type in graph.types where graph.isPreviewProvider(type) {
            for function in type.functions where function.value.name == "previews" {
                previews.append((function.value.body, function.file, "\(type.name).previews", function.location(function.value.range), type))
            }
        }
        for preview in previews {
            // A view's several previews told apart by line, so that `--root` can name each.
            let twins = previews.count { $0.name == preview.name }
            let line = preview.location.range.start.line
            let node = collector.node(
                id: "preview:\(preview.file):\(line)", kind: .preview, name: preview.name + (twins > 1 ? " (line \(line))" : ""),
                location: preview.location)
            addConstructions(of: preview.body, in: preview.file, from: node, owner: preview.owner)
        }
    }

    /// The first of the project's views a preview constructs: the one it shows.
    private func firstView(in body: BodyFacts, file: String) -> String? {
        for construction in body.constructions {
            if let type = resolve(construction.callee, from: nil, in: file), roles.kind(of: type) == .view { return type.name }
        }
        return nil
    }

    // MARK: Types

    /// Views, view models and dependencies: what they read, construct and draw.
    private mutating func addTypes() {
        for type in graph.types {
            guard let kind = roles.kind(of: type) else { continue }
            let node = typeNode(type, kind: kind)
            addProperties(of: type, node: node)
            // `body` and what it calls run while the view is drawn; a method only an action
            // reaches runs when the user acts.
            let reach = kind == .view ? FunctionReach(type) : nil
            for (index, function) in type.functions.enumerated() where kind != .app || function.value.name != "body" {
                let runs = reach.map { $0[index] ?? .interaction } ?? .immediate
                addConstructions(of: function.value.body, in: function.file, from: node, owner: type, runningAt: runs)
            }
        }
    }

    /// Environment reads, and what stored properties construct (`@StateObject var model = Model()`).
    private mutating func addProperties(of type: LinkedType, node: String) {
        let file = type.declaration.file
        for property in type.properties where !property.isStatic {
            let location = SourceLocation(file: file, range: property.range)
            if let value = EnvironmentRead(property) {
                if let read = environmentNode(value) { collector.edge(.reads, from: node, to: read, at: location) }
            } else if property.initializerConstructs, let name = property.initializerType,
                      let constructed = resolve(name, from: type, in: file), let kind = roles.kind(of: constructed), kind != .view {
                collector.edge(.constructs, from: node, to: typeNode(constructed, kind: kind), at: location)
            }
        }
    }

    /// The constructions of one body that `including` keeps: the views drawn, the objects
    /// constructed, the values injected and the values a view hands on.
    private mutating func addConstructions(
        of body: BodyFacts, in file: String, from node: String, owner: LinkedType?,
        runningAt runs: Construction.Placement = .immediate, including: (Int) -> Bool = { _ in true }
    ) {
        for (index, construction) in body.constructions.enumerated() where including(index) {
            let location = SourceLocation(file: file, range: construction.range)
            let placement = runs.then(construction.placement)
            if let type = resolve(construction.callee, from: owner, in: file), let kind = roles.kind(of: type), kind != .app {
                let target = typeNode(type, kind: kind)
                if kind == .view {
                    collector.edge(.draws, from: node, to: target, placement: placement, at: location)
                    if let owner, roles.kind(of: owner) == .view { addRelays(construction, from: owner, node: node, to: target) }
                } else {
                    let labels = construction.arguments.compactMap { $0.label.map { "\($0):" } }.joined(separator: " ")
                    collector.edge(.constructs, from: node, to: target, placement: placement, label: labels.isEmpty ? nil : labels, at: location)
                }
            }
        }
        let injections = InjectionTargets(of: body, including: including) { construction in
            resolve(construction.callee, from: owner, in: file).map { roles.kind(of: $0) == .view } ?? false
        }
        for (injection, target) in injections.targets {
            guard let value = EnvironmentRead(injection, owner: owner).flatMap({ environmentNode($0) }) else { continue }
            collector.edge(
                .injects, from: node, to: value, label: "into \(body.constructions[target].callee)",
                at: SourceLocation(file: file, range: injection.range))
        }
    }

    /// A view handing one of its plain stored properties to a view it draws
    /// (`OrdersScreen(history: history)`): placed at the property, where a relay is reported.
    private mutating func addRelays(_ construction: Construction, from owner: LinkedType, node: String, to target: String) {
        for argument in construction.arguments {
            guard let name = argument.name, let property = owner.property(named: name), property.isStored, property.wrapper == nil else { continue }
            collector.edge(
                .relays, from: node, to: target, label: name, at: SourceLocation(file: owner.declaration.file, range: property.range))
        }
    }

    // MARK: Nodes

    /// One node per declaration: an app and its companion app may each declare a `SettingsView`,
    /// told apart by file in the id and by folder in the name.
    private mutating func typeNode(_ type: LinkedType, kind: WiringNode.Kind) -> String {
        let file = type.declaration.file
        let isShared = graph.types(named: type.name).count > 1
        let folder = file.split(separator: "/").dropLast().last.map { " (\($0))" } ?? ""
        let id = collector.node(
            id: isShared ? "type:\(type.name)@\(file)" : "type:\(type.name)", kind: kind, name: isShared ? type.name + folder : type.name,
            location: SourceLocation(file: file, range: type.declaration.value.range))
        if extents[id] == nil { extents[id] = TypeExtent.extents(of: type, node: id) }
        return id
    }

    /// The node of an environment value; nil for a key the project does not declare.
    private mutating func environmentNode(_ value: EnvironmentRead) -> String? {
        switch value {
        case .object(let name):
            if let type = graph.type(named: name) { return typeNode(type, kind: .environmentObject) }
            return collector.node(id: "type:\(name)", kind: .environmentObject, name: name, location: nil)
        case .key(let key):
            guard let declared = declaredKeys[key] else { return nil }
            return collector.node(id: "key:\(key)", kind: .environmentKey, name: "\\.\(key)", location: declared)
        }
    }

    /// The declaration a type name written in `file` inside `owner` means, if the project declares it.
    private func resolve(_ name: String, from owner: LinkedType?, in file: String) -> LinkedType? {
        let declared = graph.declarations(of: name, from: owner?.name).map { graph.types[$0] }
        return ProjectGraph.nearest(declared, to: file).first
    }
}
