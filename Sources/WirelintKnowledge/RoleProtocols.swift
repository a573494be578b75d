/// A protocol or base class of SwiftUI or XCTest whose conformers play a part the analysis
/// treats specially, directly or through the project's own protocols and base classes.
package struct RoleProtocolRecord: KnowledgeRecord {
    package enum Role: Sendable, Equatable, CaseIterable {
        case view, viewModifier, previewProvider, testCase, dynamicProperty, app, scene, observableObject, reducer
    }

    package let name: String
    package let role: Role
    package let note: String
}

extension Knowledge {
    package static let roleProtocols: [RoleProtocolRecord] = [
        RoleProtocolRecord(name: "View", role: .view, note: "drawn in a view tree: what it reads must be injected above it"),
        RoleProtocolRecord(
            name: "ViewModifier", role: .viewModifier,
            note: "its `body(content:)` wraps a view: what it injects reaches the view it modifies"),
        RoleProtocolRecord(
            name: "PreviewProvider", role: .previewProvider,
            note: "its `previews` are preview roots, as `#Preview` bodies are"),
        RoleProtocolRecord(
            name: "XCTestCase", role: .testCase,
            note: "its methods are tests: where a swapped dependency must be restored"),
        RoleProtocolRecord(
            name: "DynamicProperty", role: .dynamicProperty,
            note: "a struct SwiftUI updates like its own wrappers: what it reads from the environment, the view holding it reads"),
        RoleProtocolRecord(
            name: "App", role: .app,
            note: "made once per process: where an app composes its objects and injects them into its scenes"),
        RoleProtocolRecord(
            name: "Scene", role: .scene, note: "a window's root, composed by the app: what it injects reaches its views"),
        RoleProtocolRecord(
            name: "ObservableObject", role: .observableObject,
            note: "Combine's observable object: what views own, observe or find in the environment"),
        RoleProtocolRecord(
            name: "Reducer", role: .reducer, note: "a Composable Architecture feature: state and logic, not a view model"),
        RoleProtocolRecord(
            name: "ReducerProtocol", role: .reducer, note: "the same protocol under its name in releases before 1.0"),
    ]

    /// The protocol or base class that marks `role`.
    static func roleProtocol(_ role: RoleProtocolRecord.Role) -> String {
        roleProtocols.first { $0.role == role }!.name
    }

    package static let viewProtocol = roleProtocol(.view)
    package static let viewModifierProtocol = roleProtocol(.viewModifier)
    package static let previewProviderProtocol = roleProtocol(.previewProvider)
    package static let testCaseClass = roleProtocol(.testCase)
    package static let dynamicPropertyProtocol = roleProtocol(.dynamicProperty)
    package static let appProtocol = roleProtocol(.app)
    package static let sceneProtocol = roleProtocol(.scene)
    package static let observableObjectProtocol = roleProtocol(.observableObject)
    /// Every name a Composable Architecture reducer conforms to.
    package static let reducerProtocols = roleProtocols.filter { $0.role == .reducer }.map(\.name)
}
