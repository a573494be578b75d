import WirelintConcurrency
import WirelintFacts

/// Settles the closures the extraction could not place (`ClosureArgument`).
///
/// A closure handed to the project's own function, modifier or view as an action — a
/// `closable(_ close: @escaping () -> Void)` modifier that only puts it in a button, a cell's
/// `let action: () -> Void` filled by its memberwise initializer and only called from a tap —
/// runs when the user acts, not while the view is drawn. Its code is moved to `.interaction` in
/// the facts before they are linked, so that every rule sees it where it runs. A closure is
/// moved only when every declaration the call may reach takes it as an action: one that may be
/// content (`@ViewBuilder content: () -> Content`), one that runs on appearing
/// (`onLoad(perform:)` calling it from `onAppear`), or a call of a library's function, keeps it
/// drawn.
enum ActionClosures {
    static func resolving(_ files: [FileSummary], jobs: Int) -> [FileSummary] {
        let handsOverClosures = (0..<files.count).runs(of: 64).parallelMap(jobs: jobs) { run in
            run.contains { file in
                var hasAny = false
                files[file].facts.forEachClosureArguments { _ in hasAny = true }
                return hasAny
            }
        }
        guard handsOverClosures.contains(true) else { return files }
        let parameters = ClosureParameters(files: files)
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

/// The parameters of function type the project declares, by the name a call reaches them
/// under: a method's by its name, an initializer's (or a struct's memberwise one) by its type's
/// last name component (`Cell` for `List.Cell`, as a call may write either).
private struct ClosureParameters {
    private struct Parameter {
        let label: String
        let fate: Fate
        /// The last parameter of function type, which a trailing closure fills.
        let isLast: Bool
    }

    /// What settles whether a closure passed for a parameter runs later.
    private enum Fate {
        case runsLater(Bool)
        /// Kept in `property` of `files[file].facts.types[type]`: settled by its uses there.
        case stored(file: Int, type: Int, property: String)
        case handedOn(ClosureHandoff)
    }

    private let files: [FileSummary]
    private var byCallee: [String: [Parameter]] = [:]

    /// Handoffs followed from one parameter to the next at most: enough for a modifier that
    /// hands its closure to a view modifier that hands it to a button view, and a bound on cycles.
    private static let handoffDepth = 4

    init(files: [FileSummary]) {
        self.files = files
        // Through indices: a loop variable would copy each type's and function's facts.
        for file in files.indices {
            let types = files[file].facts.types
            for type in types.indices {
                let functions = types[type].functions
                for function in functions.indices where functions[function].parameters.contains(where: { $0.closure != nil }) {
                    let callee = functions[function].kind == .initializer ? DependencyTypes.lastComponent(types[type].name) : functions[function].name
                    add(functions[function].parameters.map { ($0.label, $0.name, $0.closure, $0.handoff) }, to: callee, file: file, type: type)
                }
                // A struct that declares no initializer in its body has a memberwise one.
                guard types[type].kind == .struct, types[type].properties.contains(where: { $0.closure != nil }),
                      !functions.contains(where: { $0.kind == .initializer }) else { continue }
                let stored = types[type].properties.filter { $0.isStored && !$0.isStatic && $0.wrapper == nil }
                add(stored.map { ($0.name, $0.name, $0.closure, nil) }, to: DependencyTypes.lastComponent(types[type].name), file: file, type: type)
            }
        }
    }

    private mutating func add(
        _ parameters: [(label: String, name: String, closure: ClosureKind?, handoff: ClosureHandoff?)], to callee: String, file: Int, type: Int
    ) {
        guard let last = parameters.lastIndex(where: { $0.closure != nil }) else { return }
        for (index, parameter) in parameters.enumerated() {
            let fate: Fate
            switch parameter.closure {
            case nil: continue
            case .action: fate = .runsLater(true)
            case .content: fate = .runsLater(false)
            case .stored: fate = .stored(file: file, type: type, property: parameter.name)
            case .handedOn: fate = parameter.handoff.map(Fate.handedOn) ?? .runsLater(false)
            }
            byCallee[callee, default: []].append(Parameter(label: parameter.label, fate: fate, isLast: index == last))
        }
    }

    /// Whether every parameter the argument may fill takes an action (and there is one).
    func takesAction(_ argument: ClosureArgument) -> Bool {
        runsLater(callee: argument.callee, label: argument.label, depth: 0)
    }

    private func runsLater(callee: String, label: String?, depth: Int) -> Bool {
        let candidates = (byCallee[DependencyTypes.lastComponent(callee)] ?? []).filter { parameter in
            label.map { $0 == parameter.label } ?? parameter.isLast
        }
        return !candidates.isEmpty && candidates.allSatisfy { parameter in
            switch parameter.fate {
            case .runsLater(let runsLater):
                return runsLater
            case .stored(let file, let type, let property):
                return StoredClosureUses(files[file].facts.types[type]).runLater(property)
            case .handedOn(let handoff):
                return depth < Self.handoffDepth && runsLater(callee: handoff.callee, label: handoff.label, depth: depth + 1)
            }
        }
    }
}

/// When a type's uses of a stored closure run: a closure kept in `action` is an action when the
/// type calls or hands it on only where the user acts (`Button(title, action: action)`,
/// `onTapGesture { action() }`, from a method only those call).
private struct StoredClosureUses {
    private let functions: [Located<FunctionFacts>]
    private let reach: FunctionReach

    init(_ type: TypeFacts) {
        functions = type.functions.map { Located(file: "", value: $0) }
        reach = FunctionReach(functions: functions)
    }

    /// Whether the type uses the property, and only after the view is drawn.
    func runLater(_ property: String) -> Bool {
        var isUsed = false
        for index in functions.indices {
            guard let runs = reach[index] else { continue }
            let body = functions[index].value.body
            for read in body.reads where read.name == property && (read.form == .bare || read.form == .viaSelf) {
                if runs.then(read.placement) == .immediate { return false }
                isUsed = true
            }
            for call in body.selfCalls where call.name == property {
                if runs.then(call.placement) == .immediate { return false }
                isUsed = true
            }
        }
        return isUsed
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
