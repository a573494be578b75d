/// A module whose qualifier the extraction drops from written types (`SwiftUI.Environment` is
/// `Environment`): a project never declares types under these names, and rules match the bare
/// name.
package struct FrameworkModuleRecord: KnowledgeRecord {
    package let name: String
    package let note: String
}

extension Knowledge {
    package static let frameworkModules: [FrameworkModuleRecord] = [
        FrameworkModuleRecord(name: "Swift", note: "the standard library: `Swift.Result`"),
        FrameworkModuleRecord(name: "Foundation", note: "`Foundation.URL`, `Foundation.Date`"),
        FrameworkModuleRecord(name: "SwiftUI", note: "`SwiftUI.Environment`, `SwiftUI.State`"),
        FrameworkModuleRecord(name: "Combine", note: "`Combine.Published`, `Combine.AnyCancellable`"),
        FrameworkModuleRecord(name: "Observation", note: "`Observation.Observable`, `Observation.ObservationIgnored`"),
        FrameworkModuleRecord(name: "UIKit", note: "`UIKit.UIViewController`, `UIKit.UIColor`"),
        FrameworkModuleRecord(name: "AppKit", note: "`AppKit.NSView`, `AppKit.NSWindowController`"),
    ]

    package static let frameworkModuleNames = names(in: frameworkModules) { _ in true }
}
