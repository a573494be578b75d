import WirelintFacts

/// The modules of what is linted and which file belongs to which: the targets of the project's
/// SwiftPM manifests and Tuist projects (`FileFacts.manifest`) and Xcode projects (`FileFacts.xcodeProject`), and
/// for every other file the project folder it lies in (a folder holding an Xcode project, a
/// manifest, `.git` or `.wirelint.yml`), all of whose loose files make one module, as they did
/// before modules were known.
///
/// Modules that can see each other — by an `import`, a manifest or Xcode target dependency, or
/// a project folder inside another's — are linked as one project; the rest are not: two apps
/// linted together then resolve their names as each does alone, and a type of one can neither
/// stand in for nor shadow (`TimelineView`) a type of the other.
///
/// A file that several Xcode targets compile (an iOS and a macOS app sharing sources) belongs
/// to each: those targets are linked as one project, the file sees the declarations of all of
/// them, and each target's own files see only their target's. A project's loose files (in no
/// target) are linked with its targets, since a file the project file does not spell out may
/// still be built, but belong to none.
public struct ProjectModules: Sendable {
    struct Module: Sendable {
        /// The target's name, which `import` uses; nil for a project folder's loose files.
        let name: String?
        /// The target's folder, or the project folder; "" for the lint root.
        let folder: String
        /// The manifest's or Xcode project's folder, for resolving a dependency by target name.
        let package: String?
        let dependencies: [String]
        /// The platforms an Xcode target builds for; empty when not known.
        var platforms: [XcodeTargetFacts.Platform] = []
    }

    let modules: [Module]
    /// Each file's module, in file order: for a file of several Xcode targets, the first.
    let moduleOfFile: [Int]
    /// The other modules of a file that several Xcode targets compile, by file index.
    private let alsoOfFile: [Int: [Int]]
    /// The targets by name: most names an import gives are the frameworks', found in none.
    private let targetsByName: [String: [Int]]

    /// The modules each file sees, by path: its own, those it imports, and what those re-export
    /// (`@_exported import`). Only for files that import one of the project's modules; every
    /// other file sees its own alone.
    private let visibleFromFile: [String: Set<Int>]
    /// The loose module of each Xcode project's folder, with the project's targets.
    private let looseModulesOfXcodeProjects: [(loose: Int, targets: [Int])]
    /// Every module of each file, by path.
    private let modulesOfPath: [String: [Int]]

    public var count: Int { modules.count }

    /// Where each file is, by path as reported: its absolute path, and its project folder. A
    /// file without them is where its path says, in the lint root's project folder.
    public struct Places: Sendable {
        public var absolutePaths: [String: String]
        public var projectFolders: [String: String]

        public init(absolutePaths: [String: String] = [:], projectFolders: [String: String] = [:]) {
            self.absolutePaths = absolutePaths
            self.projectFolders = projectFolders
        }
    }

    /// Each file's path with its folders compared: the same form for every file, whether a run
    /// shows it relative to the working directory or absolute (a project found above it).
    private let places: [String]

    public init(files: [FileSummary], places given: Places = Places()) {
        let places = files.map { given.absolutePaths[$0.path] ?? $0.path }
        self.places = places
        var modules: [Module] = []
        var targets: [(folder: String, sources: [String]?, exclude: [String], module: Int)] = []
        var xcode = XcodeMembership()
        // An XcodeGen spec describes the project generated beside it: when that is committed
        // too, its file is what Xcode builds, and the spec is left alone.
        let generated = Set(zip(files, places).compactMap { file, place in
            file.facts.xcodeProject != nil && !XcodeMembership.isSpec(place) ? XcodeMembership.projectFolder(of: place) : nil
        })
        for (file, place) in zip(files, places) {
            if let project = file.facts.xcodeProject,
               !(XcodeMembership.isSpec(place) && generated.contains(XcodeMembership.projectFolder(of: place))) {
                xcode.add(project, at: place, to: &modules)
            }
            guard let manifest = file.facts.manifest, Self.isManifestName(place) else { continue }
            let package = Self.folder(of: place)
            for target in manifest.targets {
                let folder = Self.join(package, target.path ?? (target.kind == .test ? "Tests/" : "Sources/") + target.name)
                guard !targets.contains(where: { $0.folder == folder }) else { continue }
                targets.append((folder, target.sources?.map { Self.join(folder, $0) }, target.exclude.map { Self.join(folder, $0) }, modules.count))
                modules.append(Module(name: target.name, folder: folder, package: package, dependencies: target.dependencies))
            }
        }
        // The deepest folder first: a package inside another's target folder owns its files.
        targets.sort { $0.folder.count > $1.folder.count }
        var looseModules: [String: Int] = [:]
        var alsoOfFile: [Int: [Int]] = [:]
        let moduleOfFile = zip(files, places).enumerated().map { index, element in
            let (file, place) = element
            let compiling = xcode.targets(compiling: place, projectFile: file.facts.xcodeProject)
            if let first = compiling.first {
                if compiling.count > 1 { alsoOfFile[index] = Array(compiling.dropFirst()) }
                return first
            }
            if let target = targets.first(where: { Self.contains($0.folder, place) }),
               !target.exclude.contains(where: { Self.contains($0, place) }),
               target.sources.map({ $0.contains { Self.contains($0, place) } }) ?? true {
                return target.module
            }
            let folder = given.projectFolders[file.path] ?? ""
            if let known = looseModules[folder] { return known }
            looseModules[folder] = modules.count
            modules.append(Module(name: nil, folder: folder, package: nil, dependencies: []))
            return modules.count - 1
        }
        self.modules = modules
        self.moduleOfFile = moduleOfFile
        self.alsoOfFile = alsoOfFile
        var targetsByName: [String: [Int]] = [:]
        for (index, module) in modules.enumerated() {
            if let name = module.name { targetsByName[name, default: []].append(index) }
        }
        self.targetsByName = targetsByName
        let modulesOfFile = moduleOfFile.indices.map { [moduleOfFile[$0]] + (alsoOfFile[$0] ?? []) }
        modulesOfPath = Dictionary(zip(files.map(\.path), modulesOfFile), uniquingKeysWith: { first, _ in first })
        var exported: [Int: [(name: String, from: String)]] = [:]
        for (index, own) in modulesOfFile.enumerated() {
            for imported in files[index].facts.imports where imported.isExported {
                for module in own { exported[module, default: []].append((imported.module, places[index])) }
            }
        }
        var visible: [String: Set<Int>] = [:]
        for (index, own) in modulesOfFile.enumerated() {
            let file = files[index]
            var seen = Set(own)
            var pending = file.facts.imports.map { (name: $0.module, from: places[index]) }
            while let next = pending.popLast() {
                for other in Self.nearest(targetsByName[next.name] ?? [], to: next.from, in: modules) where seen.insert(other).inserted {
                    pending += exported[other] ?? []
                }
            }
            if seen.count > 1 { visible[file.path] = seen }
        }
        visibleFromFile = visible
        looseModulesOfXcodeProjects = xcode.projectFolders.compactMap { folder, targets in
            looseModules[folder].map { ($0, targets) }
        }
    }

    /// Of same-named declarations, those in modules `file` sees. When it sees none: none if
    /// all are in targets, whose names a file must import to see them (the name is then the
    /// SDK's or a library's, as `TimelineView` in a module that declares none); else all, as
    /// loose files, which no manifest or project file places, may be built with any file.
    func visible(_ declarations: [LinkedType], from file: String) -> [LinkedType] {
        guard modules.count > 1, let own = modulesOfPath[file] else { return declarations }
        let seen = visibleFromFile[file] ?? Set(own)
        let visible = declarations.filter { modulesOfPath[$0.declaration.file].map { $0.contains(where: seen.contains) } ?? true }
        guard visible.isEmpty else { return visible }
        let allInTargets = declarations.allSatisfy { modulesOfPath[$0.declaration.file].map { modules[$0[0]].name != nil } ?? false }
        return allInTargets ? [] : declarations
    }

    /// The one platform every Xcode target compiling `file` builds for: what its code is
    /// compiled for, whatever its path says. Nil when a target builds for several platforms or
    /// names none, when its targets differ, or when no Xcode target compiles it.
    public func targetPlatform(of file: String) -> XcodeTargetFacts.Platform? {
        guard let own = modulesOfPath[file], let first = modules[own[0]].platforms.first,
              own.allSatisfy({ modules[$0].platforms == [first] })
        else { return nil }
        return first
    }

    /// The files of each set of modules that see each other, in file order; the sets in the
    /// order of their first file.
    public func linkGroups(of files: [FileSummary]) -> [[Int]] {
        var sets = DisjointSets(count: modules.count)
        for (file, others) in alsoOfFile {
            for other in others { sets.union(moduleOfFile[file], other) }
        }
        for (loose, targets) in looseModulesOfXcodeProjects {
            for target in targets { sets.union(loose, target) }
        }
        for (file, module) in moduleOfFile.enumerated() {
            for imported in files[file].facts.imports {
                for other in nearestModules(named: imported.module, to: places[file]) { sets.union(module, other) }
            }
        }
        for (index, module) in modules.enumerated() {
            for dependency in module.dependencies {
                let sibling = (targetsByName[dependency] ?? []).filter { modules[$0].package == module.package }
                for other in sibling.isEmpty ? nearestModules(named: dependency, to: module.folder + "/Package.swift") : sibling {
                    sets.union(index, other)
                }
            }
            // Loose files of a project folder inside another's: an Xcode project may build
            // files from anywhere below its folder.
            if module.name == nil, let enclosing = enclosingLooseModule(of: index) { sets.union(index, enclosing) }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for (file, module) in moduleOfFile.enumerated() {
            let root = sets.find(module)
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(file)
        }
        return order.map { groups[$0]! }
    }

    /// Type names declared in more than one module of a group: where a name alone does not say
    /// which type is meant, and the nearest declaration is taken (`ProjectGraph.nearest`).
    public func ambiguousNames(in group: [Int], of files: [FileSummary]) -> Int {
        var modulesByName: [String: Set<Int>] = [:]
        for file in group {
            for type in files[file].facts.types where type.kind != .extension && !type.isPreviewLocal && !type.isFilePrivate {
                modulesByName[type.name, default: []].insert(moduleOfFile[file])
            }
        }
        return modulesByName.values.count { $0.count > 1 }
    }

    private func nearestModules(named name: String, to path: String) -> [Int] {
        Self.nearest(targetsByName[name] ?? [], to: path, in: modules)
    }

    /// The `candidates` whose folders share the most leading folders with `path`.
    private static func nearest(_ candidates: [Int], to path: String, in modules: [Module]) -> [Int] {
        guard candidates.count > 1 else { return candidates }
        let folders = path.split(separator: "/").dropLast()
        let scores = candidates.map { zip(folders, modules[$0].folder.split(separator: "/")).prefix { $0 == $1 }.count }
        let best = scores.max()!
        return zip(candidates, scores).filter { $0.1 == best }.map(\.0)
    }

    private func enclosingLooseModule(of index: Int) -> Int? {
        let folder = modules[index].folder
        guard !folder.isEmpty else { return nil }
        return modules.indices
            .filter { $0 != index && modules[$0].name == nil && (modules[$0].folder.isEmpty || Self.contains(modules[$0].folder, folder)) }
            .max { modules[$0].folder.count < modules[$1].folder.count }
    }

    /// `Package.swift`, a manifest for a tools version (`Package@swift-5.9.swift`), or a Tuist
    /// project's `Project.swift`.
    private static func isManifestName(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name == "Package.swift" || name == "Project.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `relative` inside `folder`, without `./` or a trailing `/`, and with `..` taken back
    /// (an Xcode project may compile files beside its folder); `relative` itself when absolute.
    static func join(_ folder: String, _ relative: String) -> String {
        let base = relative.hasPrefix("/") ? "/" : folder
        var components = base.split(separator: "/")
        for part in relative.split(separator: "/") where part != "." {
            if part == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(part)
            }
        }
        let joined = components.joined(separator: "/")
        return base.hasPrefix("/") ? "/" + joined : joined
    }

    /// Whether `path` is `folder` or lies inside it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }
}

/// Which Xcode targets compile which files, by path in the form `ProjectModules` compares.
private struct XcodeMembership {
    /// The files of the targets' sources build phases.
    private var listed: [String: [Int]] = [:]
    private var folders: [(folder: String, exceptions: [String], module: Int)] = []
    /// The folder holding each project, with its targets' modules.
    private(set) var projectFolders: [(folder: String, targets: [Int])] = []
    /// The project file itself is in its first target, so that it makes no module of its own.
    private var firstTargets: [String: Int] = [:]

    /// Whether the targets' file at `place` is an XcodeGen spec rather than an Xcode project.
    static func isSpec(_ place: String) -> Bool { !place.hasSuffix(".pbxproj") }

    /// The folder the project's paths are relative to: the one holding the `.xcodeproj`, or
    /// the spec.
    static func projectFolder(of place: String) -> String {
        let folder = ProjectModules.folder(of: place)
        return isSpec(place) ? folder : ProjectModules.folder(of: folder)
    }

    /// Adds a module to `modules` for each target of the project whose file is at `place`.
    mutating func add(_ project: XcodeProjectFacts, at place: String, to modules: inout [ProjectModules.Module]) {
        let folder = Self.projectFolder(of: place)
        let first = modules.count
        for target in project.targets {
            let module = modules.count
            modules.append(ProjectModules.Module(
                name: target.moduleName, folder: folder, package: folder, dependencies: target.dependencies, platforms: target.platforms))
            for source in target.sources {
                listed[ProjectModules.join(folder, source), default: []].append(module)
            }
            for synchronized in target.synchronizedFolders {
                let root = ProjectModules.join(folder, synchronized.path)
                folders.append((root, synchronized.exceptions.map { ProjectModules.join(root, $0) }, module))
            }
        }
        guard modules.count > first else { return }
        projectFolders.append((folder, Array(first..<modules.count)))
        firstTargets[place] = first
    }

    /// The modules of the targets that compile the file at `place`, in the order their
    /// projects and targets were read.
    func targets(compiling place: String, projectFile: XcodeProjectFacts?) -> [Int] {
        if projectFile != nil { return firstTargets[place].map { [$0] } ?? [] }
        var modules = listed[place] ?? []
        for folder in folders where ProjectModules.contains(folder.folder, place)
            && !folder.exceptions.contains(where: { ProjectModules.contains($0, place) }) && !modules.contains(folder.module) {
            modules.append(folder.module)
        }
        return Set(modules).sorted()
    }
}

/// Union–find over `0..<count`.
private struct DisjointSets {
    private var parents: [Int]

    init(count: Int) {
        parents = Array(0..<count)
    }

    mutating func find(_ element: Int) -> Int {
        var root = element
        while parents[root] != root { root = parents[root] }
        var current = element
        while parents[current] != root { (current, parents[current]) = (parents[current], root) }
        return root
    }

    mutating func union(_ first: Int, _ second: Int) {
        let (a, b) = (find(first), find(second))
        if a != b { parents[max(a, b)] = min(a, b) }
    }
}
