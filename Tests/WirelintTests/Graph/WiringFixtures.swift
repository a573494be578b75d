import WirelintConfig
@testable import WirelintKit
import WirelintWiring

/// A small app linted as `wirelint graph` does, kept as its wiring graph: an app whose cart
/// window lacks the `Cart`, a preview that misses it three views down, a relay and a key the
/// app declares.
enum WiringFixtures {
    static let shop: [String: String] = [
        "App/ShopApp.swift": """
            import SwiftUI

            @main
            struct ShopApp: App {
                @StateObject private var cart = Cart()
                private let history = OrderHistory()

                var body: some Scene {
                    WindowGroup {
                        RootView(history: history)
                            .environmentObject(cart)
                            .environment(\\.pricing, Pricing())
                    }
                    WindowGroup("Cart", id: "cart") {
                        CartScreen()
                    }
                }
            }
            """,
        "App/Model.swift": """
            import SwiftUI

            final class Cart: ObservableObject {
                @Published var items: [String] = []
            }

            final class OrderHistory {
                func load() -> [String] { [] }
            }

            struct Pricing {
                var taxRate = 0.0
            }

            extension EnvironmentValues {
                @Entry var pricing = Pricing()
            }
            """,
        "Features/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                let history: OrderHistory
                @State private var showsCart = false

                var body: some View {
                    OrdersView(history: history)
                        .sheet(isPresented: $showsCart) { CartScreen() }
                }
            }

            struct OrdersView: View {
                let history: OrderHistory

                var body: some View {
                    List(history.load(), id: \\.self) { order in
                        OrderRow(order: order)
                    }
                }
            }
            """,
        "Features/CartScreen.swift": """
            import SwiftUI

            struct CartScreen: View {
                @EnvironmentObject private var cart: Cart
                @Environment(\\.pricing) private var pricing

                var body: some View {
                    Text("\\(cart.items.count)")
                }
            }

            struct OrderRow: View {
                let order: String
                var body: some View { CartBadge() }
            }

            struct CartBadge: View {
                @EnvironmentObject private var cart: Cart
                var body: some View { Text("\\(cart.items.count)") }
            }

            #Preview {
                RootView(history: OrderHistory())
            }
            """,
    ]

    /// The wiring of `sources`, with the findings of every default rule on it.
    static func graph(_ sources: [String: String] = shop) -> WiringGraph {
        var linter = Linter(configuration: Configuration(), jobs: 1)
        linter.keepsGraph = true
        let result = linter.lint(sources: sources.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value) })
        return WiringGraphBuilder.build(from: result.graph!, findings: result.findings)
    }

    static func node(named name: String, in graph: WiringGraph) -> WiringNode? {
        graph.nodes.first { $0.name == name }
    }

    /// `from --caption--> to` for each edge, by node name: what a reader of the picture sees.
    static func arrows(_ graph: WiringGraph) -> Set<String> {
        let names = Dictionary(graph.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return Set(graph.edges.map { "\(names[$0.from]!) --\($0.caption)--> \(names[$0.to]!)" })
    }
}
