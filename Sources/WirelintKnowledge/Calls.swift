/// A call the extraction knows by name: how it hands over the closures passed to it, as far
/// as a view's first drawing is concerned, and what it injects.
package struct CallRecord: KnowledgeRecord {
    package enum Kind: Sendable, Equatable {
        /// SwiftUI's own view modifier: a call of it is never taken for the project's helper.
        case modifier
        /// A SwiftUI gesture, command or callback method outside the modifiers' list: the
        /// project's helper of that name is still looked up.
        case eventMethod
        /// A SwiftUI view or scene whose closures are content or run at once.
        case view
        /// A SwiftUI control with a label that is drawn and a closure that runs later.
        case control
        /// A Swift standard-library function or type whose closures run at once.
        case standardLibrary
    }

    /// What a modifier puts into the environment of the view it modifies.
    package enum Injection: Sendable, Equatable {
        case nothing
        /// `.environmentObject(x)`, `.environment(x)`, `.environment(\.key, x)`.
        case environment
        /// `.modifier(M())`: whatever `M`'s body injects.
        case modifierBody
    }

    package let name: String
    package let kind: Kind
    package let closures: ClosureTiming
    package let injects: Injection
    package let note: String

    static func group(
        _ names: [String], _ kind: Kind, closures: ClosureTiming = .drawn, injects: Injection = .nothing, note: String
    ) -> [CallRecord] {
        names.map { CallRecord(name: $0, kind: kind, closures: closures, injects: injects, note: note) }
    }
}

/// When the closures handed to a call run, as far as a view's first drawing is concerned.
package enum ClosureTiming: Sendable, Equatable {
    /// While the view is drawn: content, `task`, `onAppear`, plain arguments.
    case drawn
    /// Once presented, after interaction: `sheet { … }`, `navigationDestination`.
    case presented
    /// When the user acts or an event arrives, never while the view is drawn.
    case onEvent
    /// As soon as the value is made or drawn, whatever code its trailing closure holds (a
    /// task's work, a canvas's renderer): never a callback.
    case atCreation
    /// Content drawn once per element of the collection the first argument gives: never for
    /// an empty literal (`ForEach([]) { … }`).
    case perElement
    /// The action when the user taps, the label while drawn.
    case actionAndLabel
    /// The destination once followed, the label while drawn.
    case destinationAndLabel
}

extension Knowledge {
    /// Every call the extraction knows by name.
    package static let calls: [CallRecord] = [
        CallRecord.group([
            "accessibilityElement", "accessibilityHidden", "accessibilityHint", "accessibilityIdentifier",
            "accessibilityLabel", "accessibilityValue", "accentColor", "alignmentGuide", "allowsHitTesting",
            "animation", "aspectRatio", "background", "badge", "blur", "bold", "border", "brightness",
            "buttonStyle", "clipShape", "clipped", "colorMultiply", "compositingGroup", "containerRelativeFrame",
            "containerShape", "contentShape", "contentTransition", "contextMenu", "controlSize", "cornerRadius",
            "datePickerStyle", "defaultScrollAnchor", "disabled", "drawingGroup", "dynamicTypeSize",
            "edgesIgnoringSafeArea", "fixedSize", "focusable", "focused", "font", "fontDesign", "fontWeight",
            "foregroundColor", "foregroundStyle", "frame", "gesture", "grayscale", "gridCellColumns",
            "groupBoxStyle", "help", "hidden", "highPriorityGesture", "highlightEffect", "hoverEffect", "id",
            "ignoresSafeArea", "imageScale", "interactiveDismissDisabled", "italic", "keyboardShortcut",
            "keyboardType", "labelStyle", "labelsHidden", "layoutPriority", "lineLimit", "lineSpacing",
            "listRowBackground", "listRowInsets", "listRowSeparator", "listSectionSeparator", "listStyle", "mask",
            "minimumScaleFactor", "monospaced", "monospacedDigit", "multilineTextAlignment",
            "navigationBarBackButtonHidden", "navigationBarHidden", "navigationBarItems", "navigationBarTitle",
            "navigationBarTitleDisplayMode", "navigationSplitViewColumnWidth", "navigationSplitViewStyle",
            "navigationTitle", "navigationViewStyle", "offset", "opacity", "overlay", "padding",
            "pickerStyle", "position", "presentationBackground", "presentationCornerRadius", "presentationDetents",
            "presentationDragIndicator", "preferredColorScheme", "progressViewStyle", "redacted", "rotationEffect",
            "rotation3DEffect", "safeAreaInset", "safeAreaPadding", "saturation", "scaleEffect", "scaledToFill",
            "scaledToFit", "scrollContentBackground", "scrollDisabled", "scrollDismissesKeyboard",
            "scrollIndicators", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout", "searchable",
            "sensoryFeedback", "shadow", "simultaneousGesture", "strikethrough", "submitLabel", "swipeActions",
            "symbolEffect", "symbolRenderingMode", "symbolVariant", "tabItem", "tableStyle", "tag", "textCase",
            "textContentType", "textFieldStyle", "textInputAutocapitalization", "textSelection", "tint",
            "toggleStyle", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
            "toolbarTitleDisplayMode", "transaction", "transition", "truncationMode", "underline", "zIndex",
            "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
            "handlesExternalEvents", "commands", "defaultSize", "windowStyle", "windowResizability",
            "windowToolbarStyle", "menuStyle", "buttonBorderShape", "listRowSpacing", "listSectionSpacing",
            "headerProminence", "onPreferenceChange", "preference", "coordinateSpace", "matchedGeometryEffect",
            "keyframeAnimator", "phaseAnimator", "focusedValue", "focusedSceneValue", "userActivity",
            "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures", "contentMargins",
            "scrollClipDisabled", "scrollBounceBehavior", "privacySensitive", "unredacted", "kerning", "tracking",
            "baselineOffset", "fontWidth"
        ], .modifier, note: "layout, style, accessibility, toolbars, previews and scenes: draw what they modify, inject nothing"),
        CallRecord.group(
            ["onAppear", "task"], .modifier,
            note: "run their closure when the view appears: what it reads is needed as if drawn"),
        CallRecord.group(
            ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog"],
            .modifier, closures: .presented, note: "present their content after interaction; their other arguments are read while drawn"),
        CallRecord.group([
            "accessibilityAction", "fileImporter", "fileExporter", "onChange", "onDelete", "onDisappear", "onDrop",
            "onHover", "onLongPressGesture", "onMove", "onOpenURL", "onReceive", "onSubmit", "onTapGesture",
            "refreshable", "onContinueUserActivity", "onKeyPress", "dropDestination", "onDrag"
        ], .modifier, closures: .onEvent,
        note: "handlers: their closures run on an event (the file dialogs' once the user has picked, a drop's when something is dropped)"),
        CallRecord.group([
            "onLongTouchGesture", "onInsert", "onContinuousHover", "onCommand", "onExitCommand", "onMoveCommand",
            "onPasteCommand", "onPlayPauseCommand", "onDeleteCommand", "onCopyCommand", "onCutCommand", "onEnded",
            "onChanged", "updating", "accessibilityAdjustableAction", "accessibilityScrollAction", "OpenURLAction",
            "fileMover"
        ], .eventMethod, closures: .onEvent, note: "gesture, command and callback methods whose closures run on an event"),
        CallRecord.group(
            ["environmentObject", "environment"], .modifier, injects: .environment,
            note: "inject the object or key value they are given into what they modify"),
        CallRecord.group(
            ["modifier"], .modifier, injects: .modifierBody, note: "applies a ViewModifier: injects what the modifier's body injects"),
        CallRecord.group([
            "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
            "Group", "List", "Section", "ScrollView", "ScrollViewReader", "GeometryReader",
            "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Form", "Menu", "Picker",
            "Label", "ViewThatFits", "ToolbarItem", "ToolbarItemGroup", "WindowGroup", "Window", "DisclosureGroup",
            "GroupBox", "ControlGroup", "TimelineView", "AsyncImage"
        ], .view, note: "containers and scenes: their closures are content, never an action"),
        CallRecord.group(
            ["ForEach"], .view, closures: .perElement,
            note: "builds its content once per element of the collection it is given: over an empty literal, never"),
        CallRecord.group(["Canvas"], .view, closures: .atCreation, note: "its closure renders while the view is drawn"),
        CallRecord.group(
            ["Button"], .control, closures: .actionAndLabel,
            note: "its action runs on a tap: what only the action reads is not needed while the view is drawn"),
        CallRecord.group(
            ["NavigationLink"], .control, closures: .destinationAndLabel,
            note: "its destination is presented once the user follows the link, like a sheet's content"),
        CallRecord.group(["Task"], .standardLibrary, closures: .atCreation, note: "its closure starts as soon as the task is made"),
        CallRecord.group([
            "map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "contains", "sorted", "sort",
            "reduce", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "removeAll", "drop", "prefix",
            "withAnimation", "withTransaction"
        ], .standardLibrary, note: "collection and animation functions call their closures at once"),
    ].flatMap { $0 }

    /// SwiftUI's own view modifiers. Any other modifier call on a view is recorded as a
    /// possible project helper (`.withPreviewEnvironment()`), which the graph resolves against
    /// the project's `View` extensions; listing SwiftUI's names keeps the facts small.
    package static let swiftUIModifiers = names(in: calls) { $0.kind == .modifier }
    /// Modifiers whose closures are presented (`sheet`, `alert`, …).
    package static let presentationModifiers = names(in: calls) { $0.closures == .presented }
    /// Modifiers, gesture methods and handlers whose closures run on an event, never while the
    /// view is drawn (`onAppear` and `task` do run then, and are not among them).
    package static let eventHandlers = names(in: calls) { $0.closures == .onEvent }
    /// The modifiers that inject: `environmentObject`, `environment`, `modifier`.
    package static let injectingModifiers = names(in: calls) { $0.injects != .nothing }
    /// SwiftUI's containers and Swift's closure-taking functions: their closures are content,
    /// or run at once, whatever the project declares.
    package static let callsWithoutActions = names(in: calls) { $0.kind == .view || $0.kind == .standardLibrary }
    /// Types whose trailing closure is plain code that runs as soon as they are made or drawn.
    package static let runsWhenCreated = names(in: calls) { $0.closures == .atCreation }
    /// Containers that draw their content once per element of their first argument (`ForEach`).
    package static let perElementContainers = names(in: calls) { $0.closures == .perElement }
    /// Controls whose action runs on a tap (`Button`).
    package static let buttons = names(in: calls) { $0.closures == .actionAndLabel }
    /// Controls whose destination is presented (`NavigationLink`).
    package static let navigationLinks = names(in: calls) { $0.closures == .destinationAndLabel }
}
