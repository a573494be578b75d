import WirelintFacts
import WirelintYAML
import Yams

/// Reads the targets of an XcodeGen spec (`project.yml`), for a project that commits the spec
/// and generates its `.xcodeproj`: each target's sources are folders (or files) whose Swift
/// files it compiles, as an Xcode 16 synchronized folder's are, less its `excludes`.
public enum XcodeGenSpecReader {
    /// The targets `text` declares; none when it is not an XcodeGen spec (another tool's
    /// `project.yml`), which is no problem to report.
    public static func project(from text: String) -> Result<XcodeProjectFacts, XcodeProjectError> {
        if let anchor = YAMLAnchors.first(in: text) { return .failure(.yamlAnchor(line: anchor.line)) }
        guard let spec = (try? Yams.load(yaml: text)) as? [String: Any], let targets = spec["targets"] as? [String: Any] else {
            return .success(XcodeProjectFacts())
        }
        return .success(XcodeProjectFacts(targets: targets.keys.sorted().compactMap { name in
            (targets[name] as? [String: Any]).map { target(named: name, $0) }
        }))
    }

    private static func target(named name: String, _ target: [String: Any]) -> XcodeTargetFacts {
        let settings = (target["settings"] as? [String: Any]).flatMap { ($0["base"] as? [String: Any]) ?? $0 }
        return XcodeTargetFacts(
            name: name,
            moduleName: settings?["PRODUCT_MODULE_NAME"] as? String
                ?? XcodeProjectReader.moduleName(ofProduct: settings?["PRODUCT_NAME"] as? String ?? name),
            product: product(target["type"] as? String ?? ""),
            platforms: platforms(target["platform"]),
            synchronizedFolders: list(target["sources"]).compactMap(folder),
            dependencies: list(target["dependencies"]).compactMap { entry in
                guard let dependency = entry as? [String: Any] else { return nil }
                return dependency["target"] as? String ?? dependency["product"] as? String ?? dependency["package"] as? String
            })
    }

    /// A source entry: a path, or `path:` with `excludes:` globs (`Mac/**`), which leave out
    /// the folder or file before their first wildcard.
    private static func folder(_ entry: Any) -> XcodeSynchronizedFolder? {
        if let path = entry as? String { return XcodeSynchronizedFolder(path: trimmed(path)) }
        guard let source = entry as? [String: Any], let path = source["path"] as? String else { return nil }
        let exceptions = list(source["excludes"]).compactMap { ($0 as? String).map(trimmed) }.filter { !$0.isEmpty }
        return XcodeSynchronizedFolder(path: trimmed(path), exceptions: exceptions)
    }

    /// A path or glob up to its first wildcard, without `./` or a trailing `/`.
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path.prefix { $0 != "*" && $0 != "?" && $0 != "[" })
        if path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    private static func list(_ value: Any?) -> [Any] {
        if let values = value as? [Any] { return values }
        return value.map { [$0] } ?? []
    }

    private static func product(_ type: String) -> XcodeTargetFacts.Product {
        switch type {
        case "application": .application
        case "app-extension", "extensionkit-extension": .appExtension
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container": .watchApp
        case "framework", "framework.static", "library.static", "library.dynamic": .framework
        case "bundle.unit-test": .unitTests
        case "bundle.ui-testing": .uiTests
        default: .other
        }
    }

    /// `platform: iOS` or a list of them (a target XcodeGen makes once per platform).
    private static func platforms(_ value: Any?) -> [XcodeTargetFacts.Platform] {
        let named: [XcodeTargetFacts.Platform: String] = [.iOS: "iOS", .macOS: "macOS", .watchOS: "watchOS", .tvOS: "tvOS", .visionOS: "visionOS"]
        let names = Set(list(value).compactMap { $0 as? String })
        return XcodeTargetFacts.Platform.allCases.filter { names.contains(named[$0]!) }
    }
}
