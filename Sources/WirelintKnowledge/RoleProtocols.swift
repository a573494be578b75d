/// A protocol or base class of SwiftUI or XCTest whose conformers play a part the analysis
/// treats specially, directly or through the project's own protocols and base classes.
package struct RoleProtocolRecord: KnowledgeRecord {
    package enum Role: Sendable, Equatable, CaseIterable {
        case view, viewModifier, previewProvider, testCase, dynamicProperty
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
}
