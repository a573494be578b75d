import WirelintFacts

/// Reads the native targets of an Xcode project from its `project.pbxproj`: what each builds,
/// for which platforms, the Swift files it compiles and what it depends on.
public enum XcodeProjectReader {
    /// The targets of the project `text` holds, or why it is not one.
    public static func project(from text: String) -> Result<XcodeProjectFacts, XcodeProjectError> {
        let root: OpenStepPropertyList
        do {
            root = try OpenStepPropertyList.parse(text)
        } catch {
            return .failure(.malformed(error))
        }
        guard let objects = root.dictionary?["objects"]?.dictionary,
              let projectID = root.dictionary?["rootObject"]?.string,
              let project = objects[projectID]?.dictionary, project["isa"]?.string == "PBXProject"
        else { return .failure(.notAProject) }
        let graph = ProjectObjects(objects: objects, project: project)
        let targetIDs = project["targets"]?.strings ?? []
        return .success(XcodeProjectFacts(targets: targetIDs.compactMap(graph.target)))
    }
}

extension XcodeProjectReader {
    /// A product name made a module name, as Xcode's default does: every character that cannot
    /// be in an identifier becomes `_` (`My App` is `My_App`), and a leading digit gets one
    /// before it.
    static func moduleName(ofProduct name: String) -> String {
        let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        return (characters.first?.isNumber == true ? "_" : "") + String(characters)
    }
}

/// Why a `project.pbxproj` yields no targets.
public enum XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(OpenStepPropertyListError)
    /// A well-formed property list without a project's `objects` and `rootObject`.
    case notAProject
    /// An XcodeGen spec with a YAML anchor, which is not composed (see `YAMLAnchors`).
    case yamlAnchor(line: Int)

    public var description: String {
        switch self {
        case .malformed(let error): "not a readable Xcode project (\(error)); its targets are not known"
        case .notAProject: "not an Xcode project (no root object); its targets are not known"
        case .yamlAnchor(let line): "an XcodeGen spec with a YAML anchor ('&name', line \(line)), which is not read; its targets are not known"
        }
    }
}

/// The objects of a project, by id, and what reading a target needs from them.
private struct ProjectObjects {
    typealias Object = [String: OpenStepPropertyList]

    let objects: [String: OpenStepPropertyList]
    let project: Object
    /// Each group's or file's enclosing group, for resolving `<group>`-relative paths (the
    /// first by id, should a damaged project list a child twice: facts never depend on the
    /// order of a dictionary).
    let parents: [String: String]
    /// `projectDirPath`: where `SOURCE_ROOT` and the main group are, relative to the folder
    /// holding the `.xcodeproj`.
    let projectFolder: String
    /// The Xcode 16 folder-synchronized groups, by id.
    let synchronizedGroupIDs: [String]

    init(objects: [String: OpenStepPropertyList], project: Object) {
        self.objects = objects
        self.project = project
        var parents: [String: String] = [:]
        var synchronized: [String] = []
        for id in objects.keys.sorted() {
            let object = objects[id]?.dictionary
            if object?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronized.append(id) }
            for child in object?["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
        synchronizedGroupIDs = synchronized
        projectFolder = project["projectDirPath"]?.string ?? ""
    }

    func object(_ id: String?) -> Object? {
        id.flatMap { objects[$0]?.dictionary }
    }

    func target(id: String) -> XcodeTargetFacts? {
        guard let target = object(id), target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { return nil }
        let product = target["productType"]?.string
        let platforms = Self.platforms(settings: buildSettings(of: target), product: product)
        return XcodeTargetFacts(
            name: name,
            moduleName: moduleName(of: target),
            product: Self.product(product),
            platforms: platforms.isEmpty ? Self.platforms(settings: buildSettings(of: project), product: product) : platforms,
            sources: sources(of: target) + borrowedFromSynchronizedFolders(by: target, id: id),
            synchronizedFolders: synchronizedFolders(of: target, id: id),
            dependencies: dependencies(of: target))
    }

    // MARK: - Build settings

    /// The build settings of each of the object's configurations (Debug, Release, …).
    private func buildSettings(of owner: Object) -> [Object] {
        let list = object(owner["buildConfigurationList"]?.string)
        return (list?["buildConfigurations"]?.strings ?? []).compactMap { object($0)?["buildSettings"]?.dictionary }
    }

    /// The first literal value of `key` among `settings`: one that refers to other settings
    /// (`$(TARGET_NAME)`) says nothing without them.
    private static func literal(_ key: String, in settings: [Object]) -> String? {
        settings.lazy.compactMap { $0[key]?.string }.first { !$0.contains("$") && !$0.isEmpty }
    }

    private func moduleName(of target: Object) -> String {
        let targetSettings = buildSettings(of: target)
        if let module = Self.literal("PRODUCT_MODULE_NAME", in: targetSettings) { return module }
        return XcodeProjectReader.moduleName(ofProduct: Self.literal("PRODUCT_NAME", in: targetSettings) ?? target["name"]?.string ?? "")
    }

    /// The platforms the configurations support, else those whose SDK they build with; a watch
    /// app's is watchOS whatever they say.
    private static func platforms(settings: [Object], product: String?) -> [XcodeTargetFacts.Platform] {
        if product?.contains("watchapp") == true || product?.contains("watchkit") == true { return [.watchOS] }
        var named = settings.flatMap { configuration in
            (configuration["SUPPORTED_PLATFORMS"]?.string ?? "").split(separator: " ").map(String.init)
        }
        if named.isEmpty { named = settings.compactMap { $0["SDKROOT"]?.string } }
        let platforms = Set(named.compactMap(XcodeTargetFacts.Platform.init(rawValue:)))
        return XcodeTargetFacts.Platform.allCases.filter(platforms.contains)
    }

    private static func product(_ type: String?) -> XcodeTargetFacts.Product {
        switch type {
        case "com.apple.product-type.application", "com.apple.product-type.application.on-demand-install-capable",
             "com.apple.product-type.application.messages":
            .application
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
             "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.watchkit-extension",
             "com.apple.product-type.watchkit2-extension":
            .watchApp
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
             "com.apple.product-type.app-extension.messages", "com.apple.product-type.app-extension.messages-sticker-pack":
            .appExtension
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
            .framework
        case "com.apple.product-type.bundle.unit-test":
            .unitTests
        case "com.apple.product-type.bundle.ui-testing":
            .uiTests
        default:
            .other
        }
    }

    // MARK: - Files

    /// The Swift files of the target's sources build phases.
    private func sources(of target: Object) -> [String] {
        var paths: [String] = []
        for phase in (target["buildPhases"]?.strings ?? []).compactMap(object) where phase["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFile in (phase["files"]?.strings ?? []).compactMap(object) {
                guard let reference = buildFile["fileRef"]?.string, let path = path(of: reference), path.hasSuffix(".swift") else { continue }
                paths.append(path)
            }
        }
        return paths
    }

    private func synchronizedFolders(of target: Object, id: String) -> [XcodeSynchronizedFolder] {
        (target["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { groupID in
            path(of: groupID).map { XcodeSynchronizedFolder(path: $0, exceptions: membershipExceptions(of: groupID, for: id)) }
        }
    }

    /// The Swift files of synchronized folders that `target` does not take whole but names in
    /// the folder's exceptions for it: a file of the app's folder shared with its widget.
    private func borrowedFromSynchronizedFolders(by target: Object, id: String) -> [String] {
        let own = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        return synchronizedGroupIDs.filter { !own.contains($0) }.flatMap { groupID -> [String] in
            guard let folder = path(of: groupID) else { return [] }
            return membershipExceptions(of: groupID, for: id).filter { $0.hasSuffix(".swift") }.map { Self.joined([folder, $0]) }
        }
    }

    /// The paths, relative to the synchronized folder, whose membership in `targetID` is the
    /// opposite of the folder's.
    private func membershipExceptions(of groupID: String, for targetID: String) -> [String] {
        let sets = (object(groupID)?["exceptions"]?.strings ?? []).compactMap(object).filter {
            $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == targetID
        }
        return sets.flatMap { $0["membershipExceptions"]?.strings ?? [] }
    }

    /// Where a file or group is, relative to the folder holding the project, or absolute; nil
    /// for one outside the sources (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) or in a cycle of groups.
    private func path(of id: String) -> String? {
        var components: [String] = []
        var current = id
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            guard let item = object(current) else { return nil }
            let own = item["path"]?.string
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let own { components.append(own) }
                guard let parent = parents[current] else { return Self.joined([projectFolder] + components.reversed()) }
                current = parent
            case "SOURCE_ROOT":
                return Self.joined([projectFolder, own ?? ""] + components.reversed())
            case "<absolute>":
                return own.map { Self.joined([$0] + components.reversed()) }
            default:
                return nil
            }
        }
        return nil
    }

    /// Path components joined, without empty ones or `.`, and with `..` taken back where it can be.
    private static func joined(_ parts: [String]) -> String {
        let isAbsolute = parts.first { !$0.isEmpty }?.hasPrefix("/") == true
        var components: [Substring] = []
        for part in parts {
            if part.hasPrefix("/") { components = [] }
            for component in part.split(separator: "/") where component != "." {
                if component == "..", let last = components.last, last != ".." {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            }
        }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    // MARK: - Dependencies

    /// The module names of the targets it depends on, then the package products it links.
    private func dependencies(of target: Object) -> [String] {
        let targets = (target["dependencies"]?.strings ?? []).compactMap(object).compactMap { dependency -> String? in
            let proxy = object(dependency["targetProxy"]?.string)
            guard let id = dependency["target"]?.string ?? proxy?["remoteGlobalIDString"]?.string,
                  let other = object(id), other["isa"]?.string == "PBXNativeTarget"
            else { return nil }
            return moduleName(of: other)
        }
        let products = (target["packageProductDependencies"]?.strings ?? []).compactMap { object($0)?["productName"]?.string }
        return targets + products
    }
}
