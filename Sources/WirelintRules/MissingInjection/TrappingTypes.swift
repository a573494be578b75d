import WirelintFacts
import WirelintGraph

/// Project types whose instances stop the program when they are used: a key default that
/// builds one crashes whatever reads the key, as a `fatalError` in the default itself would.
enum TrappingTypes {
    /// Whether an instance of `type`, built by the initializer that `arguments` (the call's
    /// labels) select, traps when used: it leaves an implicitly unwrapped stored property nil
    /// and its members read it (`private var value: T!` behind a `@dynamicMemberLookup`
    /// subscript), or every one of its members traps (a placeholder whose methods call
    /// `assertionFailure`).
    static func traps(_ type: LinkedType, builtWith arguments: [String]?) -> Bool {
        guard type.kind == .struct || type.kind == .class || type.kind == .actor else { return false }
        let members = type.functions.filter { $0.value.kind != .initializer && !$0.value.isStatic }
        if !members.isEmpty, members.allSatisfy(\.value.alwaysTraps) { return true }
        guard let arguments else { return false }
        let unset = type.declaration.value.properties.filter(\.isUnsetImplicitlyUnwrapped).map(\.name)
        guard !unset.isEmpty else { return false }
        let assigned = assignedProperties(byInitializerOf: type, called: arguments)
        return unset.contains { name in
            !assigned.contains(name) && members.contains { member in member.value.body.reads.contains { $0.name == name } }
        }
    }

    /// The properties the initializer a call with these labels runs assigns; every property
    /// when no declared initializer takes them (a memberwise one, which sets what it is given:
    /// those are judged set) and when the type declares none and the call passes arguments.
    private static func assignedProperties(byInitializerOf type: LinkedType, called arguments: [String]) -> Set<String> {
        let initializers = type.functions.filter { $0.value.kind == .initializer }
        if initializers.isEmpty {
            // The implicit `init()` or a memberwise one: only the labels passed are set.
            return Set(arguments)
        }
        guard let called = initializers.first(where: { accepts($0.value.parameters, arguments) }) else {
            return Set(type.declaration.value.properties.map(\.name))
        }
        return Set(called.value.body.mutations.compactMap { mutation in
            mutation.base == .self && mutation.kind == .assignment ? mutation.member : nil
        })
    }

    /// Whether an initializer with these parameters takes a call with these labels: each label
    /// in order names a parameter, and every parameter without a default is given.
    private static func accepts(_ parameters: [ParameterFacts], _ labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if remaining.first == parameter.label {
                remaining.removeFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
    }
}
