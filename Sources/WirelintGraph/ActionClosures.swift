import WirelintConcurrency
import WirelintFacts

/// Settles the closures the extraction could not place (`ClosureArgument`).
///
/// A closure handed to the project's own function, modifier or view as an action — a
/// `closable(_ closeAction: @escaping () -> Void)` modifier, a cell's `let action: () -> Void`
/// filled by its memberwise initializer — runs when the user acts, not while the view is drawn.
/// Its code is moved to `.interaction` in the facts before they are linked, so that every rule
/// sees it where it runs. A closure is moved only when every declaration the call may reach
/// takes it as an action: one that may be content (`@ViewBuilder content: () -> Content`), or
/// a call of a library's function, keeps it drawn.
enum ActionClosures {
    static func resolving(_ files: [FileSummary], jobs: Int) -> [FileSummary] {
        let callees = (0..<files.count).runs(of: 64).parallelMap(jobs: jobs) { run in
            var names: Set<String> = []
            for file in run {
                files[file].facts.forEachClosureArguments { arguments in
                    for argument in arguments { names.insert(DependencyTypes.lastComponent(argument.callee)) }
                }
            }
            return names
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        guard !callees.isEmpty else { return files }
        let parameters = ClosureParameters(files: files, callees: callees)
        var resolved = files
        for file in files.indices {
            var handsOverActions = false
            files[file].facts.forEachClosureArguments { arguments in
                if arguments.contains(where: parameters.takesAction) { handsOverActions = true }
            }
            guard handsOverActions else { continue }
            resolved[file].facts.updateBodies { body in
                let actions = body.closureArguments!.filter(parameters.takesAction).map(\.range)
                if !actions.isEmpty { body.moveToInteraction(within: actions) }
            }
        }
        return resolved
    }
}

/// The parameters of function type that the project declares under the names closure arguments
/// are handed to: a method's by its name, an initializer's (or a struct's memberwise one) by its
/// type's last name component (`Cell` for `List.Cell`, as a call may write either).
private struct ClosureParameters {
    private struct Parameter {
        let label: String
        let kind: ClosureKind
        /// The last parameter of function type, which a trailing closure fills.
        let isLast: Bool
    }

    private var byCallee: [String: [Parameter]] = [:]

    init(files: [FileSummary], callees: Set<String>) {
        // Through indices: a loop variable would copy each type's and function's facts.
        for file in files.indices {
            let types = files[file].facts.types
            for type in types.indices {
                let functions = types[type].functions
                for function in functions.indices where functions[function].parameters.contains(where: { $0.closure != nil }) {
                    let callee = functions[function].kind == .initializer ? DependencyTypes.lastComponent(types[type].name) : functions[function].name
                    if callees.contains(callee) { add(functions[function].parameters.map { ($0.label, $0.closure) }, to: callee) }
                }
                // A struct that declares no initializer in its body has a memberwise one.
                guard types[type].kind == .struct, !functions.contains(where: { $0.kind == .initializer }) else { continue }
                let typeName = DependencyTypes.lastComponent(types[type].name)
                guard callees.contains(typeName) else { continue }
                let stored = types[type].properties.filter { $0.isStored && !$0.isStatic && $0.wrapper == nil }
                add(stored.map { ($0.name, $0.closure) }, to: typeName)
            }
        }
    }

    private mutating func add(_ parameters: [(label: String, closure: ClosureKind?)], to callee: String) {
        guard let last = parameters.lastIndex(where: { $0.closure != nil }) else { return }
        for (index, parameter) in parameters.enumerated() {
            guard let kind = parameter.closure else { continue }
            byCallee[callee, default: []].append(Parameter(label: parameter.label, kind: kind, isLast: index == last))
        }
    }

    /// Whether every parameter the argument may fill is an action (and there is one).
    func takesAction(_ argument: ClosureArgument) -> Bool {
        let candidates = (byCallee[DependencyTypes.lastComponent(argument.callee)] ?? []).filter { parameter in
            argument.label.map { $0 == parameter.label } ?? parameter.isLast
        }
        return !candidates.isEmpty && candidates.allSatisfy { $0.kind == .action }
    }
}

extension FileFacts {
    /// The closure arguments of each body that has any: functions, initial values and previews.
    func forEachClosureArguments(_ visit: ([ClosureArgument]) -> Void) {
        for type in types.indices {
            for function in types[type].functions.indices {
                if let arguments = types[type].functions[function].body.closureArguments { visit(arguments) }
            }
            for value in types[type].initialValues.indices {
                if let arguments = types[type].initialValues[value].body.closureArguments { visit(arguments) }
            }
        }
        for preview in previews.indices {
            if let arguments = previews[preview].body.closureArguments { visit(arguments) }
        }
    }

    /// Updates the bodies that hold closure arguments in place.
    mutating func updateBodies(_ update: (inout BodyFacts) -> Void) {
        for type in types.indices {
            for function in types[type].functions.indices where types[type].functions[function].body.closureArguments != nil {
                update(&types[type].functions[function].body)
            }
            for value in types[type].initialValues.indices where types[type].initialValues[value].body.closureArguments != nil {
                update(&types[type].initialValues[value].body)
            }
        }
        for preview in previews.indices where previews[preview].body.closureArguments != nil { update(&previews[preview].body) }
    }
}

extension BodyFacts {
    /// Moves what is drawn inside any of `ranges` to `.interaction`.
    mutating func moveToInteraction(within ranges: [SourceRange]) {
        func isInside(_ range: SourceRange) -> Bool {
            ranges.contains { $0.start <= range.start && range.end <= $0.end }
        }
        for index in reads.indices where reads[index].placement == .immediate && isInside(reads[index].range) {
            reads[index].placement = .interaction
        }
        for index in selfCalls.indices where selfCalls[index].placement == .immediate && isInside(selfCalls[index].range) {
            selfCalls[index].placement = .interaction
        }
        for index in constructions.indices where constructions[index].placement == .immediate && isInside(constructions[index].range) {
            constructions[index].placement = .interaction
        }
    }
}
