@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts

/// When what is passed to a call runs, as far as the first drawing of a view is concerned:
/// presented content (`sheet { … }`, a `NavigationLink` destination) appears only after
/// interaction, and an action (`Button { … }`, `onTapGesture { … }`, `onSubmit { … }`) runs only
/// when the user acts. Everything else — content closures, `task`, `onAppear`, plain
/// arguments — runs while the view is drawn.
enum CallRole: Equatable {
    /// `sheet`, `fullScreenCover`, `alert`, …: the closures passed to it are presented.
    case presentationModifier
    /// `NavigationLink`: its destination is presented.
    case navigationLink
    /// `Button`: its action runs on a tap; its label is drawn.
    case button
    /// `onTapGesture`, `onSubmit`, `refreshable`, `onChange(of:)`'s action, …: the closures
    /// passed to it, and a handler passed as `perform:`, run on an event.
    case eventHandler
    case other

    init(callee name: String?) {
        guard let name else {
            self = .other
            return
        }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if Self.presentationModifiers.contains(simple) {
            self = .presentationModifier
        } else if Self.eventHandlers.contains(simple) {
            self = .eventHandler
        } else if simple == "NavigationLink" {
            self = .navigationLink
        } else if simple == "Button" {
            self = .button
        } else {
            self = .other
        }
    }

    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog",
    ]

    /// Modifiers, gesture methods and handlers whose closures run on an event, never while the
    /// view is drawn (`onAppear` and `task` do run then, and are not among them).
    static let eventHandlers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onLongTouchGesture", "onSubmit", "onDelete", "onMove", "onInsert",
        "onDrop", "onHover", "onContinuousHover", "onCommand", "onExitCommand", "onMoveCommand", "onPasteCommand",
        "onPlayPauseCommand", "onDeleteCommand", "onCopyCommand", "onCutCommand", "onOpenURL",
        "onContinueUserActivity", "onReceive", "onDisappear", "onChange", "onKeyPress", "refreshable", "onEnded",
        "onChanged", "updating", "accessibilityAction", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "OpenURLAction",
    ]

    /// Argument labels that pass an action whatever the call (`Menu(primaryAction:)`,
    /// `TextField(onCommit:)`, `sheet(onDismiss:)`, a project view's `onSelect:`).
    static let actionLabels: Set<String> = ["action", "primaryAction", "completion", "handler"]

    /// An `on…` label of a callback (`onSelect:`, `onDismiss:`), other than `onAppear:`.
    private static func isCallbackLabel(_ label: String) -> Bool {
        let utf8 = label.utf8
        guard utf8.count > 2, utf8.starts(with: "on".utf8), label != "onAppear" else { return false }
        let third = utf8[utf8.index(utf8.startIndex, offsetBy: 2)]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    /// Where an argument's expression runs.
    func placement(of argument: RawLabeledExprSyntax, in call: RawFunctionCallExprSyntax) -> Construction.Placement {
        let label = argument.label?.text
        let isClosure = argument.expression.raw.kind == .closureExpr
        if let label, Self.actionLabels.contains(label) || Self.isCallbackLabel(label) { return .interaction }
        switch self {
        case .presentationModifier:
            return isClosure ? .presentation : .immediate
        case .navigationLink:
            return label == "destination" ? .presentation : .immediate
        case .eventHandler:
            if label == "perform" || isClosure { return runsOnEvent(call) ? .interaction : .immediate }
            return .immediate
        case .button, .other:
            return .immediate
        }
    }

    /// Where the (first) trailing closure runs.
    func placementOfTrailingClosure(of call: RawFunctionCallExprSyntax) -> Construction.Placement {
        let labels = call.arguments.items.map { $0.label?.text }
        switch self {
        case .presentationModifier:
            return .presentation
        case .navigationLink:
            // The destination in `NavigationLink { Destination() } label: { … }` and
            // `NavigationLink("Title") { Destination() }`; the label when a destination or value
            // was passed as an argument.
            if labels.contains("destination") || labels.contains("value") { return .immediate }
            return !call.additionalTrailingClosures.items.isEmpty || labels.first == .some(nil) ? .presentation : .immediate
        case .button:
            // The action, unless one was passed as `action:` (then it is the label).
            return labels.contains("action") ? .immediate : .interaction
        case .eventHandler:
            return runsOnEvent(call) ? .interaction : .immediate
        case .other:
            return .immediate
        }
    }

    /// Where a labelled trailing closure runs (`label:`, `message:`, `primaryAction:`).
    func placementOfTrailingClosure(labeled label: String) -> Construction.Placement {
        if Self.actionLabels.contains(label) || Self.isCallbackLabel(label) { return .interaction }
        return self == .presentationModifier ? .presentation : .immediate
    }

    /// `onChange(of:initial: true)` also runs its action when the view appears.
    private func runsOnEvent(_ call: RawFunctionCallExprSyntax) -> Bool {
        !call.arguments.items.contains { $0.label?.tokenText == "initial" }
    }
}
