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
/// drawn; of a library's view, only a closure that just calls methods of values is taken for
/// its action (`ClosureArgument.onlyCallsMethods`).
enum ActionClosures: FactsPass {
    /// The files, with what their action closures hold moved to `.interaction`: the same array
    /// when no body hands a closure over.
    static func applied(to files: [FileSummary], jobs: Int) -> [FileSummary] {
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

/// The parameter lists of the project's functions, initializers and memberwise initializers
/// that take closures, by the name a call reaches them under: a method's or file-level
/// function's by its name, an initializer's by its type's last name component (`Cell` for
/// `List.Cell`, as a call may write either).
private struct ClosureParameters {
    private struct Parameter {
        let label: String
        /// Nil for a parameter that is not of function type.
        let fate: Fate?
        /// A call may leave it out (a default, or, for a memberwise initializer, perhaps an
        /// initial value: not known, so taken as such).
        let mayBeLeftOut: Bool
    }

    /// One parameter list: its callee's and its position among that callee's lists.
    private struct ListID: Equatable {
        let callee: String
        let index: Int
    }

    /// What settles whether a closure passed for a parameter runs later.
    private enum Fate {
        case runsLater(Bool)
        /// Kept in `property` of `files[file].facts.types[type]`: settled by its uses there.
        case stored(file: Int, type: Int, property: String)
        /// Runs when every one of these runs what it is given.
        case handedOn([ClosureSlot])
    }

    private let files: [FileSummary]
    private var byCallee: [String: [[Parameter]]] = [:]

    /// Handoffs followed from one parameter to the next at most: enough for a modifier that
    /// hands its closure to a view modifier that hands it to a button view. A list already on
    /// the way (an initializer's `self.init(…)` reaching back to it through another) is not
    /// followed again.
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
                    byCallee[callee, default: []].append(Self.parameters(of: functions[function], storedIn: (file, type)))
                }
                // A struct that declares no initializer in its body has a memberwise one, which
                // takes its stored properties in order, wrapped ones too (`@Binding var isOn`).
                guard types[type].kind == .struct, types[type].properties.contains(where: { $0.closure != nil }),
                      !functions.contains(where: { $0.kind == .initializer }) else { continue }
                let parameters = types[type].properties.lazy.filter { $0.isStored && !$0.isStatic }.map { property in
                    Parameter(
                        label: property.name, fate: Self.fate(property.closure, handoffs: [], name: property.name, storedIn: (file, type)),
                        mayBeLeftOut: true)
                }
                byCallee[DependencyTypes.lastComponent(types[type].name), default: []].append(Array(parameters))
            }
            let functions = files[file].facts.functions
            for function in functions.indices where functions[function].parameters.contains(where: { $0.closure != nil }) {
                byCallee[functions[function].name, default: []].append(Self.parameters(of: functions[function], storedIn: nil))
            }
        }
    }

    /// A function's parameters; `storedIn` is the type whose properties keep what it stores
    /// (nil for a file-level function, which keeps nothing).
    private static func parameters(of function: FunctionFacts, storedIn type: (file: Int, type: Int)?) -> [Parameter] {
        function.parameters.map { parameter in
            Parameter(
                label: parameter.label, fate: fate(parameter.closure, handoffs: parameter.handoffs, name: parameter.name, storedIn: type),
                mayBeLeftOut: parameter.hasDefault)
        }
    }

    private static func fate(_ kind: ClosureKind?, handoffs: [ClosureSlot], name: String, storedIn type: (file: Int, type: Int)?) -> Fate? {
        switch kind {
        case nil: nil
        case .action: .runsLater(true)
        case .content: .runsLater(false)
        case .stored: type.map { .stored(file: $0.file, type: $0.type, property: name) } ?? .runsLater(false)
        case .handedOn: handoffs.isEmpty ? .runsLater(false) : .handedOn(handoffs)
        }
    }

    /// Whether the closure argument runs only once the user acts: as the project's declarations
    /// say, or, given to a view the project does not declare, when it only calls methods of
    /// values (a library's button: `OnboardingActionsView("Next") { path.nextStep() }`).
    func takesAction(_ argument: ClosureArgument) -> Bool {
        if argument.onlyCallsMethods, byCallee[DependencyTypes.lastComponent(argument.slot.callee)] == nil,
           DependencyTypes.isTypeName(argument.slot.callee) {
            return true
        }
        return runsLater(argument.slot, depth: 0, path: [])
    }

    /// Whether every parameter the slot may be, in every declaration the call may reach (but
    /// those on `path`), runs what it is given later (and there is one).
    private func runsLater(_ slot: ClosureSlot, depth: Int, path: [ListID]) -> Bool {
        let callee = DependencyTypes.lastComponent(slot.callee)
        var found = false
        for (index, parameters) in (byCallee[callee] ?? []).enumerated() {
            let list = ListID(callee: callee, index: index)
            guard !path.contains(list) else { continue }
            for parameter in Self.candidates(for: slot, in: parameters) {
                guard runsLater(parameter.fate!, depth: depth, path: path + [list]) else { return false }
                found = true
            }
        }
        return found
    }

    /// The parameters of function type the slot may be in one parameter list. A trailing
    /// closure fills one the call may reach without skipping a parameter it must pass, and
    /// after which it must pass none: a list needing more is another overload (a
    /// `@ViewBuilder label:` initializer beside the one a button's title and action call).
    private static func candidates(for slot: ClosureSlot, in parameters: [Parameter]) -> [Parameter] {
        if let label = slot.label { return parameters.filter { $0.label == label && $0.fate != nil } }
        var start = 0
        if let after = slot.after {
            // A list without that label is another overload.
            guard let index = parameters.firstIndex(where: { $0.label == after }) else { return [] }
            start = index + 1
        }
        var found: [Parameter] = []
        for index in parameters.indices.dropFirst(start) {
            if parameters[index].fate != nil, parameters[(index + 1)...].allSatisfy(\.mayBeLeftOut) { found.append(parameters[index]) }
            if !parameters[index].mayBeLeftOut { break }
        }
        return found
    }

    private func runsLater(_ fate: Fate, depth: Int, path: [ListID]) -> Bool {
        switch fate {
        case .runsLater(let runsLater):
            return runsLater
        case .stored(let file, let type, let property):
            return runsLater(usesOf: property, in: files[file].facts.types[type], depth: depth, path: path)
        case .handedOn(let slots):
            return depth < Self.handoffDepth && slots.allSatisfy { runsLater($0, depth: depth + 1, path: path) }
        }
    }

    /// Whether a type uses a stored closure, and runs it only after the view is drawn: calls it
    /// or hands it whole to an initializer only where the user acts (`Button(title, action:
    /// action)`, `onTapGesture { action() }`, a method only those call, a closure the project's
    /// own button keeps). Other reads while drawn (`if let action`) do not run it.
    private func runsLater(usesOf property: String, in type: TypeFacts, depth: Int, path: [ListID]) -> Bool {
        let functions = type.functions.map { Located(file: "", value: $0) }
        let reach = FunctionReach(functions: functions)
        var isUsed = false
        for index in functions.indices {
            guard let runs = reach[index] else { continue }
            let body = functions[index].value.body
            func runsLater(_ placement: Construction.Placement, at range: SourceRange) -> Bool {
                if runs.then(placement) != .immediate { return true }
                guard depth < Self.handoffDepth, let arguments = body.closureArguments else { return false }
                return arguments.contains { argument in
                    argument.range.contains(range) && self.runsLater(argument.slot, depth: depth + 1, path: path)
                }
            }
            for read in body.reads where read.name == property && (read.form == .bare || read.form == .viaSelf) {
                isUsed = true
                if read.passedTo != nil { guard runsLater(read.placement, at: read.range) else { return false } }
            }
            for call in body.selfCalls where call.name == property {
                isUsed = true
                guard runsLater(call.placement, at: call.range) else { return false }
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
        for function in functions.indices {
            if let arguments = functions[function].body.closureArguments { visit(arguments) }
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
        for function in functions.indices where functions[function].body.closureArguments != nil { update(&functions[function].body) }
        for preview in previews.indices where previews[preview].body.closureArguments != nil { update(&previews[preview].body) }
    }
}

extension BodyFacts {
    /// Moves what is drawn inside any of `ranges` to `.interaction`.
    mutating func moveToInteraction(within ranges: [SourceRange]) {
        func isInside(_ range: SourceRange) -> Bool {
            ranges.contains { $0.contains(range) }
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
