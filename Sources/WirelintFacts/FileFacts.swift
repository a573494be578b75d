/// Everything the later stages need to know about one Swift file.
///
/// A pure function of the file's text (and the tool version), so it can be cached by content
/// hash and computed on any machine. Rules never see syntax trees, only these values.
public struct FileFacts: Codable, Sendable, Equatable {
    /// Type declarations and extensions, flattened; nested types carry qualified names.
    /// Read by every rule (the link).
    public var types: [TypeFacts]
    /// Functions declared at file level, outside any type: helpers that wrap or modify views
    /// (`func createPreview(_ content: () -> AnyView) -> some View`) the way methods do.
    /// Read by every rule (the link).
    public var functions: [FunctionFacts]
    /// `#Preview { … }` macros. (`PreviewProvider` conformances are ordinary types.)
    /// Read by dependency_relay, hidden_singleton, injected_global_mutation, missing_root_injection and missing_preview_injection.
    public var previews: [PreviewFacts]
    /// `EnvironmentKey` conformances with their classified default.
    /// Read by missing_root_injection and missing_preview_injection.
    public var environmentKeys: [EnvironmentKeyFacts]
    /// `EnvironmentValues` accessors (`var x: T { get { self[K.self] } … }` and `@Entry var x`).
    /// Read by missing_root_injection and missing_preview_injection.
    public var environmentValues: [EnvironmentValueFacts]
    /// `// wirelint:` comments.
    /// Read by no rule: suppression, after the rules.
    public var directives: [SuppressionDirective]
    /// Where parsing stopped because the code nests deeper than the parser goes (256 levels,
    /// or string literals in interpolations 8 deep): the file from this line on is not
    /// analysed.
    /// Read by no rule: the run reports the file as cut short.
    public var nestingLimitLine: Int?
    /// The file's `import`s.
    /// Read by the link: which modules' types the file's names can mean.
    public var imports: [ImportFacts]
    /// The targets the file declares when it is a SwiftPM manifest (it imports
    /// `PackageDescription`).
    /// Read by the link: which module each file of the package belongs to.
    public var manifest: PackageManifestFacts?
    /// The targets of an Xcode project when the file is its `project.pbxproj` (and then the
    /// only fact it has).
    /// Read by the link: which module each file the project compiles belongs to.
    public var xcodeProject: XcodeProjectFacts?

    public init(
        types: [TypeFacts] = [],
        functions: [FunctionFacts] = [],
        previews: [PreviewFacts] = [],
        environmentKeys: [EnvironmentKeyFacts] = [],
        environmentValues: [EnvironmentValueFacts] = [],
        directives: [SuppressionDirective] = [],
        nestingLimitLine: Int? = nil,
        imports: [ImportFacts] = [],
        manifest: PackageManifestFacts? = nil,
        xcodeProject: XcodeProjectFacts? = nil
    ) {
        self.types = types
        self.functions = functions
        self.previews = previews
        self.environmentKeys = environmentKeys
        self.environmentValues = environmentValues
        self.directives = directives
        self.nestingLimitLine = nestingLimitLine
        self.imports = imports
        self.manifest = manifest
        self.xcodeProject = xcodeProject
    }
}

extension FileFacts: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (types, functions, previews, environmentKeys, environmentValues, directives, nestingLimitLine, imports, manifest, xcodeProject) = (
            try reader.readArray(TypeFacts.self), try reader.readArray(FunctionFacts.self), try reader.readArray(PreviewFacts.self),
            try reader.readArray(EnvironmentKeyFacts.self),
            try reader.readArray(EnvironmentValueFacts.self), try reader.readArray(SuppressionDirective.self),
            try reader.readOptional(Int.self), try reader.readArray(ImportFacts.self), try reader.readOptional(PackageManifestFacts.self),
            try reader.readOptional(XcodeProjectFacts.self))
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(types)
        writer.write(functions)
        writer.write(previews)
        writer.write(environmentKeys)
        writer.write(environmentValues)
        writer.write(directives)
        writer.write(nestingLimitLine)
        writer.write(imports)
        writer.write(manifest)
        writer.write(xcodeProject)
    }
}
