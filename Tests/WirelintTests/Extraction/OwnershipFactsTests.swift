import Testing
import WirelintExtraction
import WirelintFacts

/// The facts the ownership rules read: wrapper storage assignments in `init`, static reads in
/// stored property initializers, `.init()` assignments and `??` fallbacks.
@Suite("Extraction: ownership facts")
struct OwnershipFactsTests {
    @Test func wrapperAssignmentsKeepTheWrappedValue() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct ProfileView: View {
                @StateObject private var model: ProfileModel
                @State private var store: CartStore
                @ObservedObject private var player: Player
                init(model: ProfileModel, deps: Dependencies, id: Int) {
                    _model = StateObject(wrappedValue: model)
                    self._store = .init(initialValue: deps.store)
                    _player = ObservedObject(wrappedValue: Player(id: id))
                    _model = StateObject(wrappedValue: .init(id: id))
                    _model = StateObject(wrappedValue: ProfileModel.shared)
                    if let cached = deps.cached {
                        _model = StateObject(wrappedValue: cached)
                    }
                }
            }
            """)
        let assignments = try #require(facts.types.first?.functions.first?.body.wrapperAssignments)
        #expect(assignments.map(\.property) == ["model", "store", "player", "model", "model", "model"])
        #expect(assignments.map(\.wrapper) == ["StateObject", nil, "ObservedObject", "StateObject", "StateObject", "StateObject"])
        #expect(assignments.map(\.label) == ["wrappedValue", "initialValue", "wrappedValue", "wrappedValue", "wrappedValue", "wrappedValue"])
        #expect(assignments.map(\.valueName) == ["model", "deps.store", nil, nil, "ProfileModel.shared", "cached"])
        #expect(assignments.map(\.valueConstructs) == [false, false, true, true, false, false])
        #expect(assignments.map(\.constructedType) == [nil, nil, "Player", nil, nil, nil])
        #expect(assignments.map(\.valueIsLocal) == [false, false, false, false, false, true])
        let first = assignments[0].range.start
        #expect(first.line == 6)
        #expect(first.column == 44)
    }

    @Test func plainAssignmentsAreNotWrapperAssignments() {
        let facts = FactExtractor.facts(fromSource: """
            struct Row: View {
                var title: String
                init(title: String) {
                    self.title = String(title)
                    let _unused = Model(id: 1)
                }
            }
            """)
        #expect(facts.types.first?.functions.first?.body.wrapperAssignments == nil)
    }

    @Test func storedPropertyInitializersRecordStaticReads() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct SettingsView: View {
                @ObservedObject private var theme = ThemeModel.shared
                @ObservedObject private var settings: Settings = .shared
                @StateObject private var model = SettingsModel(api: APIClient.shared, cache: .default)
                private let title = "Settings"
                var body: some View { Text(title) }
            }
            """)
        let properties = try #require(facts.types.first?.properties)
        #expect(properties[0].initializerStaticReads?.map { "\($0.type).\($0.member)" } == ["ThemeModel.shared"])
        #expect(properties[1].initializerStaticReads?.map { "\($0.type).\($0.member)" } == ["Settings.shared"])
        #expect(properties[1].initializerStaticReads?.first?.range.start.column == 54)
        #expect(properties[2].initializerStaticReads?.map { "\($0.type).\($0.member)" } == ["APIClient.shared"])
        #expect(properties[3].initializerStaticReads == nil)
    }

    @Test func implicitInitAssignmentsAreMarked() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct HistoryView: View {
                @ObservedObject private var model: HistoryModel
                init(other: HistoryModel?) {
                    self.model = .init()
                    model = HistoryModel()
                    model = other ?? .init()
                }
            }
            """)
        let mutations = try #require(facts.types.first?.functions.first?.body.mutations)
        #expect(mutations.map(\.valueIsImplicitInit) == [true, nil, nil])
        #expect(mutations.map(\.valueConstructs) == [nil, "HistoryModel", nil])
    }

    @Test func fallbackReadsAreMarkedAndKeptApart() throws {
        let facts = FactExtractor.facts(fromSource: """
            final class FeedViewModel: ObservableObject {
                private let api: APIClient
                init(api: APIClient?, preferences: Preferences?) {
                    self.api = api ?? APIClient.shared
                    let compact = preferences?.compact ?? Preferences.shared.compact
                    APIClient.shared.warmUp()
                }
            }
            """)
        let reads = try #require(facts.types.first?.functions.first?.body.staticReads)
        #expect(reads.map { "\($0.type).\($0.member)" } == ["APIClient.shared", "Preferences.shared", "APIClient.shared"])
        #expect(reads.map(\.isFallback) == [true, true, nil])
    }
}
