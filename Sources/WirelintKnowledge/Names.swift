/// How the end of a type's name classifies the type (case-sensitive: `Restore` is no `Store`).
package struct NameEndingRecord: KnowledgeRecord {
    package enum Meaning: Sendable, Equatable {
        /// A service-like type: `APIClient`, `OrderRepository`, `ImageCache`.
        case service
        /// A piece of UI: `PlayerView`, `ReaderViewController`.
        case ui
        /// A data class: `PostModel`, `AccountInfo`.
        case data
        /// A dependency-injection container or its setup: `AppContainer`, Swinject's `Assembler`.
        case dependencyContainer
        /// Foundation's formatters and coders: configured once and reused.
        case reusableTool
        /// A Composable Architecture feature's state or actions: `AppState` and `AppAction` go
        /// with the feature environment `AppEnvironment`.
        case featureStateOrAction
    }

    /// The ending.
    package let name: String
    package let meaning: Meaning
    package let note: String

    static func group(_ endings: [String], _ meaning: Meaning, note: String) -> [NameEndingRecord] {
        endings.map { NameEndingRecord(name: $0, meaning: meaning, note: note) }
    }
}

/// A word or member name whose use says what a declaration is.
package struct NameWordRecord: KnowledgeRecord {
    package enum Meaning: Sendable, Equatable {
        /// A whole word of a type's name (lower-cased) that marks a stand-in for a real
        /// implementation: `MockAgentResolver`, `PreviewAPIClient`.
        case standIn
        /// The word after `Log`, `Logger` or `Logging` in a logging helper's name: `LogManager`.
        case loggingHelper
        /// A static member name that denotes a singleton: `shared`.
        case singletonMember
        /// A static member name that denotes a singleton, or just as well a preset value or
        /// ambient state (`Theme.default`, `Session.current`).
        case ambiguousSingletonMember
    }

    package let name: String
    package let meaning: Meaning
    package let note: String

    static func group(_ words: [String], _ meaning: Meaning, note: String) -> [NameWordRecord] {
        words.map { NameWordRecord(name: $0, meaning: meaning, note: note) }
    }
}

extension Knowledge {
    package static let nameEndings: [NameEndingRecord] = [
        NameEndingRecord.group([
            "Client", "Service", "Services", "Store", "Repository", "Repo", "API", "Api", "Provider", "Manager",
            "Database", "Interactor", "UseCase", "Gateway", "Loader", "Fetcher", "Cache", "Tracker", "Logger",
            "Router", "Coordinator", "Navigator", "Dependencies", "Environment", "Resolver", "Scheduler",
            "Session", "Persistence", "Keychain", "Analytics", "Networking", "Monitor",
        ], .service, note: "what apps name the objects they call rather than display"),
        NameEndingRecord.group(
            ["View", "ViewController", "Cell", "Layer", "Window", "Scene"], .ui, note: "pieces of UI, whatever they hold"),
        NameEndingRecord.group(
            ["Model", "Data", "Info", "Item", "Entity", "Record", "DTO", "Object"], .data,
            note: "classes of data, unless named `…ViewModel`"),
        NameEndingRecord.group(
            ["Container", "Assembly", "Assembler"], .dependencyContainer,
            note: "wire the app's objects together: reaching for shared instances is their job"),
        NameEndingRecord.group(
            ["Formatter", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder"], .reusableTool,
            note: "hold settings, not state a test would substitute"),
        NameEndingRecord.group(
            ["State", "Action"], .featureStateOrAction,
            note: "a `state:` key path or `action:` case path rooted at `AppState` or `AppAction` scopes to `AppEnvironment`"),
    ].flatMap { $0 }

    package static let serviceEndings = nameEndings.filter { $0.meaning == .service }.map(\.name)
    package static let uiEndings = nameEndings.filter { $0.meaning == .ui }.map(\.name)
    package static let dataEndings = nameEndings.filter { $0.meaning == .data }.map(\.name)
    package static let containerEndings = nameEndings.filter { $0.meaning == .dependencyContainer }.map(\.name)
    package static let reusableToolEndings = nameEndings.filter { $0.meaning == .reusableTool }.map(\.name)
    package static let featureStateOrActionEndings = nameEndings.filter { $0.meaning == .featureStateOrAction }.map(\.name)

    package static let nameWords: [NameWordRecord] = [
        NameWordRecord.group([
            "mock", "mocked", "noop", "stub", "stubbed", "fake", "dummy", "preview", "placeholder", "null", "empty", "test",
            "testing", "spy", "unimplemented",
        ], .standIn, note: "a key whose default builds a stand-in is safe to leave out of a preview"),
        NameWordRecord.group(
            ["Service", "Manager", "Helper", "Client", "Provider", "Center", "Utility"], .loggingHelper,
            note: "`LoggingService`, `LogManager`: logging is cross-cutting, not a screen's dependency"),
        NameWordRecord.group(["shared", "instance"], .singletonMember, note: "the usual names of a singleton"),
        NameWordRecord.group(
            ["default", "current"], .ambiguousSingletonMember,
            note: "a singleton only when the member's type is visibly an object (`Theme.default` is a preset)"),
    ].flatMap { $0 }

    package static let standInWords = names(in: nameWords) { $0.meaning == .standIn }
    package static let loggingHelperWords = names(in: nameWords) { $0.meaning == .loggingHelper }
    /// Every static member name that may denote a singleton, the ambiguous ones included.
    package static let singletonMembers = names(in: nameWords) { $0.meaning == .singletonMember || $0.meaning == .ambiguousSingletonMember }
    package static let ambiguousSingletonMembers = names(in: nameWords) { $0.meaning == .ambiguousSingletonMember }
}
