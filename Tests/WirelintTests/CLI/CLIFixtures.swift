import Foundation

/// Small SwiftUI sources with known findings, written into temporary projects for the CLI tests.
enum CLIFixtures {
    /// An `@EnvironmentObject` read in `init`: one error.
    static let cartBadge = MarkedSource(#"""
        import SwiftUI

        struct CartBadge: View {
            @EnvironmentObject private var cart: Cart
            @State private var seenCount = 0

            init() {
                _seenCount = State(initialValue: ↓cart.items.count)
            }

            var body: some View {
                Image(systemName: "cart")
                    .badge(cart.items.count - seenCount)
            }
        }
        """#)

    /// Two `@Environment(\.key)` values read on one line of `init`: two warnings, one line.
    static let dateHeader = MarkedSource(#"""
        import SwiftUI

        struct DateHeader: View {
            @Environment(\.locale) private var locale
            @Environment(\.calendar) private var calendar
            let date: Date
            private var title = ""

            init(date: Date) {
                self.date = date
                title = date.formatted(Date.FormatStyle(locale: ↓locale, calendar: ↓calendar))
            }

            var body: some View {
                Text(title)
            }
        }
        """#)

    /// A service locator whose wrapper setter writes a static store (no finding by itself).
    static let injected = #"""
        import Foundation

        struct InjectedValues {
            nonisolated(unsafe) private static var current = InjectedValues()

            var api: any FeedAPI = LiveFeedAPI()

            static subscript<Value>(keyPath: WritableKeyPath<InjectedValues, Value>) -> Value {
                get { current[keyPath: keyPath] }
                set { current[keyPath: keyPath] = newValue }
            }
        }

        @propertyWrapper
        struct Injected<Value> {
            private let keyPath: WritableKeyPath<InjectedValues, Value>

            init(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
                self.keyPath = keyPath
            }

            var wrappedValue: Value {
                get { InjectedValues[keyPath] }
                set { InjectedValues[keyPath] = newValue }
            }
        }

        final class FeedModel: ObservableObject {
            @Injected(\.api) var api: any FeedAPI
            @Published var posts: [Post] = []

            func reload() async {
                posts = (try? await api.posts()) ?? []
            }
        }
        """#

    /// An assignment through `@Injected` (requires `injected`): one warning.
    static let offlineMode = MarkedSource(#"""
        import Foundation

        enum OfflineMode {
            static func makeFeedModel() -> FeedModel {
                let model = FeedModel()
                ↓model.api = OfflineFeedAPI()
                return model
            }
        }
        """#)

    /// Environment reads where SwiftUI has installed the environment, and an `init` parameter
    /// with the name of an environment property.
    static let clean = #"""
        import SwiftUI

        struct MemberCard: View {
            @EnvironmentObject private var session: Session
            @Environment(\.locale) private var locale
            private let memberSince: String

            init(joinDate: Date, locale: Locale) {
                memberSince = joinDate.formatted(.dateTime.year().month().locale(locale))
            }

            var body: some View {
                VStack {
                    Text("Hello, \(session.user.name)")
                    Text("Member since \(memberSince)")
                }
                .task { await session.refresh(locale: locale) }
            }
        }
        """#
}
