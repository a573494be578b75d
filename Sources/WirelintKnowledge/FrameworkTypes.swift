/// A type of SwiftUI, the platform frameworks, Swift or a common library that the analysis
/// treats by its name.
package struct FrameworkTypeRecord: KnowledgeRecord {
    package struct Traits: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// A service though its name does not say so: a dependency.
        package static let service = Traits(rawValue: 1 << 0)
        /// Named like a service but state or data: never a dependency.
        package static let notService = Traits(rawValue: 1 << 1)
        /// A standard or styling value: never a dependency, nor worth injecting when left `nil`.
        package static let plainValue = Traits(rawValue: 1 << 2)
        /// A base class of UI: its subclasses are pieces of UI, not services.
        package static let uiBaseClass = Traits(rawValue: 1 << 3)
        /// Makes a protocol inheriting it class-bound: a service's protocol.
        package static let classBound = Traits(rawValue: 1 << 4)
        /// A conformance of values and data models.
        package static let dataConformance = Traits(rawValue: 1 << 5)
        /// A conformance of values that are stored or sent: data, whatever the name says.
        package static let serialised = Traits(rawValue: 1 << 6)
        /// Its conformers start the app or a scene, or give keys their defaults: composition roots.
        package static let compositionRootProtocol = Traits(rawValue: 1 << 7)
        /// Where the environment and dependency libraries keep their defaults: a composition root.
        package static let dependencyStore = Traits(rawValue: 1 << 8)
        /// A static store of the user's preferences: writing it is what a settings wrapper is for.
        package static let preferenceStore = Traits(rawValue: 1 << 9)
        /// A scene of an `App`'s body: the root of a view tree.
        package static let scene = Traits(rawValue: 1 << 10)
        /// Hosts a SwiftUI view tree in UIKit or AppKit: the root of a view tree.
        package static let hostingType = Traits(rawValue: 1 << 11)
        /// Plays haptic or sound feedback: a class keeping one is a cross-cutting helper.
        package static let feedbackPlayer = Traits(rawValue: 1 << 12)
        /// Projects state kept elsewhere, so re-creating it loses nothing.
        package static let stateProjection = Traits(rawValue: 1 << 13)
        /// A logging library's logger: a class forwarding log levels to one is a logger.
        package static let loggingLibrary = Traits(rawValue: 1 << 14)
        /// A scene's delegate protocol: a class an app delegate names as `delegateClass` adopts it.
        package static let sceneDelegateProtocol = Traits(rawValue: 1 << 15)
    }

    package let name: String
    package let traits: Traits
    package let note: String

    static func group(_ names: [String], _ traits: Traits, note: String) -> [FrameworkTypeRecord] {
        names.map { FrameworkTypeRecord(name: $0, traits: traits, note: note) }
    }
}

extension Knowledge {
    package static let frameworkTypes: [FrameworkTypeRecord] = [
        FrameworkTypeRecord.group([
            "URLSession", "NotificationCenter", "FileManager", "ModelContext", "ModelContainer",
            "NSManagedObjectContext", "NSPersistentContainer", "NSPersistentCloudKitContainer", "CKContainer",
            "CKDatabase", "WCSession", "PHCachingImageManager",
        ], .service, note: "networking, storage, sync and media services a view calls"),
        FrameworkTypeRecord.group(
            ["UserDefaults"], [.service, .preferenceStore],
            note: "the user's preferences: a store a view calls, and what a settings wrapper is for"),
        FrameworkTypeRecord.group(
            ["Store", "StoreOf", "ScopedStore"], .notService,
            note: "the Composable Architecture's stores are a feature's state, handed to child views by design"),
        FrameworkTypeRecord.group(
            ["ViewStore", "ViewStoreOf"], [.notService, .stateProjection],
            note: "reads the store it is given: state handed down, and nothing lost when re-created"),
        FrameworkTypeRecord.group(
            ["EnvironmentValues"], [.notService, .dependencyStore], note: "SwiftUI's environment: where keys keep their defaults"),
        FrameworkTypeRecord.group(
            ["DependencyValues"], .dependencyStore, note: "swift-dependencies' store: where its keys keep their defaults"),
        FrameworkTypeRecord.group([
            "EnvironmentObject", "Environment", "AppStorage", "SceneStorage", "NSCache", "NSItemProvider", "PreviewProvider",
        ], .notService, note: "wrappers, caches and previews named like services: state or data"),
        FrameworkTypeRecord.group([
            "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
            "UInt32", "UInt64", "Bool", "Double", "Float", "CGFloat", "Decimal", "Date", "UUID", "URL", "Data",
            "Array", "Dictionary", "Set", "Optional", "Result", "Binding", "State", "Published", "Color", "Font",
            "Image", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "TimeInterval", "Duration",
            "IndexPath", "NSRange", "DateComponents", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Angle",
            "AnyView", "Text", "NSAttributedString", "UIImage", "NSImage", "UIColor", "NSColor", "Never", "Void",
            "Any", "Error", "Locale", "TimeZone", "NSNumber", "ObjectIdentifier", "AnyHashable",
            "Namespace", "ID", "AnyShapeStyle", "AnyShape", "Gradient", "AnyGradient", "Material", "UnitPoint", "Alignment",
            "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis", "Animation", "ColorScheme", "ControlSize", "Visibility",
            "ContentMode", "UIFont", "NSFont", "UIEdgeInsets", "NSEdgeInsets", "CGColor", "Measurement",
        ], .plainValue, note: "standard values and SwiftUI's and the platforms' styling values: passed to be shown"),
        FrameworkTypeRecord.group(
            ["AnyObject"], [.plainValue, .classBound], note: "a value of any class; as a protocol's supertype, makes it class-bound"),
        FrameworkTypeRecord.group(["Actor"], .classBound, note: "a protocol inheriting it is implemented by actors: services"),
        FrameworkTypeRecord.group(
            ["UIView", "NSView", "UIViewController", "NSViewController", "UIResponder", "NSResponder"], .uiBaseClass,
            note: "UIKit's and AppKit's views and controllers are UI, not services"),
        FrameworkTypeRecord.group(
            ["Identifiable", "Hashable", "Equatable", "Comparable", "RawRepresentable", "CaseIterable"], .dataConformance,
            note: "values compared, identified or enumerated: data, unless named like a service"),
        FrameworkTypeRecord.group(
            ["Codable", "Decodable", "Encodable", "NSManagedObject", "PersistentModel", "Transferable"], [.dataConformance, .serialised],
            note: "values stored or sent: data, never services"),
        FrameworkTypeRecord.group([
            "App",
            "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
        ], .compositionRootProtocol, note: "start the app or a scene and build its object graph"),
        FrameworkTypeRecord.group(
            ["UIWindowSceneDelegate", "UISceneDelegate"], [.compositionRootProtocol, .sceneDelegateProtocol],
            note: "start a scene and build its object graph; an observable one the app delegate names as `delegateClass` is put in its scene's environment by SwiftUI"),
        FrameworkTypeRecord.group(
            ["EnvironmentKey", "DependencyKey", "TestDependencyKey"], .compositionRootProtocol,
            note: "give environment and swift-dependencies keys their defaults (`liveValue`)"),
        FrameworkTypeRecord.group(
            ["NSWindowController"], .compositionRootProtocol, note: "an AppKit window controller builds its window's content"),
        FrameworkTypeRecord.group(
            ["Defaults", "NSUserDefaults"], .preferenceStore, note: "the Defaults package's and Foundation's stores of preferences"),
        FrameworkTypeRecord.group(
            ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra", "UtilityWindow"], .scene,
            note: "an app's scenes: each starts a view tree that must be given what it reads"),
        FrameworkTypeRecord.group(
            ["UIHostingController", "NSHostingController", "NSHostingView"], .hostingType,
            note: "starts a SwiftUI view tree from UIKit or AppKit code"),
        FrameworkTypeRecord.group([
            "CHHapticEngine", "CHHapticPatternPlayer", "CHHapticAdvancedPatternPlayer",
            "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        ], .feedbackPlayer, note: "plays feedback: its owner is reached for from every screen like a logger"),
        FrameworkTypeRecord.group(
            ["AVAudioPlayer", "AVAudioEngine", "AVAudioPlayerNode", "SystemSoundID"], .feedbackPlayer,
            note: "plays sound effects: its owner is a sound helper every screen may reach for"),
        FrameworkTypeRecord.group(
            ["Logger", "OSLog", "SwiftyBeaver", "DDLog", "XCGLogger"], .loggingLibrary,
            note: "Apple's and the common packages' loggers: a class forwarding to one logs"),
    ].flatMap { $0 }

    /// The framework types with all of `traits`.
    static func typeNames(with traits: FrameworkTypeRecord.Traits) -> Set<String> {
        names(in: frameworkTypes) { $0.traits.isSuperset(of: traits) }
    }

    package static let knownServices = typeNames(with: .service)
    package static let notServices = typeNames(with: .notService)
    package static let plainValues = typeNames(with: .plainValue)
    package static let uiBaseClasses = typeNames(with: .uiBaseClass)
    package static let classBoundProtocols = typeNames(with: .classBound)
    package static let dataConformances = typeNames(with: .dataConformance)
    package static let serialisedConformances = typeNames(with: .serialised)
    package static let compositionRootProtocols = typeNames(with: .compositionRootProtocol)
    package static let dependencyStores = typeNames(with: .dependencyStore)
    package static let preferenceStores = typeNames(with: .preferenceStore)
    package static let sceneTypes = typeNames(with: .scene)
    package static let hostingTypes = typeNames(with: .hostingType)
    package static let feedbackPlayers = typeNames(with: .feedbackPlayer)
    package static let loggingLibraries = typeNames(with: .loggingLibrary)
    package static let sceneDelegateProtocols = typeNames(with: .sceneDelegateProtocol)
    package static let stateProjections = typeNames(with: .stateProjection)
}
