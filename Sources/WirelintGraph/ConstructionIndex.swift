import WirelintConcurrency
import WirelintFacts

/// Who constructs which project type, and which stored property (or `init` parameter) of the
/// constructed type each plain-name argument fills.
///
/// `Row(api: api)` in `List.body` becomes an edge from `List` to `Row.api`: the argument label
/// is matched against `Row`'s explicit initializers, or its memberwise initializer when the
/// declaration has none, and the parameter against the stored property it is kept in. Built
/// once from the graph for the properties an analysis follows (relays): the edges into or out
/// of any other property are never asked about.
public struct ConstructionIndex: Sendable {
    /// Where a construction happens.
    public enum Context: Sendable, Equatable {
        /// A member of a project type (its index in `ProjectGraph.types`).
        case type(Int)
        /// A function of an extension of a type the project does not declare (`extension View`).
        case foreignExtension(String)
        /// A `#Preview` body.
        case preview
        /// A function or constant declared at file level (`let appReducer = Reducer…`).
        case fileLevel
    }

    /// What the argument reaches in the constructed type.
    public enum ReceivingEnd: Hashable, Sendable {
        /// Kept in this stored property (memberwise `init`, or `self.x = x` in an explicit one).
        case property(String)
        /// Taken by this parameter of an explicit `init` and not kept under its name: the
        /// initializer consumes it (builds a model from it, configures something).
        case initializerParameter(String)
    }

    /// One argument of one construction of a project type.
    ///
    /// A class: an edge is listed both by the property it fills and by the one it passes on,
    /// and again in every relay and chain it belongs to; a copy of its fields in each took a
    /// million-line project's peak memory up by megabytes.
    public final class Edge: Sendable {
        public let context: Context
        /// The file of the body the construction is in.
        public let file: String
        /// The function (or getter) the construction is in; `nil` in a `#Preview`.
        public let functionName: String?
        /// The construction's callee as written (`Row`, `Feature.Environment`).
        public let callee: String
        /// The constructed type, an index in `ProjectGraph.types`.
        public let receiver: Int
        /// The argument's label.
        public let label: String?
        /// What the argument fills in the constructed type.
        public let end: ReceivingEnd
        /// The property whose value the argument hands on: the constructing type's own
        /// (`api`), or a feature environment's read through the reducer's environment value
        /// (`$0.api` in `pullback(environment:)`, `environment.api`).
        public let sourceProperty: PropertyKey?
        /// The callee's range.
        public let range: SourceRange
        /// The construction is in a preview or a test, not in the app.
        public let isPreviewOrTest: Bool
        /// The argument builds the value on the spot (`Form(draft: Draft())`): the value starts
        /// here.
        public let constructsValue: Bool

        public var location: SourceLocation { SourceLocation(file: file, range: range) }

        init(
            context: Context, file: String, functionName: String?, callee: String, receiver: Int, label: String?,
            end: ReceivingEnd, sourceProperty: PropertyKey?, range: SourceRange, isPreviewOrTest: Bool, constructsValue: Bool
        ) {
            self.context = context
            self.file = file
            self.functionName = functionName
            self.callee = callee
            self.receiver = receiver
            self.label = label
            self.end = end
            self.sourceProperty = sourceProperty
            self.range = range
            self.isPreviewOrTest = isPreviewOrTest
            self.constructsValue = constructsValue
        }
    }

    public struct PropertyKey: Hashable, Sendable {
        /// Index in `ProjectGraph.types`.
        public let type: Int
        public let name: String

        public init(type: Int, name: String) {
            self.type = type
            self.name = name
        }
    }

    /// Edges into a property of a constructed type: who fills `Row.api`.
    private let incomingByProperty: [PropertyKey: [Edge]]
    /// Edges whose argument is a property of the constructing type: where `List.api` goes.
    private let outgoingByProperty: [PropertyKey: [Edge]]

    /// The edges into or out of `properties`. A project's constructions mostly pass values
    /// (titles, ids, closures) between types that hold none of them: a construction is resolved
    /// only when it may touch one, and an argument's edge made only when it does.
    ///
    /// The bodies are followed in pieces on the graph's threads (the index is a third of the
    /// relay analysis, which otherwise ran alone at the end of the rules phase), and the pieces'
    /// edges joined in order, so every list is in `graph.allFunctions` order, then the previews',
    /// whatever the thread count.
    public init(graph: ProjectGraph, relevantTo properties: Set<PropertyKey>) {
        let scope = EdgeCollector.Scope(graph: graph, properties: properties)
        // Where each type's functions start in `graph.allFunctions`.
        var firstFunctions: [Int] = []
        firstFunctions.reserveCapacity(graph.types.count)
        var functionCount = 0
        for type in graph.types {
            firstFunctions.append(functionCount)
            functionCount += type.functions.count
        }
        let firstFileFunction = functionCount + graph.foreignExtensions.reduce(0) { $0 + $1.value.functions.count }
        // Types in runs, then the foreign extensions, then the file-level functions, then
        // previews in runs: the order of `graph.allFunctions`, then the previews'.
        let perRun = Swift.max(64, graph.types.count / Swift.max(1, 4 * graph.jobs))
        let pieces = (0..<graph.types.count).runs(of: perRun).map(Piece.types) + [.foreignExtensions, .fileLevel]
            + (0..<graph.previews.count).runs(of: perRun).map(Piece.previews)
        let parts = pieces.parallelMap(jobs: graph.jobs) { [firstFunctions, functionCount] piece in
            var collector = EdgeCollector(scope: scope)
            switch piece {
            case .types(let run):
                for type in run { collector.follow(type: type, firstFunction: firstFunctions[type]) }
            case .foreignExtensions:
                collector.followForeignExtensions(firstFunction: functionCount)
            case .fileLevel:
                collector.followFileLevel(firstFunction: firstFileFunction)
            case .previews(let run):
                collector.follow(previews: run)
            }
            return collector
        }
        var collector = EdgeCollector(scope: scope)
        for part in parts { collector.append(part) }
        self.incomingByProperty = collector.incoming
        self.outgoingByProperty = collector.outgoing
    }

    /// A share of the project's bodies, followed on one thread.
    private enum Piece: Sendable {
        case types(Range<Int>)
        case foreignExtensions
        case fileLevel
        case previews(Range<Int>)
    }

    /// Constructions that fill `property` of a type, from anywhere in the project.
    public func edges(into property: PropertyKey) -> [Edge] {
        incomingByProperty[property] ?? []
    }

    /// Constructions that pass `property` as a whole argument: in the type's own bodies, or
    /// through a reducer's environment value for a feature environment.
    public func edges(passing property: PropertyKey) -> [Edge] {
        outgoingByProperty[property] ?? []
    }

    /// The project type a name written inside `ownerName` refers to: a nested type of the
    /// owner or of one of its enclosing types first, then a top-level type. Nil when the name is
    /// not a project type or is declared several times (`#if` branches) and the file does not
    /// settle which.
    public static func resolve(_ name: String, from ownerName: String?, file: String, graph: ProjectGraph) -> Int? {
        unambiguous(graph.declarations(of: name, from: ownerName), file: file, graph: graph)
    }

    /// The one declaration among `matches`, or the one in `file` when there are several.
    private static func unambiguous(_ matches: [Int], file: String, graph: ProjectGraph) -> Int? {
        if matches.count <= 1 { return matches.first }
        let sameFile = matches.filter { graph.types[$0].declaration.file == file }
        return sameFile.count == 1 ? sameFile[0] : nil
    }

    /// What an argument with this label (or, unlabelled, at this position) fills in `type`.
    ///
    /// Explicit initializers are matched by label; the parameter is taken to be kept in the
    /// stored property of the same name (the `self.api = api` convention, or
    /// `_model = ObservedObject(wrappedValue: model)`). A struct whose declaration has no
    /// explicit `init` gets the memberwise one (initializers in extensions keep it).
    public static func receivingEnd(of type: LinkedType, label: String?, position: Int) -> ReceivingEnd? {
        func isStored(_ name: String) -> Bool {
            type.declaration.value.properties.contains { $0.name == name && $0.isStored && !$0.isStatic }
        }
        // The one parameter name the initializers take the argument as, if they agree.
        var parameter: String?
        var isAmbiguous = false
        func note(_ name: String) {
            if parameter == nil { parameter = name } else if parameter != name { isAmbiguous = true }
        }
        // By index, each field read in place: iterating the functions copied each one's facts.
        for index in type.functions.indices where type.functions[index].value.kind == .initializer {
            let function = type.functions[index]
            for parameter in function.value.parameters.indices {
                if let label {
                    if function.value.parameters[parameter].label == label { note(function.value.parameters[parameter].name) }
                } else if parameter == position, function.value.parameters[parameter].label == "_" {
                    note(function.value.parameters[parameter].name)
                }
            }
        }
        let declared = type.declaration.value.functions
        let hasDeclaredInit = declared.indices.contains { declared[$0].kind == .initializer }
        if type.kind == .struct, !hasDeclaredInit, let label, isStored(label) {
            return .property(label)
        }
        guard !isAmbiguous, let parameter else { return nil }
        return isStored(parameter) ? .property(parameter) : .initializerParameter(parameter)
    }

    /// A preview provider or test case, or a type nested in one (`AccountView_Previews.Preview`),
    /// given the names of the project's preview providers and test cases.
    static func isPreviewOrTest(_ type: LinkedType, previewsAndTests: Set<String>) -> Bool {
        // A `String`, not a `Substring`: a top-level name, the usual case, is then looked up
        // without making a copy of it.
        var name = type.name
        while true {
            if name.utf8.ends(with: "_Previews") || previewsAndTests.contains(name) { return true }
            guard let dot = name.lastIndex(ofByte: UInt8(ascii: ".")) else { return false }
            name = String(name[..<dot])
        }
    }

    /// A path with a folder or file named `…Test` or `…Tests` (`.swift` aside). One pass over
    /// the bytes, each component's ending compared where it ends: it runs for every type that
    /// constructs something, and a memo keyed by path cost more (hashing the path) than this.
    package static func isTestPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            func endsComponent(_ end: Int) -> Bool {
                var stem = end
                if stem >= 6, bytes[stem - 6] == UInt8(ascii: "."), bytes[stem - 5] == UInt8(ascii: "s"),
                   bytes[stem - 4] == UInt8(ascii: "w"), bytes[stem - 3] == UInt8(ascii: "i"),
                   bytes[stem - 2] == UInt8(ascii: "f"), bytes[stem - 1] == UInt8(ascii: "t") {
                    stem -= 6
                }
                if stem >= 1, bytes[stem - 1] == UInt8(ascii: "s") { stem -= 1 }
                return stem >= 4 && bytes[stem - 4] == UInt8(ascii: "T") && bytes[stem - 3] == UInt8(ascii: "e")
                    && bytes[stem - 2] == UInt8(ascii: "s") && bytes[stem - 1] == UInt8(ascii: "t")
            }
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") && endsComponent(index) { return true }
            return endsComponent(bytes.count)
        }
    }
}
