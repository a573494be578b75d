import WirelintFacts

/// The project linked from its per-file facts: types with their extensions, and what the
/// type hierarchy and the environment look like. Built once per run; rules only query it.
public struct ProjectGraph: Sendable {
    public let files: [FileSummary]
    /// Declared types (not extensions), each with the extensions that belong to it.
    public let types: [LinkedType]
    /// Extensions of types the project does not declare (`View`, `XCTestCase`), or whose
    /// declaration is ambiguous (same-named types in several `#if` branches or files).
    public let foreignExtensions: [Located<TypeFacts>]
    private let typesByName: [String: [Int]]

    public init(files: [FileSummary]) {
        self.files = files
        var types: [LinkedType] = []
        var extensions: [Located<TypeFacts>] = []
        for file in files {
            for type in file.facts.types {
                if type.kind == .extension {
                    extensions.append(Located(file: file.path, value: type))
                } else {
                    types.append(LinkedType(declaration: Located(file: file.path, value: type)))
                }
            }
        }
        var index: [String: [Int]] = [:]
        for (position, type) in types.enumerated() { index[type.name, default: []].append(position) }

        var foreign: [Located<TypeFacts>] = []
        for located in extensions {
            let candidates = index[located.value.name] ?? []
            if let owner = Self.owner(of: located, among: candidates, in: types) {
                types[owner].attach(located)
            } else {
                foreign.append(located)
            }
        }
        self.types = types
        self.foreignExtensions = foreign
        self.typesByName = index
    }

    /// The declaration an extension belongs to: the only candidate, or the only one in the
    /// extension's file whose `#if` branches are compatible with it. Nil when ambiguous.
    private static func owner(of located: Located<TypeFacts>, among candidates: [Int], in types: [LinkedType]) -> Int? {
        let compatible = candidates.filter { index in
            let declaration = types[index].declaration
            return declaration.file != located.file || declaration.value.conditions.isCompatible(with: located.value.conditions)
        }
        if compatible.count == 1 { return compatible[0] }
        let sameFile = compatible.filter { types[$0].declaration.file == located.file }
        return sameFile.count == 1 ? sameFile[0] : nil
    }

    /// All declarations with this qualified name.
    public func types(named name: String) -> [LinkedType] {
        (typesByName[name] ?? []).map { types[$0] }
    }

    /// The declaration a name refers to when it is unambiguous.
    public func type(named name: String) -> LinkedType? {
        let matches = typesByName[name] ?? []
        return matches.count == 1 ? types[matches[0]] : nil
    }

    /// Whether `type` inherits from or conforms to `supertype`, directly, through its
    /// extensions, or through the project's own protocols and superclasses.
    public func inherits(_ type: LinkedType, from supertype: String) -> Bool {
        var visited: Set<String> = [type.name]
        var pending = Array(type.inherited)
        while let name = pending.popLast() {
            if name == supertype { return true }
            guard visited.insert(name).inserted else { continue }
            for declaration in types(named: name) { pending.append(contentsOf: declaration.inherited) }
        }
        return false
    }

    /// Every function body of the project with where it lives, for rules that scan bodies.
    public var allFunctions: [(owner: LinkedType?, function: Located<FunctionFacts>)] {
        types.flatMap { type in type.functions.map { (Optional(type), $0) } }
            + foreignExtensions.flatMap { ext in ext.value.functions.map { (nil, Located(file: ext.file, value: $0)) } }
    }
}

/// A value with the file it came from.
public struct Located<Value: Sendable>: Sendable {
    public let file: String
    public let value: Value

    public init(file: String, value: Value) {
        self.file = file
        self.value = value
    }

    public func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(file: file, range: range)
    }
}
