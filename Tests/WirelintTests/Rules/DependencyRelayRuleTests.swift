import Testing
import WirelintExtraction
import WirelintFacts
import WirelintGraph
import WirelintRules

/// The chain a `dependency_relay` finding tells: the rule documents check positions, these check
/// what the message, the path and the related locations say.
@Suite("dependency_relay messages")
struct DependencyRelayRuleTests {
    private func findings(_ files: [String: String], options: RuleOptions = RuleOptions()) -> [Finding] {
        let summaries = files.sorted { $0.key < $1.key }.map { FileSummary(path: $0.key, facts: FactExtractor.facts(fromSource: $0.value)) }
        return DependencyRelayRule.findings(in: ProjectGraph.linking(summaries), options: options).sorted()
    }

    private let chain = [
        "App.swift": """
            @main
            struct ShopApp: App {
                let api = APIClient()
                var body: some Scene { WindowGroup { OrderList(api: api) } }
            }
            """,
        "Orders.swift": """
            final class APIClient { func cancel() async {} }

            struct OrderList: View {
                let api: APIClient
                var body: some View {
                    List { OrderRow(api: api) }
                        .sheet(isPresented: .constant(false)) { OrderHelp(api: api) }
                }
            }

            struct OrderRow: View {
                let api: APIClient
                var body: some View { OrderActions(api: api) }
            }

            struct OrderActions: View {
                let api: APIClient
                var body: some View { Button("Cancel") { Task { await api.cancel() } } }
            }

            struct OrderHelp: View {
                let api: APIClient
                var body: some View { Text("Help").task { await api.cancel() } }
            }
            """,
    ]

    @Test func everyRelayNamesTheWholeChain() throws {
        let findings = findings(chain)
        #expect(findings.count == 2)
        #expect(findings.first?.message.hasPrefix("OrderList.api is only passed on: ShopApp → ") == true)
        #expect(findings.last?.message.hasPrefix("OrderRow.api is only passed on: ShopApp → ") == true)
        let list = try #require(findings.first)
        #expect(list.message.contains("ShopApp → OrderList (relay) → OrderRow (relay) → OrderActions uses it (OrderList also passes it to OrderHelp) — 2 relay hops;"))
        #expect(findings[1].message.contains("ShopApp → OrderList (relay) → OrderRow (relay) → OrderActions uses it — 2 relay hops;"))
        #expect(list.severity == .warning)
        #expect(list.location.file == "Orders.swift")
        #expect(list.location.range.start.line == 4)
    }

    @Test func pathRunsFromTheRootToTheUse() throws {
        let finding = try #require(findings(chain).first)
        #expect(finding.path.map(\.message) == [
            "ShopApp passes it to OrderList(api:)",
            "OrderList.api is only passed on",
            "OrderList passes it to OrderRow(api:)",
            "OrderRow.api is only passed on",
            "OrderRow passes it to OrderActions(api:)",
            "OrderActions uses it here",
        ])
        #expect(finding.path.first?.location.file == "App.swift")
        #expect(finding.path.last?.location.range.start.line == 18)
        // The branch the message only names is a related location.
        #expect(finding.related.map(\.message) == ["OrderList passes it to OrderHelp(api:)"])
    }

    /// A chain starts in the app when the app fills the relay, even where a test target's
    /// code (a folder or file named `…Tests` or `…Test`) would come first in the source.
    @Test(arguments: ["AAAppTests/OrderFlow.swift", "AAAppTests.swift", "AAA/OrderListTest.swift", "AAA/UITest/Flow.swift"])
    func chainsStartInTheAppRatherThanInTests(testFile: String) throws {
        var files = chain
        files[testFile] = """
            struct OrderListHarness {
                func make() -> OrderList { OrderList(api: APIClient()) }
            }
            """
        let finding = try #require(findings(files).first)
        #expect(finding.message.hasPrefix("OrderList.api is only passed on: ShopApp → OrderList (relay)"))
        // Not a test's: the same code in an app folder that sorts first is the root.
        files[testFile] = nil
        files["AAA/OrderFlow.swift"] = """
            struct OrderListHarness {
                func make() -> OrderList { OrderList(api: APIClient()) }
            }
            """
        let appFinding = try #require(findings(files).first)
        #expect(appFinding.message.hasPrefix("OrderList.api is only passed on: OrderListHarness → OrderList (relay)"))
    }

    /// The value may come from a function of an extension of a framework type: a helper that
    /// builds the screen.
    @Test func chainsStartInExtensionsOfFrameworkTypes() throws {
        var files = chain
        files["App.swift"] = nil
        files["Helpers.swift"] = """
            extension View {
                func orders() -> some View { OrderList(api: APIClient()) }
            }
            """
        let finding = try #require(findings(files).first)
        #expect(finding.message.hasPrefix("OrderList.api is only passed on: "))
        #expect(finding.message.contains("OrderList (relay) → OrderRow (relay) → OrderActions uses it"))
        #expect(finding.path.first?.location.file == "Helpers.swift")
    }

    @Test func minimumHopsKeepsLongChainsOnly() {
        #expect(findings(chain, options: RuleOptions(integers: ["minimum_hops": 3])).isEmpty)
        #expect(findings(chain, options: RuleOptions(integers: ["minimum_hops": 2])).count == 2)
    }

    @Test func ignoredTypesEndTheChain() {
        let findings = findings(chain, options: RuleOptions(stringLists: ["ignored_types": ["OrderRow"]]))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("ShopApp → OrderList (relay) → OrderRow uses it (OrderList also passes it to OrderHelp) — 1 relay hop;") == true)
        #expect(self.findings(chain, options: RuleOptions(stringLists: ["ignored_types": ["APIClient"]])).isEmpty)
    }

    @Test func severityOptionApplies() {
        #expect(findings(chain, options: RuleOptions(severity: .error)).allSatisfy { $0.severity == .error })
    }

    @Test func recursiveViewsDoNotLoop() throws {
        let findings = findings([
            "Folders.swift": """
                final class FileStore { func open() {} }

                @main
                struct FilesApp: App {
                    var body: some Scene { WindowGroup { Browser() } }
                }

                struct Browser: View {
                    let store = FileStore()
                    var body: some View { FolderView(store: store, depth: 0) }
                }

                struct FolderView: View {
                    let store: FileStore
                    let depth: Int
                    var body: some View {
                        List {
                            FolderView(store: store, depth: depth + 1)
                            FileRow(store: store)
                        }
                    }
                }

                struct FileRow: View {
                    let store: FileStore
                    var body: some View { Button("Open") { store.open() } }
                }
                """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.contains("Browser → FolderView (relay) → FileRow uses it (FolderView also passes it to FolderView) — 1 relay hop;"))
    }

    @Test func featureEnvironmentChainsFollowPullbacks() throws {
        let findings = findings([
            "App.swift": """
                struct AppEnvironment {
                    var apiClient: APIClient
                }

                enum AppFeature {
                    static var reducer: Reducer<AppState, AppAction, AppEnvironment> {
                        Reducer<AppState, AppAction, AppEnvironment>.combine(
                            SearchFeature.reducer.pullback(
                                state: \\.search,
                                action: /AppAction.search,
                                environment: { SearchEnvironment(apiClient: $0.apiClient) }
                            )
                        )
                    }
                }
                """,
            "Search.swift": """
                struct SearchEnvironment {
                    var apiClient: APIClient
                }

                enum SearchFeature {
                    static var reducer: Reducer<SearchState, SearchAction, SearchEnvironment> {
                        Reducer<SearchState, SearchAction, SearchEnvironment>.combine(
                            ResultsFeature.reducer.pullback(
                                state: \\SearchState.results,
                                action: /SearchAction.results,
                                environment: { env in ResultsEnvironment(apiClient: env.apiClient) }
                            )
                        )
                    }
                }
                """,
            "Results.swift": """
                struct ResultsEnvironment {
                    var apiClient: APIClient
                }

                enum ResultsFeature {
                    static var reducer: Reducer<ResultsState, ResultsAction, ResultsEnvironment> {
                        Reducer { state, action, environment in
                            environment.apiClient.search(state.query).fireAndForget()
                        }
                    }
                }
                """,
        ])
        #expect(findings.map(\.location.file) == ["App.swift", "Search.swift"])
        let search = try #require(findings.last)
        #expect(search.message.hasPrefix(
            "SearchEnvironment.apiClient is only passed on: AppEnvironment (relay) → SearchEnvironment (relay) → ResultsEnvironment uses it — 2 relay hops; read it in the feature that uses it"))
    }

    /// A value that one screen makes as its own state and the app also composes is a relayed
    /// dependency: the chain from the app is told, however long the screen's own chain is,
    /// and the relays only the screen's chain reaches are left alone.
    @Test func aChainFromTheAppWinsOverAScreensOwnState() throws {
        let findings = findings([
            "App.swift": """
                @main
                struct CounterApp: App {
                    @State private var counter = LapCounter()
                    var body: some Scene { WindowGroup { LapPanel(counter: counter) } }
                }
                """,
            "Laps.swift": """
                @Observable final class LapCounter { func record() {} }

                struct TimerScreen: View {
                    @State private var counter = LapCounter()
                    var body: some View { TimerControls(counter: counter) }
                }

                struct TimerControls: View {
                    let counter: LapCounter
                    var body: some View { TimerFooter(counter: counter) }
                }

                struct TimerFooter: View {
                    let counter: LapCounter
                    var body: some View { LapPanel(counter: counter) }
                }

                struct LapPanel: View {
                    let counter: LapCounter
                    var body: some View { LapButton(counter: counter) }
                }

                struct LapButton: View {
                    let counter: LapCounter
                    var body: some View { Button("Lap") { counter.record() } }
                }
                """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.hasPrefix("LapPanel.counter is only passed on: CounterApp → LapPanel (relay) → LapButton uses it"))
    }

    @Test func environmentsWhoseReducersAreNotLintedAreLeftAlone() {
        // Only the environments are here; the reducers that read them are elsewhere.
        let findings = findings([
            "Environments.swift": """
                struct AppEnvironment {
                    var apiClient: APIClient
                    var settings: SettingsEnvironment { SettingsEnvironment(apiClient: apiClient) }
                }

                struct SettingsEnvironment {
                    var apiClient: APIClient
                }
                """,
        ])
        #expect(findings.isEmpty)
    }
}
