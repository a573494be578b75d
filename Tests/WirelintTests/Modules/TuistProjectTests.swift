import Testing
import WirelintConfig
import WirelintExtraction
import WirelintFacts
import WirelintKit

/// A Tuist project declares its targets in `Project.swift`: each is a module of the files its
/// `sources:` globs match, as a SwiftPM target is of its folder's.
@Suite("Modules: Tuist projects")
struct TuistProjectTests {
    @Test("a Tuist project's targets: name, the folders of their source globs, and the targets they depend on")
    func projectTargets() {
        let manifest = FactExtractor.facts(fromSource: """
            import ProjectDescription

            let project = Project(
                name: "Feature",
                targets: [
                    .target(name: "FeatureUI", destinations: .iOS, product: .framework, bundleId: "io.feature.ui",
                            sources: ["Sources/**"], dependencies: [
                                .target(name: "FeatureCore"), .project(target: "DesignSystem", path: "../DesignSystem"),
                                .external(name: "Alamofire"), .sdk(name: "UIKit", type: .framework),
                            ]),
                    Target(name: "FeatureCore", platform: .iOS, product: .staticFramework, bundleId: "io.feature.core",
                           sources: "Sources/Core/**/*.swift"),
                    Target.target(name: "FeatureTests", destinations: .iOS, product: .unitTests, bundleId: "io.feature.tests",
                                  sources: ["Tests/Unit/**", "Tests/Snapshot/*.swift"]),
                    .target(name: "Generated", destinations: .iOS, product: .framework, bundleId: "io.feature.generated",
                            sources: sourceGlobs),
                ]
            )
            """).manifest
        #expect(manifest == PackageManifestFacts(targets: [
            PackageTargetFacts(name: "FeatureUI", path: "Sources", dependencies: ["FeatureCore", "DesignSystem"]),
            PackageTargetFacts(name: "FeatureCore", path: "Sources/Core"),
            PackageTargetFacts(name: "FeatureTests", path: "Tests", sources: ["Unit", "Snapshot"]),
        ]))
    }

    @Test("a project whose targets the project's own helpers build declares none")
    func helperBuiltTargets() {
        let manifest = FactExtractor.facts(fromSource: """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(name: "Feature", dependencies: [.target(name: "Core")])
            """).manifest
        #expect(manifest == PackageManifestFacts())
    }

    /// Three Tuist projects of one workspace. The profile and the checkout each declare a
    /// `SettingsView`: the profile's reads an account their previews do not inject, the
    /// checkout's nothing. The app's screen, as near to one as to the other, imports the
    /// profile: read as one module, the name would be ambiguous there and go unreported.
    static let workspace = [
        SourceText(path: "Projects/Profile/Project.swift", text: """
            import ProjectDescription

            let project = Project(name: "Profile", targets: [
                .target(name: "Profile", destinations: .iOS, product: .framework, bundleId: "io.shop.profile", sources: ["Sources/**"]),
            ])
            """),
        SourceText(path: "Projects/Profile/Sources/SettingsView.swift", text: """
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

            #Preview {
                SettingsView()
            }
            """),
        SourceText(path: "Projects/Checkout/Project.swift", text: """
            import ProjectDescription

            let project = Project(name: "Checkout", targets: [
                Target(name: "Checkout", platform: .iOS, product: .framework, bundleId: "io.shop.checkout", sources: "Sources/**"),
            ])
            """),
        SourceText(path: "Projects/Checkout/Sources/SettingsView.swift", text: """
            import SwiftUI

            public struct SettingsView: View {
                @Environment(\\.dismiss) private var dismiss

                public var body: some View {
                    Button("Done") { dismiss() }
                }
            }

            #Preview {
                SettingsView()
            }
            """),
        SourceText(path: "Projects/App/Project.swift", text: """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "io.shop.app", sources: ["Sources/**"],
                        dependencies: [.project(target: "Profile", path: "../Profile")]),
            ])
            """),
        SourceText(path: "Projects/App/Sources/ProfileScreen.swift", text: """
            import SwiftUI
            import Profile

            struct ProfileScreen: View {
                var body: some View {
                    SettingsView()
                }
            }

            #Preview {
                ProfileScreen()
            }
            """),
    ]

    @Test("projects linted together report what each reports alone: a name means the type of the target the file imports")
    func jointRunIsUnionOfProjects() {
        let checkout = Self.workspace.filter { $0.path.hasPrefix("Projects/Checkout/") }
        let profile = Self.workspace.filter { !$0.path.hasPrefix("Projects/Checkout/") }
        let joint = ModuleResolutionTests.findings(Self.workspace)
        #expect(joint == [
            "Projects/App/Sources/ProfileScreen.swift:10 [missing_preview_injection]",
            "Projects/Profile/Sources/SettingsView.swift:15 [missing_preview_injection]",
        ])
        #expect(joint == Set(ModuleResolutionTests.findings(profile) + ModuleResolutionTests.findings(checkout)).sorted())
    }
}
