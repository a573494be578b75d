import Testing
import WirelintExtraction
import WirelintFacts

/// How reducers read their feature environment: the facts `dependency_relay` uses to tell an
/// environment property that is used from one that is only handed to a child feature.
@Suite("Extraction: feature environment reads")
struct FeatureEnvironmentReadTests {
    private func reads(in source: String) throws -> [FeatureEnvironmentRead] {
        let facts = FactExtractor.facts(fromSource: source)
        let function = try #require(facts.types.flatMap(\.functions).first)
        return function.body.environmentReads ?? []
    }

    @Test func pullbackClosureReadsTheParentEnvironment() throws {
        let reads = try reads(in: """
            enum AppFeature {
                static var reducer: Reducer<AppState, AppAction, AppEnvironment> {
                    settingsReducer.pullback(
                        state: \\.settings,
                        action: /AppAction.settings,
                        environment: { SettingsEnvironment(apiClient: $0.apiClient, mainQueue: $0.mainQueue) }
                    )
                }
            }
            """)
        #expect(reads.map(\.member) == ["apiClient", "mainQueue"])
        #expect(reads.map(\.base) == ["$0", "$0"])
        #expect(reads.allSatisfy { $0.environmentType == "AppEnvironment" && $0.passedTo == "SettingsEnvironment" })
    }

    @Test func reducerClosureTakesTheTypeFromTheSpecialisation() throws {
        let reads = try reads(in: """
            enum AppFeature {
                static var reducer: Reducer<AppState, AppAction, AppEnvironment> {
                    Reducer<AppState, AppAction, AppEnvironment>.combine(
                        Reducer { state, action, environment in
                            environment.analytics.track(action)
                            return .none
                        }
                    )
                }
            }
            """)
        let read = try #require(reads.first)
        #expect(reads.count == 1)
        #expect(read.base == "environment")
        #expect(read.member == "analytics")
        #expect(read.environmentType == "AppEnvironment")
        #expect(read.passedTo == nil)
    }

    @Test func nestedEnvironmentFromAStateKeyPath() throws {
        let reads = try reads(in: """
            extension Search {
                static var combined: Reducer<Search.State, Search.Action, Search.Environment> {
                    detailReducer.pullback(state: \\Search.State.detail, action: /Search.Action.detail) { env in
                        Detail.Environment(weatherClient: env.weatherClient)
                    }
                }
            }
            """)
        #expect(reads.count == 1)
        #expect(reads.first?.environmentType == "Search.Environment")
        #expect(reads.first?.passedTo == "Detail.Environment")
    }

    @Test func typedParametersNeedNoContext() throws {
        let reads = try reads(in: """
            struct Loader {
                func load(into state: inout State, using world: AppEnvironment, values: EnvironmentValues) {
                    world.apiClient.fetch()
                    _ = values.colorScheme
                }
            }
            """)
        #expect(reads.map(\.member) == ["apiClient"])
        #expect(reads.first?.environmentType == "AppEnvironment")
    }

    @Test func otherClosureParametersAreNotEnvironments() throws {
        let reads = try reads(in: """
            struct OrdersView: View {
                var body: some View {
                    List(orders.map { $0.total }) { order in Text(order.title) }
                }
            }
            """)
        #expect(reads.isEmpty)
    }

    /// A reducer kept in a constant — a static one of a feature's namespace, or a global — is
    /// kept as a getter of that name, with its reads; a constant that reads no environment is not.
    @Test func reducersKeptInConstantsAreGetters() throws {
        let facts = FactExtractor.facts(fromSource: """
            enum DetailFeature {
                struct Environment {
                    var webAPI: WebAPI
                }
                static let title = "Detail"
                static let reducer = Reducer<State, Action, Environment>.combine(
                    CommentsFeature.reducer.pullback(
                        state: \\.comments,
                        action: /Action.comments,
                        environment: { CommentsFeature.Environment(webAPI: $0.webAPI) }
                    )
                )
            }

            let rootReducer = Reducer<RootState, RootAction, RootEnvironment> { state, action, environment in
                environment.analytics.track(action)
                return .none
            }
            let appName = "Shop"
            """)
        let feature = try #require(facts.types.first { $0.name == "DetailFeature" })
        #expect(feature.functions.map(\.name) == ["reducer"])
        let reducer = try #require(feature.functions.first)
        #expect(reducer.kind == .getter && reducer.isStatic)
        #expect(reducer.body.environmentReads?.map(\.member) == ["webAPI"])
        #expect(reducer.body.environmentReads?.first?.environmentType == "Environment")
        #expect(facts.functions.map(\.name) == ["rootReducer"])
        #expect(facts.functions.first?.body.environmentReads?.first?.environmentType == "RootEnvironment")
    }

    /// What runs for a stored property later — a `lazy` initial value, a `didSet` — is kept
    /// by property, so that a member it reads counts as used.
    @Test func lazyValuesAndObserversAreKept() throws {
        let facts = FactExtractor.facts(fromSource: """
            final class PlayerModel {
                let audio: AudioEngine
                var volume = 0.5 {
                    didSet { audio.setVolume(volume) }
                }
                lazy var fadeOut: () -> Void = { [unowned self] in self.audio.fade(to: 0) }
                var title = "Player"
            }
            """)
        let model = try #require(facts.types.first)
        #expect(model.propertyCode.map(\.property) == ["volume", "fadeOut"])
        #expect(model.propertyCode.allSatisfy { $0.body.reads.contains { $0.name == "audio" } })
    }
}
