import WirelintFacts

/// When each function of a view runs: `body` and the initializers while the view is drawn; a
/// helper when the code that uses it runs — `listView` read in `body` is drawn too, but
/// `save()` called only from a button's action runs when the user taps, and a helper nothing
/// in the type uses never runs as part of the view.
///
/// Environment values are looked up when read, so a value read only by an action is missing
/// only once someone acts: what the missing-injection rules tell apart from a crash on the
/// first drawing.
struct FunctionReach {
    /// By position in `type.functions`; nil for a function nothing in the type reaches.
    private let placements: [Construction.Placement?]

    init(_ type: LinkedType) {
        let functions = type.functions
        var placements = [Construction.Placement?](repeating: nil, count: functions.count)
        var byName: [String: [Int]] = [:]
        var pending: [Int] = []
        for (index, function) in functions.enumerated() where !function.value.isStatic {
            byName[function.value.name, default: []].append(index)
            if function.value.kind == .initializer || function.value.name == "body" {
                placements[index] = .immediate
                pending.append(index)
            }
        }
        // Placements only ever move sooner (presented → acted on → drawn), so this settles.
        while let index = pending.popLast() {
            let runs = placements[index]!
            let body = functions[index].value.body
            func reach(_ name: String, at placement: Construction.Placement) {
                guard let callees = byName[name] else { return }
                let candidate = runs.then(placement)
                for callee in callees where Construction.Placement.sooner(placements[callee], candidate) != placements[callee] {
                    placements[callee] = candidate
                    pending.append(callee)
                }
            }
            for read in body.reads { reach(read.name, at: read.placement) }
            for call in body.selfCalls { reach(call.name, at: call.placement) }
        }
        self.placements = placements
    }

    subscript(index: Int) -> Construction.Placement? { placements[index] }
}

extension Construction.Placement {
    /// Where code placed so inside code that runs at `self` runs: an action inside presented
    /// content runs once the content is shown and acted on.
    func then(_ inner: Construction.Placement) -> Construction.Placement {
        if self == .presentation || inner == .presentation { return .presentation }
        if self == .interaction || inner == .interaction { return .interaction }
        return .immediate
    }

    /// The sooner of two placements: drawn, then acted on, then presented.
    static func sooner(_ lhs: Construction.Placement?, _ rhs: Construction.Placement) -> Construction.Placement {
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
