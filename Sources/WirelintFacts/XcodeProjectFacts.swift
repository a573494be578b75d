/// An Xcode project (`*.xcodeproj/project.pbxproj`): its native targets, each a module.
public struct XcodeProjectFacts: Codable, Sendable, Equatable {
    public var targets: [XcodeTargetFacts]

    public init(targets: [XcodeTargetFacts] = []) {
        self.targets = targets
    }
}

/// A native target of an Xcode project and the Swift files it compiles. Paths are relative to
/// the folder holding the `.xcodeproj` (absolute when the project names them so), without
/// `./`; they may climb out of it with `..`.
public struct XcodeTargetFacts: Codable, Sendable, Equatable {
    /// What a target builds, as far as it matters to which code runs where.
    public enum Product: String, Codable, Sendable, CaseIterable {
        case application, appExtension, watchApp, framework, unitTests, uiTests, other
    }

    /// The platforms a target's build settings name (`SDKROOT`, `SUPPORTED_PLATFORMS`).
    public enum Platform: String, Codable, Sendable, CaseIterable {
        case iOS = "iphoneos", macOS = "macosx", watchOS = "watchos", tvOS = "appletvos", visionOS = "xros"
    }

    /// The target's name as Xcode shows it.
    public var name: String
    /// The module its files make, which `import` names: `PRODUCT_MODULE_NAME` or `PRODUCT_NAME`
    /// when a build setting gives it literally, else the target's name made an identifier.
    public var moduleName: String
    public var product: Product
    /// Empty when no build setting names one.
    public var platforms: [Platform]
    /// The Swift files of its sources build phase.
    public var sources: [String]
    /// Xcode 16 folder-synchronized groups: every Swift file below them is compiled, but for
    /// the exceptions.
    public var synchronizedFolders: [XcodeSynchronizedFolder]
    /// The module names of the targets it depends on and the names of the Swift package
    /// products it links.
    public var dependencies: [String]

    public init(
        name: String, moduleName: String, product: Product = .other, platforms: [Platform] = [], sources: [String] = [],
        synchronizedFolders: [XcodeSynchronizedFolder] = [], dependencies: [String] = []
    ) {
        self.name = name
        self.moduleName = moduleName
        self.product = product
        self.platforms = platforms
        self.sources = sources
        self.synchronizedFolders = synchronizedFolders
        self.dependencies = dependencies
    }
}

/// A folder whose files a target compiles without listing them (Xcode 16).
public struct XcodeSynchronizedFolder: Codable, Sendable, Equatable {
    /// Relative to the project's folder, as `XcodeTargetFacts.sources`.
    public var path: String
    /// Files and folders below it, relative to it, that the target leaves out.
    public var exceptions: [String]

    public init(path: String, exceptions: [String] = []) {
        self.path = path
        self.exceptions = exceptions
    }
}

extension XcodeProjectFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        targets = try reader.readArray(XcodeTargetFacts.self)
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(targets)
    }
}

extension XcodeTargetFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (name, moduleName, product, platforms, sources, synchronizedFolders, dependencies) = (
            try reader.readString(), try reader.readString(), try reader.read(Product.self), try reader.readArray(Platform.self),
            try reader.readArray(String.self), try reader.readArray(XcodeSynchronizedFolder.self), try reader.readArray(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(moduleName)
        writer.write(product)
        writer.write(platforms)
        writer.write(sources)
        writer.write(synchronizedFolders)
        writer.write(dependencies)
    }
}

extension XcodeSynchronizedFolder: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (path, exceptions) = (try reader.readString(), try reader.readArray(String.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(path)
        writer.write(exceptions)
    }
}

extension XcodeTargetFacts.Product: FactsCodableEnum {
    public static let codingOrder = allCases
}

extension XcodeTargetFacts.Platform: FactsCodableEnum {
    public static let codingOrder = allCases
}
