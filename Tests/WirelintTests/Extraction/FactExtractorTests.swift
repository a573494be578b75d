import Testing
import WirelintExtraction
import WirelintFacts

@Suite("Extraction")
struct FactExtractorTests {
    @Test func positionsCountUTF8AndUTF16Columns() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct Café: View {
                @EnvironmentObject var 🍩: Session
            }
            """)
        let property = try #require(facts.types.first?.properties.first)
        #expect(property.range.start.line == 2)
        #expect(property.range.start.column == 28)
        #expect(property.range.start.utf16Column == 28)
        #expect(property.range.end.column == 32)
        #expect(property.range.end.utf16Column == 30)
    }

    /// A line longer than the position table's stride, with characters of every UTF-16 length
    /// before the property's name: its columns are counted through the table's checkpoints.
    @Test func columnsOnLongLinesWithNonASCIICharacters() throws {
        let padding = String(repeating: "é🍩a", count: 100)
        let facts = FactExtractor.facts(fromSource: "struct A: View { /* \(padding) */ @EnvironmentObject var session: Session }")
        let property = try #require(facts.types.first?.properties.first)
        let prefix = "struct A: View { /* \(padding) */ @EnvironmentObject var "
        #expect(property.range.start.line == 1)
        #expect(property.range.start.column == prefix.utf8.count + 1)
        #expect(property.range.start.utf16Column == prefix.utf16.count + 1)
        #expect(prefix.utf8.count > 256)
    }

    /// Lines end in LF, CR LF or a lone CR; runs of blank lines put many line starts in a few
    /// bytes; a line with a non-ASCII character precedes ASCII ones. Each property is placed
    /// on its own line and column whatever came before it.
    @Test func positionsAfterEveryKindOfLineBreak() throws {
        let blank = String(repeating: "\n", count: 150)
        let source = "struct A: View {\r\n  let é = 1\r  @State var first = 0\n\(blank)    @State var second = 0\r\n}"
        let properties = try #require(FactExtractor.facts(fromSource: source).types.first?.properties)
        #expect(properties.map(\.name) == ["é", "first", "second"])
        #expect(properties.map(\.range.start.line) == [2, 3, 154])
        #expect(properties.map(\.range.start.column) == [7, 14, 16])
        #expect(properties.map(\.range.start.utf16Column) == [7, 14, 16])
        #expect(properties[0].range.end.column == 9)
        #expect(properties[0].range.end.utf16Column == 8)
    }

    /// Facts are held for the whole run: arrays filled by appending must not keep the spare
    /// capacity of their last doubling (a quarter of a cold run's peak memory).
    @Test func extractedFactsHoldNoSpareCapacity() throws {
        let reads = (1...9).map { "        _ = value\($0)" }.joined(separator: "\n")
        let facts = FactExtractor.facts(fromSource: """
            struct Screen: View {
                @Environment(\\.api) var api
                @State var a = 0
                @State var b = 0
                var body: some View {
                    Row(a: a, b: b, c: api).environmentObject(Store()).padding()
            \(reads)
                    return Text("")
                }
            }
            """)
        let type = try #require(facts.types.first)
        let body = try #require(type.functions.first { $0.name == "body" }?.body)
        let construction = try #require(body.constructions.first { $0.callee == "Row" })
        #expect(type.properties.count == 4 && type.properties.capacity == 4)
        #expect(body.reads.count >= 9 && body.reads.capacity == body.reads.count)
        #expect(construction.arguments.count == 3 && construction.arguments.capacity == 3)
        #expect(construction.injections.capacity == construction.injections.count)
    }

    @Test func crlfLineBreaksCountOnce() throws {
        let facts = FactExtractor.facts(fromSource: "import SwiftUI\r\n\r\nstruct A: View {\r\n    var body: some View { Text(\"\") }\r\n}\r\n")
        let type = try #require(facts.types.first)
        #expect(type.range.start.line == 3)
        #expect(type.range.start.column == 8)
    }

    @Test func propertyWrappersKeepTheirArguments() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct CartView: View {
                @Environment(\\.pricing) var pricing
                @Environment(Session.self) private var session: Session?
                @SwiftUI.EnvironmentObject var store: CartStore
                @MainActor @StateObject var model = CartModel()
                var title: String { "Cart" }
            }
            """)
        let properties = try #require(facts.types.first?.properties)
        #expect(properties.map(\.wrapper?.name) == ["Environment", "Environment", "EnvironmentObject", "StateObject", nil])
        #expect(properties[0].wrapper?.keyPath == "pricing")
        #expect(properties[1].wrapper?.typeArgument == "Session")
        #expect(properties[1].declaredType == TypeReference(name: "Session", isOptional: true))
        #expect(properties[3].initializerType == "CartModel")
        #expect(properties[4].isStored == false)
    }

    @Test func sameNamedTypesInIfBranchesAreKeptApart() throws {
        let facts = FactExtractor.facts(fromSource: """
            #if os(iOS)
            struct SettingsView: View { var body: some View { Text("iOS") } }
            #else
            struct SettingsView: View { var body: some View { Text("mac") } }
            #endif
            extension SettingsView {}
            """)
        let conditions = facts.types.map(\.conditions)
        #expect(conditions.count == 3)
        #expect(conditions[0].first?.branch == 0)
        #expect(conditions[0].first?.condition == "os(iOS)")
        #expect(conditions[1].first?.branch == 1)
        #expect(!conditions[0].isCompatible(with: conditions[1]))
        #expect(conditions[2].isEmpty)
    }

    @Test func shadowingParametersAndLocalsAreNotReads() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct Row: View {
                @Environment(\\.locale) var locale
                @EnvironmentObject var session: Session
                init(locale: Locale) {
                    let session = Session()
                    print(locale, session)
                    print(self.locale)
                    items.forEach { locale in print(locale) }
                }
            }
            """)
        let reads = try #require(facts.types.first?.functions.first?.body.reads)
        #expect(reads.map(\.name).contains("locale"))
        #expect(reads.first { $0.name == "locale" }?.form == .viaSelf)
        #expect(!reads.contains { $0.name == "session" })
    }

    @Test func wrapperAssignmentIsAWriteNotARead() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct Row: View {
                @EnvironmentObject var session: Session
                init() {
                    _session = EnvironmentObject()
                    let model = $session.name
                }
            }
            """)
        let reads = try #require(facts.types.first?.functions.first?.body.reads)
        #expect(reads.map(\.form) == [.projected])
    }

    @Test func setterShapeTellsGlobalFromLocalStorage() throws {
        let facts = FactExtractor.facts(fromSource: """
            @propertyWrapper struct Injected<T> {
                let keyPath: WritableKeyPath<InjectedValues, T>
                var wrappedValue: T {
                    get { InjectedValues[keyPath] }
                    set { InjectedValues[keyPath] = newValue }
                }
            }
            @propertyWrapper struct LocalInjected<T> {
                private var dependency: T
                var wrappedValue: T {
                    get { dependency }
                    mutating set { dependency = newValue }
                }
            }
            @propertyWrapper struct Registered<T> {
                static var storage: [ObjectIdentifier: Any] = [:]
                var wrappedValue: T {
                    get { Self.storage[ObjectIdentifier(T.self)] as! T }
                    nonmutating set { Self.storage[ObjectIdentifier(T.self)] = newValue }
                }
            }
            """)
        #expect(facts.types.map(\.wrappedValueSetter?.staticStore) == ["InjectedValues", nil, "Registered"])
    }

    @Test func injectionsApplyToTheExpressionTheyAreChainedOn() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct Root: View {
                var body: some View {
                    VStack {
                        AccountList()
                        SettingsLink()
                            .environmentObject(Session())
                    }
                    .environment(\\.pricing, .live)
                    .sheet(isPresented: $shown) { Detail() }
                }
            }
            """)
        let constructions = try #require(facts.types.first?.functions.first?.body.constructions)
        func injections(_ callee: String) -> [Injection.Kind]? {
            constructions.first { $0.callee == callee }?.injections.map(\.kind)
        }
        #expect(injections("AccountList") == [.environmentKey("pricing")])
        #expect(injections("SettingsLink") == [.environmentObject, .environmentKey("pricing")])
        #expect(constructions.first { $0.callee == "SettingsLink" }?.injections.first?.valueType == "Session")
        #expect(constructions.first { $0.callee == "Detail" }?.placement == .presentation)
        #expect(constructions.first { $0.callee == "AccountList" }?.placement == .immediate)
    }

    @Test func environmentKeyDefaultsAreClassified() throws {
        let facts = FactExtractor.facts(fromSource: """
            struct APIClientKey: EnvironmentKey {
                static let defaultValue: any APIClient = LiveAPIClient()
            }
            struct SessionKey: EnvironmentKey {
                static var defaultValue: Session { fatalError("inject a Session") }
            }
            struct UserKey: EnvironmentKey {
                static let defaultValue: User? = nil
            }
            struct SpacingKey: EnvironmentKey {
                static let defaultValue: CGFloat = 8
            }
            extension EnvironmentValues {
                var apiClient: any APIClient {
                    get { self[APIClientKey.self] }
                    set { self[APIClientKey.self] = newValue }
                }
                @Entry var analytics: Analytics = unimplemented("analytics")
            }
            """)
        #expect(facts.environmentKeys.map(\.defaultKind) == [.live, .trap, .absent, .plain])
        #expect(facts.environmentKeys.first?.defaultType == "LiveAPIClient")
        #expect(facts.environmentValues.map(\.name) == ["apiClient", "analytics"])
        #expect(facts.environmentValues.first?.keyType == "APIClientKey")
        #expect(facts.environmentValues.last?.entryDefault == .trap)
    }

    @Test func directivesAreReadFromComments() {
        let facts = FactExtractor.facts(fromSource: """
            // wirelint:disable:next environment_in_init
            let a = 1 // wirelint:disable:this injected_global_mutation, environment_in_init
            /* wirelint:disable all */
            // wirelint:enable all - back on
            // a comment that mentions wirelint: but is no directive
            """)
        #expect(facts.directives == [
            SuppressionDirective(action: .disableNext, rules: ["environment_in_init"], line: 1),
            SuppressionDirective(action: .disableThis, rules: ["injected_global_mutation", "environment_in_init"], line: 2),
            SuppressionDirective(action: .disable, rules: ["all"], line: 3),
            SuppressionDirective(action: .enable, rules: ["all"], line: 4),
        ])
    }

    @Test func brokenCodeStillYieldsFacts() {
        let facts = FactExtractor.facts(fromSource: "struct Half: View {\n    @EnvironmentObject var session: Session\n    init() { print(session\n")
        #expect(facts.types.first?.properties.first?.name == "session")
    }
}
