import Testing
import WirelintConfig
import WirelintExtraction
import WirelintFacts
import WirelintKit

/// A name means the type of the module the file sees: its own, or one it imports.
@Suite("Modules: names resolve by module")
struct ModuleResolutionTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Profile"),
                .target(name: "Checkout", exclude: ["Legacy"]),
                .executableTarget(name: "ShopApp", dependencies: ["Profile", .target(name: "Checkout")]),
            ]
        )
        """

    /// Two modules of one package each declare a `SettingsView`: the profile's reads an
    /// environment object, the checkout's nothing a preview must inject. The checkout also
    /// declares a `TimelineView`, which the profile's screen, not importing it, does not mean.
    static let modularApp = [
        SourceText(path: "Package.swift", text: manifest),
        SourceText(path: "Sources/Profile/SettingsView.swift", text: """
            import SwiftUI

            public final class Account: ObservableObject {
                var name = ""
            }

            public struct SettingsView: View {
                @EnvironmentObject var account: Account

                public var body: some View {
                    Text(account.name)
                }
            }
            """),
        SourceText(path: "Sources/Checkout/SettingsView.swift", text: """
            import SwiftUI

            public struct SettingsView: View {
                @Environment(\\.dismiss) private var dismiss

                public var body: some View {
                    Button("Done") { dismiss() }
                }
            }

            final class Cart: ObservableObject {}

            struct TimelineView: View {
                @EnvironmentObject var cart: Cart

                var body: some View {
                    Text("")
                }
            }
            """),
        SourceText(path: "Sources/ShopApp/ProfileScreen.swift", text: """
            import SwiftUI
            import Profile

            struct ProfileScreen: View {
                var body: some View {
                    TimelineView(.everyMinute) { _ in
                        SettingsView()
                    }
                }
            }

            #Preview {
                ProfileScreen()
            }
            """),
        SourceText(path: "Sources/ShopApp/CheckoutScreen.swift", text: """
            import SwiftUI
            import Checkout

            struct CheckoutScreen: View {
                var body: some View {
                    SettingsView()
                }
            }

            #Preview {
                CheckoutScreen()
            }
            """),
    ]

    static func findings(_ sources: [SourceText]) -> [String] {
        Linter(configuration: Configuration(), jobs: 2).lint(sources: sources).findings.map {
            "\($0.location.file):\($0.location.range.start.line) [\($0.ruleID)]"
        }
    }

    @Test("a view built in a file that imports one of two modules declaring its name is that module's; a module it does not import declares no SDK name for it")
    func importedModuleDecides() {
        #expect(Self.findings(Self.modularApp) == ["Sources/ShopApp/ProfileScreen.swift:12 [missing_preview_injection]"])
    }

    @Test("the app's findings are those of its packages linted alone, together")
    func jointRunIsUnionOfModules() {
        let profile = Self.modularApp.filter { !$0.path.contains("Checkout") }
        let checkout = Self.modularApp.filter { !$0.path.contains("Profile") }
        #expect(Self.findings(Self.modularApp) == Set(Self.findings(profile) + Self.findings(checkout)).sorted())
    }

    @Test("a manifest's targets: kind, name, path, sources, exclude and dependencies, from its syntax")
    func manifestTargets() {
        let manifest = FactExtractor.facts(fromSource: """
            import PackageDescription

            let package = Package(name: "Kit", targets: [
                .target(name: "Core", path: "Lib/Core", sources: ["A.swift", "Views"]),
                .testTarget(name: "CoreTests", dependencies: [.target(name: "Core"), .product(name: "Testing", package: "swift-testing")]),
            ])
            """).manifest
        #expect(manifest == PackageManifestFacts(targets: [
            PackageTargetFacts(name: "Core", path: "Lib/Core", sources: ["A.swift", "Views"]),
            PackageTargetFacts(name: "CoreTests", kind: .test, dependencies: ["Core", "Testing"]),
        ]))
        #expect(FactExtractor.facts(fromSource: Self.modularApp[3].text).imports.map(\.module) == ["SwiftUI", "Profile"])
    }
}
