import WirelintFacts

/// Gathers the edges of a `ConstructionIndex` from some of the project's bodies: one collector
/// per run of types on a thread, then joined in order.
struct EdgeCollector: Sendable {
    typealias PropertyKey = ConstructionIndex.PropertyKey
    typealias Edge = ConstructionIndex.Edge

    /// What every collector of one index asks about, worked out once.
    struct Scope: Sendable {
        let graph: ProjectGraph
        let properties: Set<PropertyKey>
        let relevantTypes: Set<Int>
        /// A construction resolves to a type whose name ends with the callee's last component.
        let relevantNames: Set<String>
        /// The constructions, by index in `graph.allFunctions`, of a type that may hold a
        /// relevant property: outside relevant types' bodies and bodies reading an environment
        /// value, only these are followed, found without scanning the project's other bodies.
        let ofRelevantNames: [Int: [Int]]
        let previewsAndTests: Set<String>

        init(graph: ProjectGraph, properties: Set<PropertyKey>) {
            self.graph = graph
            self.properties = properties
            relevantTypes = Set(properties.map(\.type))
            relevantNames = Set(relevantTypes.map { DependencyTypes.lastComponent(graph.types[$0].name) })
            var ofRelevantNames: [Int: [Int]] = [:]
            for (callee, sites) in graph.constructionSites where relevantNames.contains(DependencyTypes.lastComponent(callee)) {
                for site in sites { ofRelevantNames[site.function, default: []].append(site.construction) }
            }
            self.ofRelevantNames = ofRelevantNames
            previewsAndTests = Set(graph.types.lazy.filter { graph.isPreviewProvider($0) || graph.isTestCase($0) }.map(\.name))
        }
    }

    private struct EndKey: Hashable {
        let receiver: Int
        let label: String?
        let position: Int
    }

    let scope: Scope
    /// Most of the properties are filled somewhere, and many pass on what they hold.
    private(set) var incoming: [PropertyKey: [Edge]]
    private(set) var outgoing: [PropertyKey: [Edge]]
    /// The same types are constructed with the same labels all over a project: what each label
    /// fills is worked out once per collector.
    private var ends: [EndKey: ConstructionIndex.ReceivingEnd?] = [:]

    init(scope: Scope) {
        self.scope = scope
        incoming = [:]
        outgoing = [:]
    }

    /// Adds the edges of `other`, gathered from bodies after this collector's.
    mutating func append(_ other: EdgeCollector) {
        if incoming.isEmpty, outgoing.isEmpty {
            (incoming, outgoing) = (other.incoming, other.outgoing)
            return
        }
        incoming.merge(other.incoming) { $0 + $1 }
        outgoing.merge(other.outgoing) { $0 + $1 }
    }

    /// The bodies of `graph.types[index]`, whose functions start at `firstFunction` in
    /// `graph.allFunctions`.
    mutating func follow(type index: Int, firstFunction: Int) {
        let type = scope.graph.types[index]
        let declarationFile = type.declaration.file
        let fromRelevantType = scope.relevantTypes.contains(index)
        // Asked only of types that construct something followed: most construct nothing.
        var typeIsPreviewOrTest: Bool?
        for (offset, function) in type.functions.enumerated() {
            guard let constructions = followed(
                constructions: function.value.body.constructions.count,
                readsEnvironment: function.value.body.environmentReads?.isEmpty == false, function: firstFunction + offset,
                fromRelevantType: fromRelevantType)
            else { continue }
            let file = function.file
            let inPreviewOrTest = typeIsPreviewOrTest
                ?? (ConstructionIndex.isTestPath(declarationFile)
                    || ConstructionIndex.isPreviewOrTest(type, previewsAndTests: scope.previewsAndTests))
            typeIsPreviewOrTest = inPreviewOrTest
            // Most functions are in the declaration's file, whose answer is known.
            let isTest = inPreviewOrTest || function.value.attributes.contains("Test")
                || (file != declarationFile && ConstructionIndex.isTestPath(file))
            add(
                function.value.body, constructions, context: .type(index), ownerName: type.name, file: file,
                functionName: function.value.name, isPreviewOrTest: isTest)
        }
    }

    /// The bodies of the foreign extensions, whose functions start at `firstFunction` in
    /// `graph.allFunctions` (after every type's).
    mutating func followForeignExtensions(firstFunction: Int) {
        var functionIndex = firstFunction
        for ext in scope.graph.foreignExtensions {
            for function in ext.value.functions {
                defer { functionIndex += 1 }
                guard let constructions = followed(
                    constructions: function.body.constructions.count, readsEnvironment: function.body.environmentReads?.isEmpty == false,
                    function: functionIndex, fromRelevantType: false)
                else { continue }
                add(function.body, constructions, context: .foreignExtension(ext.value.name), ownerName: nil, file: ext.file,
                    functionName: function.name, isPreviewOrTest: ConstructionIndex.isTestPath(ext.file))
            }
        }
    }

    /// The bodies declared at file level, which start at `firstFunction` in `graph.allFunctions`
    /// (after the foreign extensions').
    mutating func followFileLevel(firstFunction: Int) {
        for (offset, entry) in scope.graph.allFunctions[firstFunction...].enumerated() {
            let function = entry.function
            guard let constructions = followed(
                constructions: function.value.body.constructions.count,
                readsEnvironment: function.value.body.environmentReads?.isEmpty == false,
                function: firstFunction + offset, fromRelevantType: false)
            else { continue }
            add(function.value.body, constructions, context: .fileLevel, ownerName: nil, file: function.file,
                functionName: function.value.name, isPreviewOrTest: ConstructionIndex.isTestPath(function.file))
        }
    }

    mutating func follow(previews: Range<Int>) {
        for preview in scope.graph.previews[previews] {
            add(
                preview.value.body, Array(preview.value.body.constructions.indices), context: .preview, ownerName: nil,
                file: preview.file, functionName: nil, isPreviewOrTest: true)
        }
    }

    /// Which constructions to follow in a body: all of them in a relevant type's bodies (which
    /// may pass its properties) and in bodies that read members of an environment value (which
    /// may pass those); elsewhere only those of a type that may hold a relevant property.
    /// Given a body's facts rather than the body, which would be copied for every function.
    private func followed(constructions count: Int, readsEnvironment: Bool, function: Int, fromRelevantType: Bool) -> [Int]? {
        if fromRelevantType || readsEnvironment { return count == 0 ? nil : Array(0..<count) }
        return scope.ofRelevantNames[function]?.sorted()
    }

    private mutating func receivingEnd(of receiver: Int, label: String?, position: Int) -> ConstructionIndex.ReceivingEnd? {
        // The position matters only to an unlabelled argument.
        let key = EndKey(receiver: receiver, label: label, position: label == nil ? position : -1)
        if let known = ends[key] { return known }
        let end = ConstructionIndex.receivingEnd(of: scope.graph.types[receiver], label: label, position: position)
        ends[key] = end
        return end
    }

    private mutating func add(
        _ body: BodyFacts, _ constructions: [Int], context: ConstructionIndex.Context, ownerName: String?, file: String,
        functionName: String?, isPreviewOrTest: Bool
    ) {
        var owner: Int?
        if case .type(let index) = context, scope.relevantTypes.contains(index) { owner = index }
        for construction in constructions.lazy.map({ body.constructions[$0] }) where !construction.arguments.isEmpty {
            // Nothing to follow unless the constructed type holds a relevant property, the
            // constructing type passes one of its own, or an environment's member is passed.
            guard scope.relevantNames.contains(DependencyTypes.lastComponent(construction.callee))
                || construction.arguments.contains(where: { argument in
                    argument.name.map { owner != nil || $0.contains(byte: UInt8(ascii: ".")) } ?? false
                }),
                let receiver = ConstructionIndex.resolve(construction.callee, from: ownerName, file: file, graph: scope.graph)
            else { continue }
            for (position, argument) in construction.arguments.enumerated() {
                guard let end = receivingEnd(of: receiver, label: argument.label, position: position) else { continue }
                var into: PropertyKey?
                if case .property(let name) = end, scope.relevantTypes.contains(receiver),
                   scope.properties.contains(PropertyKey(type: receiver, name: name)) {
                    into = PropertyKey(type: receiver, name: name)
                }
                var source: PropertyKey?
                if case .type(let constructing) = context, let name = argument.name, !name.contains(byte: UInt8(ascii: ".")) {
                    // A property of the constructing type read as a whole (`api`, `self.api`),
                    // not a parameter or local of the same name. Looked for only when the edge
                    // is kept either way or the property is relevant.
                    let key = PropertyKey(type: constructing, name: name)
                    let relevant = owner != nil && scope.properties.contains(key)
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
                    if let environment = read?.environmentType,
                       let type = ConstructionIndex.resolve(environment, from: ownerName, file: file, graph: scope.graph) {
                        source = PropertyKey(type: type, name: member)
                    }
                }
                let from = source.flatMap { scope.properties.contains($0) ? $0 : nil }
                guard into != nil || from != nil else { continue }
                let edge = Edge(
                    context: context, file: file, functionName: functionName, callee: construction.callee,
                    receiver: receiver, label: argument.label, end: end, sourceProperty: source, range: construction.range,
                    isPreviewOrTest: isPreviewOrTest, constructsValue: argument.constructedType != nil)
                if let into { incoming[into, default: []].append(edge) }
                if let from { outgoing[from, default: []].append(edge) }
            }
        }
    }
}
