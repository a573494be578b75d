import Testing
import WirelintRules

@Suite("Graph: platforms of roots and #if conditions")
struct PlatformTests {
    @Test("the folder or file name nearest to the file that ends in a platform's name decides")
    func inferredFromPath() {
        #expect(Platform(inferredFromPath: "iOS/App.swift") == .iOS)
        #expect(Platform(inferredFromPath: "Apps/macOS/Sources/App.swift") == .macOS)
        #expect(Platform(inferredFromPath: "PrismaMac/PrismaMacApp.swift") == .macOS)
        #expect(Platform(inferredFromPath: "Prisma/PrismaiOS/App.swift") == .iOS)
        #expect(Platform(inferredFromPath: "Notes Watch Extension/ContentView.swift") == .watchOS)
        #expect(Platform(inferredFromPath: "NotesWatch App/ContentView.swift") == .watchOS)
        #expect(Platform(inferredFromPath: "Shared/Telemetry_ViewerApp_iOS.swift") == .iOS)
        #expect(Platform(inferredFromPath: "tvOS/iOS/App.swift") == .iOS)
        #expect(Platform(inferredFromPath: "Sources/App/ContentView.swift") == nil)
        #expect(Platform(inferredFromPath: "Features/Stopwatch/TimerView.swift") == nil)
        #expect(Platform(inferredFromPath: "Features/Imac/ImacView.swift") == nil)
    }

    @Test("a condition is false for a platform only when its os() tests settle it")
    func conditions() {
        #expect(Platform.macOS.mayCompile("os(macOS)"))
        #expect(!Platform.iOS.mayCompile("os(macOS)"))
        #expect(!Platform.watchOS.mayCompile("!os(watchOS)"))
        #expect(!Platform.watchOS.mayCompile("!(os(watchOS))"))
        #expect(Platform.iOS.mayCompile("os(iOS) || os(visionOS)"))
        #expect(!Platform.tvOS.mayCompile("os(iOS) || os(macOS)"))
        #expect(!Platform.macOS.mayCompile("!(os(iOS) || os(tvOS)) && !(os(macOS))"))
        #expect(!Platform.macOS.mayCompile("DEBUG && os(iOS)"))
        #expect(Platform.macOS.mayCompile("DEBUG || os(iOS)"))
        #expect(Platform.macOS.mayCompile("canImport(UIKit)"))
        #expect(Platform.iOS.mayCompile("targetEnvironment(macCatalyst)"))
    }
}
