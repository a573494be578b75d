import WirelintFacts

/// `switch` statements over a method's parameter that the type's own calls of the method all
/// fill with the same stored name: `selectedView(selection)` calling
/// `private func selectedView(_ selection: Kind)` whose body does `switch selection { … }`.
/// Each arm is then gated by `selection` itself, as if the body switched over it directly
/// (see `SwitchGate`); a construction of the view with a fixed case draws only that arm.
///
/// Settled per type or extension body, once all its members are analysed; `BodyAnalyzer` notes
/// such arms only in a `private` or `fileprivate` method (or one of a file-private type), which
/// nothing outside the file calls. An arm whose calls disagree, pass something else, or cannot
/// be matched to the parameter keeps the gate around the switch, as a switch over any other
/// local does.
struct ParameterSwitches {
    /// A switch arm over one of the function's parameters, as `BodyAnalyzer` recorded it.
    struct Arm {
        /// The arm's gate: its index in the body's `gates`, whose subject is the parameter's name
        /// until it is settled.
        let gate: UInt16
        /// The parameter's position.
        let parameter: Int
        /// The gate of the code around the switch.
        let outer: UInt16?
    }

    /// A call of a method of `self` with arguments (`selectedView(selection)`).
    struct Call {
        let callee: String
        /// Each argument's label (nil for none) and, when it is one of the type's own names
        /// (`selection`, `self.selection`), that name; nil when no argument is one.
        let arguments: [(label: String?, ownName: String?)]?
    }

    /// Functions (by position in the collector's list) with arms over their parameters.
    private var pending: [(function: Int, arms: [Arm])] = []
    private var calls: [Call] = []

    /// Notes what the body of the function at `function` switches over and calls.
    mutating func add(arms: [Arm], calls: [Call], function: Int) {
        self.calls += calls
        if !arms.isEmpty { pending.append((function, arms)) }
    }

    /// Sets each pending arm's subject to the name every call passes for its parameter, or
    /// returns the code in an unsettled arm to the gate around the switch.
    func settle(_ functions: inout [FunctionFacts]) {
        for (index, arms) in pending {
            let function = functions[index]
            var body = function.body
            // Innermost first: an unsettled arm hands its code to the one around it, which may
            // itself be unsettled.
            for arm in arms.sorted(by: { $0.gate > $1.gate }) {
                if let name = passedName(for: arm.parameter, of: function) {
                    body.gates?[Int(arm.gate)].subject = name
                } else {
                    Self.regate(&body, from: arm.gate, to: arm.outer)
                }
            }
            functions[index].body = body
        }
    }

    /// The own name every call of `function` passes at `parameter`, when there is at least one
    /// call and all agree.
    private func passedName(for parameter: Int, of function: FunctionFacts) -> String? {
        guard function.parameters.indices.contains(parameter) else { return nil }
        let labels = function.parameters.map { $0.label == "_" ? nil : $0.label }
        var passed: String?
        for call in calls where call.callee == function.name {
            // Arguments left to their defaults make positions unreliable: such calls settle nothing.
            guard let arguments = call.arguments, arguments.map(\.label) == labels, let name = arguments[parameter].ownName,
                  passed == nil || passed == name else { return nil }
            passed = name
        }
        return passed
    }

    private static func regate(_ body: inout BodyFacts, from gate: UInt16, to outer: UInt16?) {
        for index in body.constructions.indices where body.constructions[index].gate == gate {
            body.constructions[index].gate = outer
        }
        for index in body.reads.indices where body.reads[index].gate == gate {
            body.reads[index].gate = outer
        }
    }
}
