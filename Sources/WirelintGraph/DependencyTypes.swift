import WirelintFacts
import WirelintKnowledge

/// Which types hold dependencies and which values are dependencies, as far as the source
/// shows: what `dependency_relay` reasons about, and other wiring rules can reuse.
///
/// A *dependency* is a service-like value: something you call rather than something you
/// display. Plain values (strings, numbers, ids), data models and closures are not, however
/// far they are passed — passing data to the views that show it is what views are for.
public struct DependencyTypes: Sendable {
    /// The part a type plays when it holds a dependency.
    public enum HolderKind: Sendable, Equatable {
        /// A `View` or `ViewModifier`.
        case view
        /// An `ObservableObject` / `@Observable` class, or a type named `…ViewModel`.
        case viewModel
        /// A Composable Architecture feature environment (`struct AppEnvironment`,
        /// `Feature.Environment`): a bag of the feature's dependencies; or a reducer that keeps
        /// its dependencies in stored properties.
        case featureEnvironment
    }

    /// Endings of types that are UI, not services (`PlayerView`, `ReaderViewController`).
    static let uiSuffixes = NameEndings(Knowledge.uiEndings)

    /// Endings of data classes (`PostModel`, `AccountInfo`).
    static let dataSuffixes = NameEndings(Knowledge.dataEndings)

    public let graph: ProjectGraph
    public let ignoredTypes: Set<String>
    /// Names the project's data types (`Identifiable`, `Codable`, … conformers) conform to.
    private let adoptedByData: Set<String>
    /// Names every project type conforming to them is a value of constants (`isConstantValue`).
    private let adoptedOnlyByConstants: Set<String>

    public init(graph: ProjectGraph, ignoredTypes: Set<String> = []) {
        self.graph = graph
        self.ignoredTypes = ignoredTypes
        var adoptedByData: Set<String> = []
        var adoptedByConstants: Set<String> = []
        var adoptedByOthers: Set<String> = []
        for type in graph.types where type.kind != .protocol && !type.inherited.isEmpty {
            if graph.inherits(type, fromAnyOf: Knowledge.dataConformances) {
                adoptedByData.formUnion(type.inherited)
            }
            if Self.isConstantValue(type, graph: graph) {
                adoptedByConstants.formUnion(type.inherited)
            } else {
                adoptedByOthers.formUnion(type.inherited)
            }
        }
        self.adoptedByData = adoptedByData
        self.adoptedOnlyByConstants = adoptedByConstants.subtracting(adoptedByOthers)
    }

    // MARK: Holders

    /// The part `type` plays, when it is one that holds dependencies for the app's screens.
    public func holderKind(of type: LinkedType) -> HolderKind? {
        if type.kind == .protocol || type.kind == .enum || type.kind == .extension { return nil }
        if graph.isView(type) || graph.isViewModifier(type) { return .view }
        if graph.isApp(type) || graph.isScene(type) || graph.isPreviewProvider(type) { return nil }
        if type.kind == .struct, Self.isFeatureEnvironmentName(type.name) { return .featureEnvironment }
        // A reducer that keeps dependencies as stored properties and builds its children's
        // reducers with them (`Scope(…) { Child(apiClient: apiClient) }`).
        if graph.isReducer(type) {
            return .featureEnvironment
        }
        let name = Self.lastComponent(type.name)
        // Service-named objects that hand their dependencies to what they create are
        // factories and containers: composition, not relaying.
        if Self.hasServiceSuffix(name) { return nil }
        if name.hasSuffix("ViewModel") { return .viewModel }
        if type.kind == .class || type.kind == .actor,
           graph.isObservableObject(type) || graph.isMarkedObservable(type) {
            return .viewModel
        }
        return nil
    }

    /// A type the configuration names: never a dependency, and its own properties are never
    /// judged (what it is given counts as used).
    public func isIgnored(_ type: LinkedType) -> Bool {
        isIgnored(type.name, lastComponent: Self.lastComponent(type.name))
    }

    /// Asked about every type and property type: most configurations name no type, and then no
    /// name is hashed to find that out.
    private func isIgnored(_ name: String, lastComponent: String) -> Bool {
        !ignoredTypes.isEmpty && (ignoredTypes.contains(name) || ignoredTypes.contains(lastComponent))
    }

    /// `AppEnvironment`, `Search.Environment`, `SettingsEnvironment`: the Composable
    /// Architecture's naming of a feature's dependency bag.
    public static func isFeatureEnvironmentName(_ name: String) -> Bool {
        let last = lastComponent(name)
        guard last.hasSuffix("Environment") else { return false }
        return last == "Environment" ? name.contains(".") : true
    }

    /// `FavoritesViewModel` or `FavoritesModel` for `FavoritesView`, `SettingsScreenModel` for
    /// `SettingsScreen`, and for the parts named after that screen (`FavoritesHeader`): by its
    /// name, the model made for that one screen.
    public static func isViewModel(_ typeName: String, madeFor view: String) -> Bool {
        let model = lastComponent(typeName)
        let view = lastComponent(view)
        guard model.hasSuffix("Model") else { return false }
        if model == view + "Model" || model == view + "ViewModel" { return true }
        if view.hasSuffix("View"), view.count > 4, model == view.dropLast(4) + "Model" { return true }
        // A part of that screen, named after it: `OnboardingDialogViewModel` handed to
        // `OnboardingDialogContent`. A stem of four letters or fewer (`CallViewModel`, `AppModel`)
        // names the app's central object more often than one screen.
        let stem = model.hasSuffix("ViewModel") ? model.dropLast(9) : model.dropLast(5)
        guard stem.count > 4, view.count > stem.count, view.hasPrefix(stem) else { return false }
        let next = view.utf8[view.utf8.index(view.utf8.startIndex, offsetBy: stem.utf8.count)]
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
    }

    // MARK: Dependencies

    /// Whether a property of this type (as written, without optionality) holds a dependency.
    /// `holder` is the type declaring the property: in a feature environment every stored
    /// value except plain values is a dependency (schedulers, calendars, clients).
    public func isDependency(typeName: String, holder: HolderKind? = nil, from ownerName: String? = nil) -> Bool {
        let name = Self.lastComponent(typeName)
        if isIgnored(typeName, lastComponent: name) { return false }
        if Knowledge.plainValues.contains(name) || Knowledge.notServices.contains(name) { return false }
        // A project type; among same-named declarations (`#if` branches), a dependency if any is.
        let declarations = graph.declarations(of: typeName, from: ownerName)
        if !declarations.isEmpty {
            return declarations.contains { isDependency(graph.types[$0]) }
        }
        if Knowledge.knownServices.contains(name) || Self.hasServiceSuffix(name) { return true }
        return holder == .featureEnvironment && Self.isTypeName(name) && name.count > 1
    }

    /// Whether a value of this type (as written, without optionality) can be something a view
    /// calls: a project type that is a dependency, or a type from elsewhere that is not a
    /// standard value. What an environment key left `nil` may be missing: a project's data
    /// model (`SelectedPlan?`) or a standard value (`UIImage?`, `Namespace.ID?`) left `nil` is an
    /// optional override that readers fall back from.
    public func mayBeDependency(typeName: String) -> Bool {
        if graph.declarations(of: typeName, from: nil).isEmpty {
            let name = Self.lastComponent(typeName)
            return !Knowledge.plainValues.contains(name) && !isIgnored(typeName, lastComponent: name)
        }
        return isDependency(typeName: typeName)
    }

    /// Whether a project struct or class is a container of dependencies: every stored instance
    /// property whose type is written is a dependency (`struct AppDependency { let api: APIClient;
    /// let store: OrderStore }`), and there is one at least. An environment key left `nil` of
    /// it is the app's clients absent, whatever the container is named.
    public func isDependencyContainer(typeName: String) -> Bool {
        let declarations = graph.declarations(of: typeName, from: nil)
        return !declarations.isEmpty && declarations.allSatisfy { index in
            let type = graph.types[index]
            guard type.kind == .struct || type.kind == .class, !isIgnored(type) else { return false }
            let typed = type.declaration.value.properties.compactMap { property -> String? in
                property.isStored && !property.isStatic ? property.typeName : nil
            }
            return !typed.isEmpty && typed.allSatisfy { $0 != type.name && isDependency(typeName: $0, from: type.name) }
        }
    }

    /// A project type is a dependency when it is a class, actor or protocol that is not a data
    /// model or a piece of UI, or when its name says it is a service.
    public func isDependency(_ type: LinkedType) -> Bool {
        let name = Self.lastComponent(type.name)
        if isIgnored(type.name, lastComponent: name) { return false }
        if type.attributes.contains(where: Knowledge.persistentModelAttributes.contains) { return false }
        if graph.inherits(type, fromAnyOf: Knowledge.dataConformances) {
            // A class named like a service stays one when it is merely comparable or identified
            // (`final class MastodonClient: Identifiable, Hashable`); a serialised one is data.
            let serialised = graph.inherits(type, fromAnyOf: Knowledge.serialisedConformances)
            guard type.kind != .struct, !serialised, Self.hasServiceSuffix(name) else { return false }
        }
        switch type.kind {
        case .enum, .extension:
            return false
        case .struct:
            return Self.hasServiceSuffix(name) || Self.isFeatureEnvironmentName(type.name)
        case .class, .actor, .protocol:
            if type.kind == .protocol, isStyle(type) { return false }
            if Self.hasServiceSuffix(name) { return true }
            if Self.uiSuffixes.match(name) || graph.isView(type)
                || graph.inherits(type, fromAnyOf: Knowledge.uiBaseClasses) {
                return false
            }
            if graph.isObservableObject(type) || graph.isMarkedObservable(type) { return true }
            if type.kind == .protocol { return isServiceProtocol(type) }
            // `PostModel`, `AccountData`: a class of data, not a service.
            return name.hasSuffix("ViewModel") || !Self.dataSuffixes.match(name)
        }
    }

    /// A protocol of the project is a service when it is class-bound or requires methods, and
    /// its conformers are not values of data: `protocol Nameable { var name: String { get } }`,
    /// adopted by DTOs, is a view of data.
    private func isServiceProtocol(_ type: LinkedType) -> Bool {
        if graph.inherits(type, fromAnyOf: Knowledge.classBoundProtocols) { return true }
        let requiresMethods = type.declaration.value.functions.contains { $0.kind == .method }
        guard requiresMethods else { return false }
        return !adoptedByData.contains(type.name)
    }

    /// A protocol whose project conformers are all values of constants (`struct CompactBadges:
    /// BadgeStyleProvider` returning sizes and colours), and whose requirements do no work a
    /// test would substitute, describes how something looks, whatever its name: a style handed
    /// to the view that draws with it, not a service.
    private func isStyle(_ type: LinkedType) -> Bool {
        guard adoptedOnlyByConstants.contains(type.name) || adoptedOnlyByConstants.contains(Self.lastComponent(type.name)) else {
            return false
        }
        return !graph.inherits(type, fromAnyOf: Knowledge.classBoundProtocols)
            && !type.functions.contains { $0.value.isAsyncOrThrowing }
    }

    /// A struct or enum that keeps only values and computes without reaching out: no stored
    /// object, service or closure, no `async` or `throws` member, no read of a shared instance.
    private static func isConstantValue(_ type: LinkedType, graph: ProjectGraph) -> Bool {
        guard type.kind == .struct || type.kind == .enum else { return false }
        let keepsOnlyValues = type.properties.allSatisfy { property in
            guard property.isStored, !property.isStatic else { return true }
            guard property.wrapper == nil, property.closure == nil, !(property.initializerStaticReads ?? []).contains(where: reachesOut)
            else { return false }
            guard let typeName = property.typeName else { return true }
            let name = lastComponent(typeName)
            return !Knowledge.knownServices.contains(name) && !hasServiceSuffix(name)
                && !graph.declarations(of: typeName, from: type.name).contains { [.class, .actor, .protocol].contains(graph.types[$0].kind) }
        }
        return keepsOnlyValues && !type.functions.contains { function in
            function.value.isAsyncOrThrowing || function.value.body.staticReads.contains(where: reachesOut)
        }
    }

    /// A read of a shared instance or a service's static member (`URLSession.shared`,
    /// `UserDefaults.standard`), not of a constant (`Color.blue`).
    private static func reachesOut(_ read: StaticRead) -> Bool {
        let type = lastComponent(read.type)
        return Knowledge.singletonMembers.contains(read.member) || Knowledge.knownServices.contains(type) || hasServiceSuffix(type)
    }

    /// Case-sensitive, so `Restore` is not a `Store`.
    public static func hasServiceSuffix(_ name: String) -> Bool {
        serviceEndings.match(name)
    }

    private static let serviceEndings = NameEndings(Knowledge.serviceEndings)

    public static func lastComponent(_ name: String) -> String {
        guard let dot = name.lastIndex(ofByte: UInt8(ascii: ".")) else { return name }
        return String(name[name.index(after: dot)...])
    }

    static func isTypeName(_ name: String) -> Bool {
        name.unicodeScalars.first?.properties.isUppercase ?? false
    }
}
