import WirelintFacts

/// The code that only previews and tests run: preview providers and test cases, the types
/// declared inside them or in a test folder, types only previews construct, and initializers
/// only previews and tests call. A preview host builds its view once and nothing re-renders it
/// from a parent, so the ownership and singleton rules judge the code that ships instead.
///
/// Built by a rule once it has a candidate: finding the preview-only types takes a pass over
/// the project.
public struct Scaffolding {
    private let graph: ProjectGraph
    private let previewOnly: Set<String>

    public init(graph: ProjectGraph) {
        self.graph = graph
        self.previewOnly = graph.previewOnlyTypes
    }

    /// Whether `type` is scaffolding: declared in a preview, a test or a test folder, or
    /// constructed only by previews.
    public func contains(_ type: LinkedType) -> Bool {
        graph.isScaffolding(type) || previewOnly.contains(type.name)
    }

    /// Whether every construction of `type` that can call `initializer` is in a preview or a
    /// test, and some is: an `init(viewModel:)` kept for previews while the app builds the view
    /// through another initializer.
    public func callsOnlyFromScaffolding(_ initializer: FunctionFacts, of type: LinkedType) -> Bool {
        var calledByScaffolding = false
        for (construction, owner, function) in graph.constructions(of: type)
        where ProjectGraph.arguments(construction.arguments, fit: initializer.parameters) {
            guard isScaffolding(owner, file: function.file) else { return false }
            calledByScaffolding = true
        }
        return calledByScaffolding || graph.previewConstructions(of: type).contains {
            ProjectGraph.arguments($0.arguments, fit: initializer.parameters)
        }
    }

    /// Whether the app constructs `type` and every one of its constructions outside previews and
    /// tests passes `property` in: the property's own default (`= Model()`) never runs there.
    public func everyConstructionPasses(_ property: String, to type: LinkedType) -> Bool {
        var constructedByApp = false
        for (construction, owner, function) in graph.constructions(of: type) where !isScaffolding(owner, file: function.file) {
            let passes = construction.arguments.indices.contains { position in
                ConstructionIndex.receivingEnd(of: type, label: construction.arguments[position].label, position: position)
                    == .property(property)
            }
            guard passes else { return false }
            constructedByApp = true
        }
        return constructedByApp
    }

    /// Whether code in `file`, in a member of `owner` (nil at file level), is scaffolding.
    public func isScaffolding(_ owner: LinkedType?, file: String) -> Bool {
        guard let owner else { return ConstructionIndex.isTestPath(file) }
        return contains(owner)
    }
}

extension ProjectGraph {
    /// A preview provider, a test case, a type declared in a `#Preview`, in a test folder, or
    /// nested in a preview provider or test case (`AccountView_Previews.Container`).
    public func isScaffolding(_ type: LinkedType) -> Bool {
        ConstructionIndex.isTestPath(type.declaration.file)
            || isEnclosed(type) { isPreviewProvider($0) || isTestCase($0) }
    }

    /// A preview provider, a type declared in a `#Preview`, or one nested in a preview provider.
    func isPreviewScaffolding(_ type: LinkedType) -> Bool {
        isEnclosed(type, by: isPreviewProvider)
    }

    /// Whether `type` is declared in a `#Preview`, or it or a type enclosing it is `scaffolding`.
    private func isEnclosed(_ type: LinkedType, by scaffolding: (LinkedType) -> Bool) -> Bool {
        if type.declaration.value.isPreviewLocal || scaffolding(type) { return true }
        // Compared as UTF-8: walking the name's characters back from its end took a tenth of
        // the rules' time on a large project.
        var name = Substring(type.name)
        while let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            name = name[..<dot]
            if let enclosing = self.type(named: String(name)), scaffolding(enclosing) { return true }
        }
        return false
    }

    /// The constructions of `type` in the project's functions, by its full or its simple name
    /// wherever that name refers to it, with the function each is in.
    public func constructions(of type: LinkedType) -> [(construction: Construction, owner: LinkedType?, function: Located<FunctionFacts>)] {
        let simpleName = DependencyTypes.lastComponent(type.name)
        let callees = simpleName == type.name ? [type.name] : [type.name, simpleName]
        var result: [(Construction, LinkedType?, Located<FunctionFacts>)] = []
        for callee in callees {
            for site in constructionSites[callee] ?? [] {
                let (owner, function) = allFunctions[site.function]
                guard declarations(of: callee, from: owner?.name).contains(where: { types[$0] === type }) else { continue }
                result.append((function.value.body.constructions[site.construction], owner, function))
            }
        }
        return result
    }

    /// The constructions of `type` in `#Preview` bodies.
    func previewConstructions(of type: LinkedType) -> [Construction] {
        previews.flatMap { preview in
            preview.value.body.constructions.filter { construction in
                declarations(of: construction.callee, from: nil).contains { types[$0] === type }
            }
        }
    }

    /// Whether a call with these arguments can call a function with these parameters: each
    /// parameter takes the next argument when the labels agree (an unlabelled trailing closure
    /// goes to a closure parameter), or is left to its default.
    static func arguments(_ arguments: [Argument], fit parameters: [ParameterFacts]) -> Bool {
        var next = arguments.startIndex
        for parameter in parameters {
            let label = parameter.label == "_" ? nil : parameter.label
            if next < arguments.endIndex,
               arguments[next].label == label || (arguments[next].label == nil && parameter.closure != nil) {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == arguments.endIndex
    }
}
