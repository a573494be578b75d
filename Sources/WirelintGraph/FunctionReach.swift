import WirelintFacts

/// When each function of a view runs: `body` and the initializers while the view is drawn; a
/// helper when the code that uses it runs — `listView` read in `body` is drawn too, but
/// `save()` called only from a button's action runs when the user taps, and a helper nothing
/// in the type uses never runs as part of the view.
///
/// Environment values are looked up when read, so a value read only by an action is missing
/// only once someone acts: what the missing-injection rules tell apart from a crash on the
/// first drawing.
package struct FunctionReach {
    /// By position in `type.functions`; nil for a function nothing in the type reaches.
    private let placements: [Construction.Placement?]

    /// Worked out for each view by each missing-injection rule: a name is looked for among the
    /// type's functions in place, which for the dozen functions of a view costs a third of
    /// hashing it into a dictionary built for the purpose (and copies nothing).
    package init(_ type: LinkedType) {
        self.init(functions: type.functions)
    }

    init(functions: [Located<FunctionFacts>]) {
        var placements = [Construction.Placement?](repeating: nil, count: functions.count)
        var pending: [Int] = []
        for index in functions.indices where !functions[index].value.isStatic {
            if functions[index].value.kind == .initializer || functions[index].value.name == "body" {
                placements[index] = .immediate
                pending.append(index)
            }
        }
        // Placements only ever move sooner (presented → acted on → drawn), so this settles.
        while let index = pending.popLast() {
            let runs = placements[index]!
            func reach(_ name: String, at placement: Construction.Placement) {
                let candidate = runs.then(placement)
                for callee in functions.indices where functions[callee].value.name == name && !functions[callee].value.isStatic
                    && Construction.Placement.sooner(placements[callee], candidate) != placements[callee] {
                    placements[callee] = candidate
                    pending.append(callee)
                }
            }
            let reads = functions[index].value.body.reads
            for read in reads.indices { reach(reads[read].name, at: reads[read].placement) }
            let calls = functions[index].value.body.selfCalls
            for call in calls.indices { reach(calls[call].name, at: calls[call].placement) }
        }
        self.placements = placements
    }

    package subscript(index: Int) -> Construction.Placement? { placements[index] }
}

extension Construction.Placement {
    /// Where code placed so inside code that runs at `self` runs: an action inside presented
    /// content runs once the content is shown and acted on.
    package func then(_ inner: Construction.Placement) -> Construction.Placement {
        if self == .presentation || inner == .presentation { return .presentation }
        if self == .interaction || inner == .interaction { return .interaction }
        return .immediate
    }

    /// The sooner of two placements: drawn, then acted on, then presented.
    package static func sooner(_ lhs: Construction.Placement?, _ rhs: Construction.Placement) -> Construction.Placement {
        guard let lhs else { return rhs }
        return lhs.rank <= rhs.rank ? lhs : rhs
    }

    private var rank: Int {
        switch self {
        case .immediate: 0
        case .interaction: 1
        case .presentation: 2
        }
    }
}
