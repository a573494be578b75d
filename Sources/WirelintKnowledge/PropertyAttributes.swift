/// An attribute written on a stored property: a property wrapper whose role the analysis
/// knows, or an attribute that is no wrapper at all.
package struct PropertyAttributeRecord: KnowledgeRecord {
    package enum Role: Sendable, Equatable {
        /// The view owns the value for its identity's lifetime (`@State`, `@StateObject`).
        case owns
        /// The view observes an object someone else owns (`@ObservedObject`, `@Bindable`).
        case observes
        /// The view reads the value from the environment (`@Environment`, `@EnvironmentObject`).
        case environment
        /// An `App`'s delegate, which the app creates and may publish as an environment object.
        case appDelegate
        /// An observable object's stored value that announces its changes (`@Published`): state
        /// that a new instance starts over.
        case publishes
        /// Not a property wrapper: a macro, an actor or a declaration attribute.
        case notAWrapper
    }

    package let name: String
    package let role: Role
    /// `Wrapper(x)` / `Wrapper(wrappedValue: x)` holds a value of `x`'s type: an injected
    /// `StateObject(wrappedValue: Model())` has `Model`'s.
    package let wrapsFirstArgument: Bool
    package let note: String

    static func group(_ names: [String], _ role: Role, wrapsFirstArgument: Bool = false, note: String) -> [PropertyAttributeRecord] {
        names.map { PropertyAttributeRecord(name: $0, role: role, wrapsFirstArgument: wrapsFirstArgument, note: note) }
    }
}

extension Knowledge {
    package static let propertyAttributes: [PropertyAttributeRecord] = [
        PropertyAttributeRecord.group(
            ["State", "StateObject"], .owns, wrapsFirstArgument: true,
            note: "created once per view identity: the view owns what they hold"),
        PropertyAttributeRecord.group(
            ["ObservedObject"], .observes, wrapsFirstArgument: true, note: "observes an object its creator owns"),
        PropertyAttributeRecord.group(
            ["Bindable"], .observes, note: "observes an @Observable object its creator owns; never seen around an injected value"),
        PropertyAttributeRecord.group(
            ["Environment", "EnvironmentObject"], .environment, note: "read from the environment: someone above must inject it"),
        PropertyAttributeRecord.group(
            ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor"],
            .appDelegate, note: "the app's delegate, published to the scenes as an environment object when it is observable"),
        PropertyAttributeRecord.group(
            ["Published"], .publishes, note: "an ObservableObject's state that views redraw on: what a new instance loses"),
        PropertyAttributeRecord.group([
            "MainActor", "Entry", "ObservationIgnored", "ObservationTracked", "objc", "nonobjc",
            "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable", "available", "preconcurrency",
            "usableFromInline", "inlinable", "nonisolated", "Sendable", "TaskLocal", "Transient",
            "Attribute", "Relationship", "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder",
        ], .notAWrapper, note: "macros, isolation, Objective-C, SwiftData and result-builder attributes: no property wrapper"),
    ].flatMap { $0 }

    /// Attributes on stored properties that are not property wrappers.
    package static let nonWrapperAttributes = names(in: propertyAttributes) { $0.role == .notAWrapper }
    /// Wrappers whose value the view owns for its identity's lifetime.
    package static let owningWrappers = names(in: propertyAttributes) { $0.role == .owns }
    /// Wrappers over an object the view observes but does not own.
    package static let observingWrappers = names(in: propertyAttributes) { $0.role == .observes }
    /// Wrappers that read what is injected into the environment.
    package static let environmentWrappers = names(in: propertyAttributes) { $0.role == .environment }
    /// Wrappers whose construction has the type of its first argument.
    package static let wrappersOfFirstArgument = names(in: propertyAttributes) { $0.wrapsFirstArgument }
    /// The `App` delegate adaptors.
    package static let delegateAdaptors = names(in: propertyAttributes) { $0.role == .appDelegate }
    /// Wrappers of an `ObservableObject`'s observed state (`@Published`).
    package static let publishingWrappers = names(in: propertyAttributes) { $0.role == .publishes }
}
