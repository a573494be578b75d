import WirelintFacts

/// One thing in the wiring picture: a type, a root, a preview or an environment value.
public struct WiringNode: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A SwiftUI view of the project.
        case view
        /// An `ObservableObject`, an `@Observable` class or a `…ViewModel` a view holds.
        case viewModel = "view_model"
        /// A type conforming to `App`: where the app's scenes start.
        case app
        /// A scene of an `App` (`WindowGroup`) or a hosting controller: a root of a view tree.
        case scene
        /// A `#Preview` or a `PreviewProvider`'s `previews`: a root of its own view tree.
        case preview
        /// A type views take from the environment as an object (`@EnvironmentObject`,
        /// `@Environment(T.self)`).
        case environmentObject = "environment_object"
        /// An `EnvironmentValues` key (`\.pricing`).
        case environmentKey = "environment_key"
        /// A service, client or store the project constructs and hands around.
        case dependency
    }

    /// Stable across runs: `type:Name` (`type:Name@file` when several files declare the name),
    /// `key:name`, `preview:file:line`, `scene:file:line`.
    public var id: String
    public var kind: Kind
    /// How pictures label it: a type name, `\.key`, `preview of CartView`, `WindowGroup "Cart"`.
    public var name: String
    /// Where it is declared; nil for an environment key the project uses but does not declare.
    public var location: SourceLocation?
    /// Ids of the findings that concern it.
    public var findings: [String]

    public init(id: String, kind: Kind, name: String, location: SourceLocation?, findings: [String] = []) {
        self.id = id
        self.kind = kind
        self.name = name
        self.location = location
        self.findings = findings
    }

    /// Whether a view tree starts here.
    public var isRoot: Bool { kind == .app || kind == .scene || kind == .preview }

    /// Whether it stands for an environment value rather than code.
    public var isEnvironmentValue: Bool { kind == .environmentObject || kind == .environmentKey }

    func keepingFindings(_ ids: Set<String>) -> WiringNode {
        var node = self
        node.findings = findings.filter(ids.contains)
        return node
    }
}
