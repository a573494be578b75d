import WirelintFacts
import WirelintGraph

/// The part the two missing-injection rules share: from roots to one finding per root and
/// missing value, with severity from the value's kind and key default, the path as text and as
/// locations, the fix, and a near-miss hint.
enum MissingInjectionReport {
    struct Settings {
        let ruleID: String
        let severityOverride: Severity?
        /// Report needs behind sheets and navigation destinations (app roots) or not (previews,
        /// which render only the immediate tree).
        let includesLatent: Bool
        /// Report keys whose default is a live implementation (previews only: the app is
        /// supposed to use the live one).
        let reportsLiveDefaults: Bool
        /// The rule's `injecting_modifiers`.
        let injectingModifiers: Set<String>

        init(ruleID: String, options: RuleOptions, includesLatent: Bool, reportsLiveDefaults: Bool) {
            self.ruleID = ruleID
            severityOverride = options.severity
            self.includesLatent = includesLatent
            self.reportsLiveDefaults = reportsLiveDefaults
            injectingModifiers = Set(options.strings(injectingModifiersKey))
        }
    }

    static let injectingModifiersKey = "injecting_modifiers"

    /// The option both rules take: library modifiers whose injections wirelint cannot see.
    static let injectingModifiersOption = RuleOptionDescription(
        key: injectingModifiersKey, kind: .stringList,
        summary: "Modifiers from outside the linted code (method or ViewModifier type names) taken to inject every object the tree needs.")

    static func findings(for roots: [ViewRoot], in graph: ProjectGraph, settings: Settings) -> [Finding] {
        let analysis = ViewTreeAnalysis(graph: graph, injectingModifiers: settings.injectingModifiers)
        let rootsByView = rootsByConstructedView(roots)
        var examples = ProvidingExamples(roots: roots, analysis: analysis)
        // Made on the first key left unset: most projects have none to judge.
        var keyDefaults: KeyDefaults?
        var dependencies: DependencyTypes?
        var contextKeys: Set<String>?
        var findings: [Finding] = []
        // A root's tree is walked for the platform its file's target builds for (an iOS app's
        // scene, its watch app's previews): the one its Xcode targets name, else the one its
        // path or the `#if os(…)` around it suggests. One analysis per platform, each memoising
        // its own.
        var platformAnalyses: [Platform: ViewTreeAnalysis] = [:]
        for root in roots {
            var treeAnalysis = analysis
            if let platform = graph.modules.targetPlatform(of: root.file).map(Platform.init)
                ?? Platform(inferredFromPath: root.file) ?? Platform(onlyCompiling: root.enclosingConditions) {
                let candidate = platformAnalyses[platform]
                    ?? ViewTreeAnalysis(graph: graph, injectingModifiers: settings.injectingModifiers, platform: platform)
                platformAnalyses[platform] = candidate
                // A root that platform does not compile (a `#if os(visionOS)` window in `iOS/`)
                // shows that the folder builds for more than its name says: all code counts.
                if candidate.isCompiled(root.location.range, in: root.body) { treeAnalysis = candidate }
            }
            let fromTraits = treeAnalysis.provisions(ofTraits: root.traits)
            let unmet = treeAnalysis.unmetNeeds(in: root.body, file: root.file, owner: root.owner).filter { item in
                root.contains(item.constructionIndex) && (settings.includesLatent || !item.need.isLatent)
                    && !root.ambient.contains { $0.satisfies(item.need.value) } && !fromTraits.contains { $0.satisfies(item.need.value) }
            }
            var byValue: [EnvironmentValue: ViewTreeAnalysis.UnmetNeed] = [:]
            var order: [EnvironmentValue] = []
            for item in unmet {
                if let existing = byValue[item.need.value] {
                    if item.need.hopCount < existing.need.hopCount { byValue[item.need.value] = item }
                } else {
                    byValue[item.need.value] = item
                    order.append(item.need.value)
                }
            }
            for value in order {
                guard let item = byValue[value],
                      let verdict = verdict(
                          for: value, in: graph, settings: settings, keyDefaults: &keyDefaults, dependencies: &dependencies,
                          contextKeys: &contextKeys)
                else { continue }
                var hint = nearMiss(for: item, at: root, roots: roots, rootsByView: rootsByView, analysis: analysis)
                    ?? unseenModifier(around: item, at: root, analysis: analysis, ruleID: settings.ruleID)
                if hint == nil, root.kind == .preview, let example = examples.example(providing: value), example.root != root.location {
                    hint = "other previews provide it with \(example.injection) (\(example.root.file):\(example.root.range.start.line))"
                }
                findings.append(finding(for: item.need, at: root, verdict: verdict, hint: hint, settings: settings))
            }
        }
        return findings
    }

    /// How bad a missing value is, or nil when it is not worth reporting.
    private struct Verdict {
        let severity: Severity
        /// `crashes`, `uses the live APIClient`, … completing "<root> …".
        let consequence: String
        let fix: String
    }

    /// `keyDefaults`, `dependencies` and `contextKeys` are worked out on the first key that needs them.
    private static func verdict(
        for value: EnvironmentValue, in graph: ProjectGraph, settings: Settings, keyDefaults: inout KeyDefaults?,
        dependencies: inout DependencyTypes?, contextKeys: inout Set<String>?
    ) -> Verdict? {
        switch value {
        case .object(let type):
            return Verdict(severity: .error, consequence: "crashes: \(type) is never injected", fix: ".environmentObject(\(type)(…))")
        case .observable(let type):
            return Verdict(severity: .error, consequence: "crashes: \(type) is never injected", fix: ".environment(\(type)(…))")
        case .key(let key):
            let defaults = keyDefaults ?? KeyDefaults(graph: graph)
            keyDefaults = defaults
            guard let keyDefault = defaults[key] else { return nil }
            switch keyDefault.kind {
            case .trap:
                return Verdict(severity: .error, consequence: "crashes: \\.\(key) is never injected and its default value traps",
                               fix: ".environment(\\.\(key), …)")
            case .absent:
                // A closure left `nil` (`((Item) -> AnyView)?`) is a hook a screen may install.
                guard let type = keyDefault.valueType else { return nil }
                let judge = dependencies ?? DependencyTypes(graph: graph)
                dependencies = judge
                let isContainer = judge.isDependencyContainer(typeName: type.name)
                guard isContainer || judge.mayBeDependency(typeName: type.name) else { return nil }
                // Context a container hands its subtree: a view shown outside it falls back to `nil` by design.
                let context = contextKeys ?? graph.keysInjectedOnlyInViews()
                contextKeys = context
                guard !context.contains(key) else { return nil }
                let consequence = isContainer
                    ? "shows its dependencies' not-set state: \\.\(key), the \(type.name) that holds them, is never injected and its default is nil"
                    : "runs with \\.\(key) unset: it is never injected and its default is nil"
                return Verdict(severity: .warning, consequence: consequence, fix: ".environment(\\.\(key), …)")
            case .live:
                guard settings.reportsLiveDefaults, let live = keyDefault.liveType, let double = keyDefault.testDouble,
                      let type = keyDefault.valueType
                else { return nil }
                // A protocol of styles or data (`TextStyle`, adopted by `Hashable` values) has
                // other values, not test doubles: only a dependency's live default matters.
                let judge = dependencies ?? DependencyTypes(graph: graph)
                dependencies = judge
                guard judge.isDependency(typeName: type.name) else { return nil }
                return Verdict(severity: .warning,
                               consequence: "uses the live \(live): \\.\(key) is never injected although \(double) exists",
                               fix: ".environment(\\.\(key), \(double)(…))")
            case .plain:
                return nil
            }
        }
    }

    /// The most constructions a finding spells out on the way from the root down to the reader;
    /// a longer way (generated code, or code written to slow the linter down, each of whose
    /// views is a root in a preview) is told up to them and says how many views it leaves out.
    static let shownHops = 32

    private static func finding(for need: EnvironmentNeed, at root: ViewRoot, verdict: Verdict, hint: String?, settings: Settings) -> Finding {
        let shown = need.hops(first: shownHops)
        let child = shown.first?.typeName ?? need.readerType
        let rootName: String
        let target: String
        switch root.kind {
        case .preview:
            rootName = "preview of \(child)"
            target = "the preview"
        case .scene:
            rootName = root.owner.map { "\(root.name) of \($0.name)" } ?? root.name
            target = "\(child) in the scene"
        case .hostingController:
            rootName = "\(root.name) of \(child)"
            target = "its root view"
        }
        var steps = shown.map { prefix(of: $0.placement, switchedBy: $0.switchedBy) + $0.typeName }
        if need.hopCount > shown.count { steps.append("… \(need.hopCount - shown.count) views") }
        let read = prefix(of: need.readPlacement, switchedBy: need.readSwitchedBy) + "\(wrapper(of: need.property)) \(need.property.name)"
        let path = (steps + [read]).joined(separator: " → ")
        var message = "\(rootName) \(verdict.consequence) (\(path))"
        if need.isPresented {
            message += " once the presented view appears"
        } else if need.isLatent {
            message += " once the user acts"
        }
        message += " — add \(verdict.fix) to \(target)"
        if let hint { message += "; \(hint)" }
        let hops = shown.map { AnnotatedLocation(location: $0.location, message: "\($0.typeName) is constructed here") }
        let reader = AnnotatedLocation(location: need.readerLocation, message: "\(need.readerType).\(need.property.name) reads it here")
        return Finding(
            ruleID: settings.ruleID,
            severity: settings.severityOverride ?? verdict.severity,
            message: message,
            location: root.location,
            related: hops + [reader],
            path: [AnnotatedLocation(location: root.location, message: "\(rootName) starts here")] + hops + [reader])
    }

    /// `(presented) SettingsView`, `(in an action) @EnvironmentObject store`, `(once kind
    /// changes) ScriptForm`.
    private static func prefix(of placement: Construction.Placement, switchedBy subject: String?) -> String {
        if let subject { return "(once \(subject) changes) " }
        switch placement {
        case .immediate: return ""
        case .presentation: return "(presented) "
        case .interaction: return "(in an action) "
        }
    }

    private static func wrapper(of property: PropertyFacts) -> String {
        guard let wrapper = property.wrapper else { return property.typeName ?? "" }
        if let keyPath = wrapper.keyPath { return "@\(wrapper.name)(\\.\(keyPath))" }
        if let type = wrapper.typeArgument { return "@\(wrapper.name)(\(type).self)" }
        return "@\(wrapper.name)"
    }

    /// For each view type, the indices of the roots whose tree constructs it: the candidates for
    /// "another root injects it", found without scanning every root for every finding.
    private static func rootsByConstructedView(_ roots: [ViewRoot]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, root) in roots.enumerated() {
            var views: Set<String> = []
            for construction in root.body.constructions.indices where root.contains(construction) {
                views.insert(root.body.constructions[construction].callee)
            }
            for view in views { index[view, default: []].append(position) }
        }
        return index
    }

    /// A library modifier chained around the view that may inject the value where wirelint
    /// cannot see (`.spezi(appDelegate)`): named, with the option that says it does.
    private static func unseenModifier(
        around item: ViewTreeAnalysis.UnmetNeed, at root: ViewRoot, analysis: ViewTreeAnalysis, ruleID: String
    ) -> String? {
        var current: Int? = item.constructionIndex
        var visited: Set<Int> = []
        while let index = current, index < root.body.constructions.count, visited.insert(index).inserted {
            if let injection = root.body.constructions[index].injections.first(where: analysis.isUnseenModifier),
               case .helper(let name) = injection.kind {
                return ".\(name)(…) is not in the linted code; if it injects this, list \(name) in \(ruleID).\(injectingModifiersKey)"
            }
            current = root.body.constructions[index].enclosing
        }
        return nil
    }

    /// Where the value is injected but does not reach: a sibling branch of the same root, or
    /// another root (preview, scene) of the same view.
    private static func nearMiss(
        for item: ViewTreeAnalysis.UnmetNeed, at root: ViewRoot, roots: [ViewRoot], rootsByView: [String: [Int]],
        analysis: ViewTreeAnalysis
    ) -> String? {
        let value = item.need.value
        let child = root.body.constructions[item.constructionIndex].callee
        for index in root.body.constructions.indices where index != item.constructionIndex && root.contains(index) {
            let construction = root.body.constructions[index]
            guard construction.injections.contains(where: { injection in
                analysis.provisions(of: injection, owner: root.owner).contains { $0.satisfies(value) }
            }) else { continue }
            let line = construction.range.start.line
            return construction.callee == child
                ? "the other \(child) at line \(line) gets it, this one does not"
                : "it is injected into \(construction.callee) at line \(line), a sibling branch that does not contain \(child)"
        }
        for position in rootsByView[child] ?? [] {
            let other = roots[position]
            guard other.kind == root.kind, other.location != root.location else { continue }
            for index in other.body.constructions.indices where other.contains(index) && other.body.constructions[index].callee == child {
                if analysis.provisions(for: index, in: other.body, owner: other.owner).contains(where: { $0.satisfies(value) }) {
                    let place = "\(other.location.file):\(other.location.range.start.line)"
                    return root.kind == .preview
                        ? "another preview of \(child) injects it (\(place))"
                        : "the \(other.name) at \(place) injects it into its \(child)"
                }
            }
        }
        return nil
    }
}

/// How the project's previews provide each value, for a preview that lacks it: teaching the
/// project's own way (`.appEnvironment(.preview)`, a preview modifier) rather than a generic
/// `.environment(…)`. The first preview that injects the value, in the order of the roots.
private struct ProvidingExamples {
    struct Example {
        /// The injection as written, with its arguments elided: `.appEnvironment(…)`.
        let injection: String
        let root: SourceLocation
    }

    let roots: [ViewRoot]
    let analysis: ViewTreeAnalysis
    private var found: [EnvironmentValue: Example?] = [:]

    init(roots: [ViewRoot], analysis: ViewTreeAnalysis) {
        self.roots = roots.filter { $0.kind == .preview }
        self.analysis = analysis
    }

    mutating func example(providing value: EnvironmentValue) -> Example? {
        if let known = found[value] { return known }
        let example = search(value)
        found[value] = example
        return example
    }

    private func search(_ value: EnvironmentValue) -> Example? {
        for root in roots {
            for index in root.body.constructions.indices where root.contains(index) {
                // An injection of an object whose type could not be inferred satisfies any need
                // of its kind, and shows nothing about this one.
                for injection in root.body.constructions[index].injections
                where analysis.provisions(of: injection, owner: root.owner).contains(where: { $0.isTyped && $0.satisfies(value) }) {
                    return Example(injection: Self.text(of: injection), root: root.location)
                }
            }
        }
        return nil
    }

    private static func text(of injection: Injection) -> String {
        let value = injection.valueName ?? injection.valueType.map { "\($0)(…)" } ?? "…"
        switch injection.kind {
        case .environmentObject: return ".environmentObject(\(value))"
        case .environmentType: return ".environment(\(value))"
        case .environmentKey(let key): return ".environment(\\.\(key), \(value))"
        case .helper(let name): return ".\(name)(…)"
        case .viewModifier(let name): return ".modifier(\(name)(…))"
        case .handedTo(let name): return "\(name)(…)"
        }
    }
}
