import WirelintFacts

/// Composition roots: the places where an app creates its long-lived objects and wires them
/// together. Reaching for a shared instance is their job, so rules about hidden dependencies
/// leave them alone.
extension ProjectGraph {
    /// Protocols whose conformers start the app or a scene and build its object graph.
    static let compositionRootProtocols: [String] = [
        "App",
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
        "UIWindowSceneDelegate", "UISceneDelegate",
        // Defaults of environment keys and of swift-dependencies' keys (`liveValue`).
        "EnvironmentKey", "DependencyKey", "TestDependencyKey",
    ]

    /// Name endings of dependency-injection containers and their setup (`AppContainer`,
    /// `NetworkAssembly`, Swinject's `Assembler`).
    static let containerSuffixes: [String] = ["Container", "Assembly", "Assembler"]

    /// Types the environment and dependency libraries store their defaults in.
    static let dependencyStores: Set<String> = ["EnvironmentValues", "DependencyValues"]

    /// Whether `type` is a composition root: an `App`, an application or scene delegate, an
    /// environment or dependency key, or a dependency container. A view named `…Container`
    /// lays out its content; it is not a dependency container.
    public func isCompositionRoot(_ type: LinkedType) -> Bool {
        if Self.isCompositionRootName(type.name), !isView(type), !isViewModifier(type) { return true }
        return Self.compositionRootProtocols.contains { inherits(type, from: $0) }
    }

    /// The same for an extension of a type the project does not declare (`extension Container`,
    /// `extension EnvironmentValues`).
    public func isCompositionRoot(_ extensionFacts: TypeFacts) -> Bool {
        Self.isCompositionRootName(extensionFacts.name)
            || extensionFacts.inherited.contains { Self.compositionRootProtocols.contains($0) }
    }

    private static func isCompositionRootName(_ name: String) -> Bool {
        let simpleName = name.split(separator: ".").last.map(String.init) ?? name
        return dependencyStores.contains(simpleName) || containerSuffixes.contains { simpleName.hasSuffix($0) }
    }
}
