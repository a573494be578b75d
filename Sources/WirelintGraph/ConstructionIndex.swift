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

        public var location: SourceLocation { SourceLocation(file: file, range: range) }

        init(
            context: Context, file: String, functionName: String?, callee: String, receiver: Int, label: String?,
            end: ReceivingEnd, sourceProperty: PropertyKey?, range: SourceRange, isPreviewOrTest: Bool
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
        }
    }

    private struct EndKey: Hashable {
        let receiver: Int
        let label: String?
        let position: Int
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
    public init(graph: ProjectGraph, relevantTo properties: Set<PropertyKey>) {
        // Most of the properties are filled somewhere, and many pass on what they hold.
        var incoming = [PropertyKey: [Edge]](minimumCapacity: properties.count)
        var outgoing = [PropertyKey: [Edge]](minimumCapacity: properties.count)
        let relevantTypes = Set(properties.map(\.type))
        // A construction resolves to a type whose name ends with the callee's last component.
        let relevantNames = Set(relevantTypes.map { DependencyTypes.lastComponent(graph.types[$0].name) })
        // The same types are constructed with the same labels all over a project: what each
        // label fills is worked out once.
        var ends: [EndKey: ReceivingEnd?] = [:]
        func receivingEnd(of receiver: Int, label: String?, position: Int) -> ReceivingEnd? {
            // The position matters only to an unlabelled argument.
            let key = EndKey(receiver: receiver, label: label, position: label == nil ? position : -1)
            if let known = ends[key] { return known }
            let end = Self.receivingEnd(of: graph.types[receiver], label: label, position: position)
            ends[key] = end
            return end
        }
        func add(
            _ body: BodyFacts, _ constructions: [Int], context: Context, ownerName: String?, file: String, functionName: String?,
            isPreviewOrTest: Bool
        ) {
            var owner: Int?
            if case .type(let index) = context, relevantTypes.contains(index) { owner = index }
            for construction in constructions.lazy.map({ body.constructions[$0] }) where !construction.arguments.isEmpty {
                // Nothing to follow unless the constructed type holds a relevant property, the
                // constructing type passes one of its own, or an environment's member is passed.
                guard relevantNames.contains(DependencyTypes.lastComponent(construction.callee))
                    || construction.arguments.contains(where: { argument in
                        argument.name.map { owner != nil || $0.contains(byte: UInt8(ascii: ".")) } ?? false
                    }),
                    let receiver = Self.resolve(construction.callee, from: ownerName, file: file, graph: graph)
                else { continue }
                for (position, argument) in construction.arguments.enumerated() {
                    guard let end = receivingEnd(of: receiver, label: argument.label, position: position) else { continue }
                    var into: PropertyKey?
                    if case .property(let name) = end, relevantTypes.contains(receiver),
                       properties.contains(PropertyKey(type: receiver, name: name)) {
                        into = PropertyKey(type: receiver, name: name)
                    }
                    var source: PropertyKey?
                    if case .type(let constructing) = context, let name = argument.name, !name.contains(byte: UInt8(ascii: ".")) {
                        // A property of the constructing type read as a whole (`api`, `self.api`),
                        // not a parameter or local of the same name. Looked for only when the
                        // edge is kept either way or the property is relevant.
                        let key = PropertyKey(type: constructing, name: name)
                        let relevant = owner != nil && properties.contains(key)
                        if into != nil || relevant, body.reads.contains(where: {
                            $0.name == name && $0.passedTo == construction.callee && ($0.form == .bare || $0.form == .viaSelf)
                        }) {
                            source = key
                        }
                    } else if let name = argument.name, let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
                        let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
                        let read = (body.environmentReads ?? []).first {
                            $0.base == base && $0.member == member && $0.passedTo == construction.callee
                        }
                        if let environment = read?.environmentType, let type = Self.resolve(environment, from: ownerName, file: file, graph: graph) {
                            source = PropertyKey(type: type, name: member)
                        }
                    }
                    let from = source.flatMap { properties.contains($0) ? $0 : nil }
                    guard into != nil || from != nil else { continue }
                    let edge = Edge(
                        context: context, file: file, functionName: functionName, callee: construction.callee,
                        receiver: receiver, label: argument.label, end: end, sourceProperty: source, range: construction.range,
                        isPreviewOrTest: isPreviewOrTest)
                    if let into { incoming[into, default: []].append(edge) }
                    if let from { outgoing[from, default: []].append(edge) }
                }
            }
        }
        // Which constructions to follow in each body: all of them in a relevant type's bodies
        // (which may pass its properties) and in bodies that read members of an environment
        // value (which may pass those); elsewhere only those of a type that may hold a relevant
        // property, found through the graph's constructions by callee, by index in
        // `graph.allFunctions`, without scanning the project's other bodies.
        var ofRelevantNames: [Int: [Int]] = [:]
        for (callee, sites) in graph.constructionSites where relevantNames.contains(DependencyTypes.lastComponent(callee)) {
            for site in sites { ofRelevantNames[site.function, default: []].append(site.construction) }
        }
        // Given a body's facts rather than the body, which would be copied for every function.
        func followed(constructions count: Int, readsEnvironment: Bool, function: Int, fromRelevantType: Bool) -> [Int]? {
            if fromRelevantType || readsEnvironment { return count == 0 ? nil : Array(0..<count) }
            return ofRelevantNames[function]?.sorted()
        }
        let previewsAndTests = Set(graph.types.lazy.filter { graph.isPreviewProvider($0) || graph.isTestCase($0) }.map(\.name))
        // `graph.allFunctions` lists the types' functions in order, then the foreign extensions'.
        var functionIndex = 0
        for (index, type) in graph.types.enumerated() {
            let declarationFile = type.declaration.file
            let fromRelevantType = relevantTypes.contains(index)
            // Asked only of types that construct something followed: most construct nothing.
            var typeIsPreviewOrTest: Bool?
            for function in type.functions {
                defer { functionIndex += 1 }
                guard let constructions = followed(
                    constructions: function.value.body.constructions.count,
                    readsEnvironment: function.value.body.environmentReads?.isEmpty == false, function: functionIndex,
                    fromRelevantType: fromRelevantType)
                else { continue }
                let file = function.file
                let inPreviewOrTest = typeIsPreviewOrTest
                    ?? (Self.isTestPath(declarationFile) || Self.isPreviewOrTest(type, previewsAndTests: previewsAndTests))
                typeIsPreviewOrTest = inPreviewOrTest
                // Most functions are in the declaration's file, whose answer is known.
                let isTest = inPreviewOrTest || function.value.attributes.contains("Test") || (file != declarationFile && Self.isTestPath(file))
                add(
                    function.value.body, constructions, context: .type(index), ownerName: type.name, file: file,
                    functionName: function.value.name, isPreviewOrTest: isTest)
            }
        }
        for ext in graph.foreignExtensions {
            for function in ext.value.functions {
                defer { functionIndex += 1 }
                guard let constructions = followed(
                    constructions: function.body.constructions.count, readsEnvironment: function.body.environmentReads?.isEmpty == false,
                    function: functionIndex, fromRelevantType: false)
                else { continue }
                add(function.body, constructions, context: .foreignExtension(ext.value.name), ownerName: nil, file: ext.file,
                    functionName: function.name, isPreviewOrTest: Self.isTestPath(ext.file))
            }
        }
        for preview in graph.previews {
            add(
                preview.value.body, Array(preview.value.body.constructions.indices), context: .preview, ownerName: nil,
                file: preview.file, functionName: nil, isPreviewOrTest: true)
        }

        self.incomingByProperty = incoming
        self.outgoingByProperty = outgoing
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
        for index in type.functions.indices where type.functions[index].value.kind == .initializer {
            let parameters = type.functions[index].value.parameters
            if let label {
                for candidate in parameters where candidate.label == label { note(candidate.name) }
            } else if position < parameters.count, parameters[position].label == "_" {
                note(parameters[position].name)
            }
        }
        let hasDeclaredInit = type.declaration.value.functions.contains { $0.kind == .initializer }
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
    static func isTestPath(_ path: String) -> Bool {
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
