/// A function or method of Swift or SwiftUI whose name says what calling it does.
package struct FunctionRecord: KnowledgeRecord {
    package enum Meaning: Sendable, Equatable {
        /// Stops the program: a key default that calls one crashes when read.
        case traps
        /// Mutates the collection it is called on: a write to a global store it is called on.
        case mutatesCollection
        /// A representable's member that SwiftUI calls once per view identity, not per update.
        case runsOncePerIdentity
        /// A logging level: a type whose instance methods are mostly these is a logger.
        case logsAtLevel
        /// Makes a binding whose value never changes: a presentation bound to
        /// `.constant(true)` is shown from the start.
        case makesFixedBinding
    }

    package let name: String
    package let meaning: Meaning
    package let note: String

    static func group(_ names: [String], _ meaning: Meaning, note: String) -> [FunctionRecord] {
        names.map { FunctionRecord(name: $0, meaning: meaning, note: note) }
    }
}

extension Knowledge {
    package static let functions: [FunctionRecord] = [
        FunctionRecord.group(
            ["fatalError", "preconditionFailure", "unimplemented"], .traps,
            note: "Swift's traps and swift-dependencies' `unimplemented`: the default must be injected"),
        FunctionRecord.group(
            ["assertionFailure"], .traps,
            note: "stops debug builds, which previews are: a default whose methods call it crashes the preview that uses it"),
        FunctionRecord.group([
            "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
            "updateValue", "merge", "sort", "reverse", "shuffle", "swapAt", "popLast", "formUnion",
            "formIntersection", "subtract", "toggle", "replaceSubrange", "reserveCapacity",
        ], .mutatesCollection, note: "the standard library's mutating methods of collections and Bool"),
        FunctionRecord.group(
            ["makeUIViewController", "makeNSViewController", "makeUIView", "makeNSView", "makeCoordinator"], .runsOncePerIdentity,
            note: "what they create lives as long as the view's identity, like a @StateObject's object"),
        FunctionRecord.group(
            ["log", "trace", "verbose", "debug", "info", "notice", "warning", "warn", "error", "fault", "critical"], .logsAtLevel,
            note: "the levels of os.Logger and the common logging packages"),
        FunctionRecord.group(
            ["constant"], .makesFixedBinding, note: "SwiftUI's `Binding.constant(_:)`: previews show a sheet presented with `.constant(true)`"),
    ].flatMap { $0 }

    package static let trapFunctions = names(in: functions) { $0.meaning == .traps }
    package static let mutatingMethods = names(in: functions) { $0.meaning == .mutatesCollection }
    package static let runsOncePerIdentity = names(in: functions) { $0.meaning == .runsOncePerIdentity }
    package static let loggingLevels = names(in: functions) { $0.meaning == .logsAtLevel }
    package static let fixedBindingFunctions = names(in: functions) { $0.meaning == .makesFixedBinding }
}
