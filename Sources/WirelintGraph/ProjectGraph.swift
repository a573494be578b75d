import WirelintConcurrency
import WirelintFacts
import WirelintKnowledge

/// The project linked from its per-file facts: types with their extensions, and what the
/// type hierarchy and the environment look like. Built once per run; rules only query it.
public struct ProjectGraph: Sendable {
    public let files: [FileSummary]
    /// Declared types (not extensions), each with the extensions that belong to it.
    public let types: [LinkedType]
    /// Extensions of types the project does not declare (`View`, `XCTestCase`), or whose
    /// declaration is ambiguous (same-named types in several `#if` branches or files).
    public let foreignExtensions: [Located<TypeFacts>]
    /// Every function body of the project with the type it belongs to (nil for extensions of
    /// types the project does not declare and for file-level functions), for rules that scan
    /// bodies: each type's functions in `types` order, then those of `foreignExtensions` in
    /// theirs, then the file-level functions in file order.
    public let allFunctions: [(owner: LinkedType?, function: Located<FunctionFacts>)]
    /// Every construction in `allFunctions`, by callee as written (`Row`, `UIHostingController`),
    /// each list in `allFunctions` order: who constructs a type is looked up here rather than
    /// found by scanning every body of the project again.
    public let constructionSites: [String: [ConstructionSite]]
    /// `#Preview` macros of every file.
    public let previews: [Located<PreviewFacts>]
    /// Every name a declared type inherits from, in its declaration or an extension of it.
    public let inheritedNames: Set<String>
    private let typesByName: [String: [Int]]
    /// Types declared inside `#Preview`s, kept out of `typesByName`: no code outside their
    /// preview can name them (see `previewLocalDeclarations(of:in:)`).
    private let previewLocalTypesByName: [String: [Int]]
    /// The last components of nested types' names (`Row` for `List.Row`): only these names
    /// need a lookup in enclosing scopes.
    private let nestedNames: Set<String>
    /// The project's structs that are `DynamicProperty`s, by name: only a property of one of
    /// these types can read the environment through its type, and most projects declare none,
    /// so most properties are settled without looking their type up.
    let dynamicPropertyTypes: Set<String>
    /// The threads the graph was linked on: analyses that split their work use as many.
    public let jobs: Int
    /// Which module each file is in and which modules it sees.
    public let modules: ProjectModules
    /// `previewOnlyTypes`, worked out once for the rules that ask for it.
    let previewOnly = Once<Set<String>>()

    /// Links facts the passes have settled (`linking(_:jobs:)`) on `jobs` threads: the types,
    /// each independent of the others once the supertypes are known, are split between them,
    /// and the dynamic properties are picked out beside the list of functions. The graph is the
    /// same whatever the thread count.
    init(settledFiles files: [FileSummary], modules: ProjectModules, jobs: Int) {
        self.files = files
        self.jobs = jobs
        self.modules = modules
        // Split file by file on the workers, by place: each type's facts are copied out of its
        // file once, into its linked type (on the workers too), and gathering the names
        // declarations inherit from touches them all.
        let split = (0..<files.count).runs(of: Self.runLength).parallelMap(jobs: jobs) { run in
            var declarations: [FactsPlace] = []
            var names: [(name: String, isPreviewLocal: Bool)] = []
            var extensions: [FactsPlace] = []
            var inheritedNames: Set<String> = []
            for file in run {
                for type in files[file].facts.types.indices {
                    if files[file].facts.types[type].kind == .extension {
                        extensions.append(FactsPlace(file: file, type: type))
                    } else {
                        declarations.append(FactsPlace(file: file, type: type))
                        names.append((files[file].facts.types[type].name, files[file].facts.types[type].isPreviewLocal))
                        inheritedNames.formUnion(files[file].facts.types[type].inherited)
                    }
                }
            }
            return (declarations: declarations, names: names, extensions: extensions, inheritedNames: inheritedNames)
        }
        let declarations = split.flatMap(\.declarations)
        // Room for twice the names: rules look names up here all the time, most of them not the
        // project's (`String`, `View`), and a miss compares the name with every key up to the next
        // free slot — three or four string comparisons at the load a grown dictionary can end at.
        var index = [String: [Int]](minimumCapacity: 2 * declarations.count)
        // The names are taken out on the workers: reaching each through its file's facts here,
        // on one thread, retained and released every level on the way.
        var previewLocal: [String: [Int]] = [:]
        for (position, entry) in split.lazy.flatMap(\.names).enumerated() {
            if entry.isPreviewLocal {
                previewLocal[entry.name, default: []].append(position)
            } else {
                index[entry.name, default: []].append(position)
            }
        }
        previewLocalTypesByName = previewLocal

        var foreign: [Located<TypeFacts>] = []
        var owned = [[Located<TypeFacts>]](repeating: [], count: declarations.count)
        var inheritedNames = split.dropFirst().reduce(into: split.first?.inheritedNames ?? []) { $0.formUnion($1.inheritedNames) }
        for place in split.lazy.flatMap(\.extensions) {
            let located = Located(file: files[place.file].path, value: files[place.file].facts.types[place.type])
            let candidates = index[located.value.name] ?? []
            if let owner = Self.owner(of: located, in: place.file, among: candidates, declarations: declarations, files: files) {
                owned[owner].append(located)
                inheritedNames.formUnion(located.value.inherited)
            } else {
                foreign.append(located)
            }
        }
        self.inheritedNames = inheritedNames
        let extensionsByOwner = owned
        // What a declaration inherits from, its extensions' conformances included: worked out
        // serially only for the few types others inherit from, on the workers for the rest.
        @Sendable func inherited(_ position: Int) -> [String] {
            let place = declarations[position]
            return extensionsByOwner[position].reduce(files[place.file].facts.types[place.type].inherited) { $0 + $1.value.inherited }
        }
        let supertypes = Self.transitiveSupertypes(of: inheritedNames, inherited: inherited, index: index)
        let types = (0..<declarations.count).runs(of: Self.runLength).parallelMap(jobs: jobs) { run in
            run.map { position in
                let place = declarations[position]
                let inherited = inherited(position)
                return LinkedType(
                    declaration: Located(file: files[place.file].path, value: files[place.file].facts.types[place.type]),
                    extensions: extensionsByOwner[position], inherited: inherited,
                    ancestors: Self.ancestors(inheriting: inherited, supertypes: supertypes))
            }
        }.flatMap { $0 }
        self.types = types
        self.foreignExtensions = foreign
        self.typesByName = index
        ((allFunctions, constructionSites), dynamicPropertyTypes) = concurrently(jobs: jobs, { [foreign] in
            // One list, filled in place: built from per-type lists joined together, its
            // intermediate arrays cost a link a tenth more.
            var functions: [(owner: LinkedType?, function: Located<FunctionFacts>)] = []
            functions.reserveCapacity(
                types.reduce(0) { $0 + $1.functions.count } + foreign.reduce(0) { $0 + $1.value.functions.count }
                    + files.reduce(0) { $0 + $1.facts.functions.count })
            for type in types {
                for function in type.functions { functions.append((type, function)) }
            }
            for ext in foreign {
                for function in ext.value.functions { functions.append((nil, Located(file: ext.file, value: function))) }
            }
            for file in files {
                for function in file.facts.functions { functions.append((nil, Located(file: file.path, value: function))) }
            }
            return (functions, Self.constructionSites(in: functions))
        }, {
            Set(types.lazy.filter { $0.kind == .struct && $0.ancestors.contains(Knowledge.dynamicPropertyProtocol) }.map(\.name))
        })
        self.nestedNames = Set(index.keys.lazy.filter { $0.contains(byte: UInt8(ascii: ".")) }.map(DependencyTypes.lastComponent))
        self.previews = files.flatMap { file in file.facts.previews.map { Located(file: file.path, value: $0) } }
    }

    private static func constructionSites(in functions: [(owner: LinkedType?, function: Located<FunctionFacts>)]) -> [String: [ConstructionSite]] {
        var sites: [String: [ConstructionSite]] = [:]
        for (position, function) in functions.lazy.map(\.function).enumerated() {
            let constructions = function.value.body.constructions
            for index in constructions.indices {
                sites[constructions[index].callee, default: []].append(ConstructionSite(function: position, construction: index))
            }
        }
        return sites
    }

    /// Files or types per task when linking on several threads: one takes too little time to be
    /// handed out alone, and one run per thread left a thread idle while the other finished a
    /// run of larger types.
    private static let runLength = 64

    /// Every supertype, through the project's own protocols and classes, of each declared type
    /// name some type inherits from: only those are looked up when a type's ancestors are
    /// gathered, and they are few (protocols, base classes) next to the types of a project.
    private static func transitiveSupertypes(
        of names: Set<String>, inherited: (Int) -> [String], index: [String: [Int]]
    ) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in names {
            guard let positions = index[name] else { continue }
            var found: Set<String> = []
            var visited: Set<String> = [name]
            var pending = positions.flatMap(inherited)
            while found.count < mostAncestors, let next = pending.popLast() {
                found.insert(next)
                guard visited.insert(next).inserted else { continue }
                for position in index[next] ?? [] { pending.append(contentsOf: inherited(position)) }
            }
            if !found.isEmpty { result[name] = found.sorted() }
        }
        return result
    }

    /// The most supertypes gathered for one type, beyond those it names itself. Real hierarchies
    /// have a few dozen at most; in a chain of classes or protocols thousands deep (generated or
    /// hostile code), every type holding all of those above it took time and memory that grew
    /// with the square of the chain's length.
    static let mostAncestors = 128

    /// What a type inherits from, then what those inherit from in turn, in that order. Most
    /// types inherit only from framework types: their list is `inherited` itself, unallocated.
    private static func ancestors(inheriting inherited: [String], supertypes: [String: [String]]) -> [String] {
        guard inherited.contains(where: { supertypes[$0] != nil }) else { return inherited }
        var ancestors = inherited
        var listed = Set(inherited)
        for name in inherited {
            for supertype in supertypes[name] ?? [] where ancestors.count < inherited.count + mostAncestors {
                if listed.insert(supertype).inserted { ancestors.append(supertype) }
            }
        }
        return ancestors
    }

    /// Where a type's facts are: its file's position in `files`, and its own among the file's types.
    private struct FactsPlace: Sendable {
        let file: Int
        let type: Int
    }

    /// The declaration an extension (in the file at `file`) belongs to: the only candidate, or
    /// the only one in the extension's file whose `#if` branches are compatible with it. Nil
    /// when ambiguous.
    private static func owner(
        of located: Located<TypeFacts>, in file: Int, among candidates: [Int], declarations: [FactsPlace], files: [FileSummary]
    ) -> Int? {
        let compatible = candidates.filter { index in
            let declaration = declarations[index]
            return declaration.file != file
                || files[file].facts.types[declaration.type].conditions.isCompatible(with: located.value.conditions)
        }
        if compatible.count == 1 { return compatible[0] }
        let sameFile = compatible.filter { declarations[$0].file == file }
        return sameFile.count == 1 ? sameFile[0] : nil
    }

    /// The types a `#Preview` of `file` declares with this name: what the name means in that
    /// preview, whatever else the project declares under it.
    public func previewLocalDeclarations(of name: String, in file: String) -> [Int] {
        guard !previewLocalTypesByName.isEmpty, let matches = previewLocalTypesByName[name] else { return [] }
        return matches.filter { types[$0].declaration.file == file }
    }

    /// All declarations with this qualified name.
    public func types(named name: String) -> [LinkedType] {
        (typesByName[name] ?? []).map { types[$0] }
    }

    /// The declarations (indices in `types`) a type name written inside `ownerName` refers to:
    /// those of the innermost scope that declares it — `Row` inside `List.Section` tries
    /// `List.Section.Row`, `List.Row`, then `Row`. Empty when no scope does.
    public func declarations(of name: String, from ownerName: String?) -> [Int] {
        if let ownerName, !nestedNames.isEmpty, nestedNames.contains(DependencyTypes.lastComponent(name)) {
            var scope = Substring(ownerName)
            while true {
                if let matches = typesByName["\(scope).\(name)"] { return matches }
                guard let dot = scope.lastIndex(ofByte: UInt8(ascii: ".")) else { break }
                scope = scope[..<dot]
            }
        }
        return typesByName[name] ?? []
    }

    /// The declarations nearest to `file`: the one in `file` itself, else those sharing the
    /// most leading folders with it. Same-named types in different folders belong to different
    /// targets — an app's and its watch extension's `ContentView` — and a target builds its own;
    /// `#if` branches of one file are equally near and all remain.
    public static func nearest(_ declarations: [LinkedType], to file: String) -> [LinkedType] {
        guard declarations.count > 1 else { return declarations }
        let folders = file.split(separator: "/").dropLast()
        func nearness(_ type: LinkedType) -> Int {
            let path = type.declaration.file
            if path == file { return Int.max }
            return zip(folders, path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let scores = declarations.map(nearness)
        let best = scores.max()!
        return zip(declarations, scores).filter { $0.1 == best }.map(\.0)
    }

    /// The declarations a name written in `file` means among same-named ones: not another
    /// file's `private` or `fileprivate` types, those of the modules the file sees
    /// (`ProjectModules`), then the nearest of them (`nearest(_:to:)`).
    public func declarationsMeant(_ declarations: [LinkedType], from file: String) -> [LinkedType] {
        let reachable = declarations.count > 1
            ? declarations.filter { !$0.declaration.value.isFilePrivate || $0.declaration.file == file } : declarations
        return Self.nearest(modules.visible(reachable, from: file), to: file)
    }

    /// The declaration a name refers to when it is unambiguous.
    public func type(named name: String) -> LinkedType? {
        let matches = typesByName[name] ?? []
        return matches.count == 1 ? types[matches[0]] : nil
    }

    /// Whether `type` inherits from or conforms to `supertype`, directly, through its
    /// extensions, or through the project's own protocols and superclasses.
    public func inherits(_ type: LinkedType, from supertype: String) -> Bool {
        type.ancestors.contains(supertype)
    }

    /// Whether `type` inherits from any of `supertypes`: one lookup per supertype the type has,
    /// which are few, rather than one per name asked about.
    public func inherits(_ type: LinkedType, fromAnyOf supertypes: Set<String>) -> Bool {
        type.ancestors.contains(where: supertypes.contains)
    }
}

/// One construction of the project: the `construction`th of the body of `allFunctions[function]`.
public struct ConstructionSite: Sendable {
    public let function: Int
    public let construction: Int
}

/// A value with the file it came from.
///
/// A class: the graph hands the same type and function facts to every rule, in loops, and
/// copying a struct of facts retains each of its fields.
public final class Located<Value: Sendable>: Sendable {
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
