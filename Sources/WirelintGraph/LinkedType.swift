import WirelintFacts

/// A declared type together with the extensions that belong to it.
///
/// The merged views (`inherited`, `properties`, `functions`, `ancestors`) are computed once
/// when the graph is linked: rules query them in loops. A class, so that the many lookups that
/// hand a type around share it instead of copying its arrays.
public final class LinkedType: Sendable {
    public let declaration: Located<TypeFacts>
    public let extensions: [Located<TypeFacts>]
    /// Supertypes named by the declaration and its extensions.
    public let inherited: [String]
    /// Stored and computed properties (stored ones can only come from the declaration).
    public let properties: [PropertyFacts]
    /// Initializers, methods and getters of the declaration and its extensions.
    public let functions: [Located<FunctionFacts>]
    /// Every supertype, direct or through the project's own protocols and classes. A list, not
    /// a set: a type has a few, which rules ask about in loops, and comparing a name with each
    /// costs less than hashing it (and less than building a set per type when linking).
    package let ancestors: [String]

    /// `inherited` and `ancestors` come from the graph, which needs them for every type before
    /// it can link any.
    init(declaration: Located<TypeFacts>, extensions: [Located<TypeFacts>], inherited: [String], ancestors: [String]) {
        self.declaration = declaration
        self.extensions = extensions
        self.inherited = inherited
        self.ancestors = ancestors
        var properties = declaration.value.properties
        var functions = declaration.value.functions.map { Located(file: declaration.file, value: $0) }
        for extensionFacts in extensions {
            properties += extensionFacts.value.properties
            functions += extensionFacts.value.functions.map { Located(file: extensionFacts.file, value: $0) }
        }
        self.properties = properties
        self.functions = functions
    }

    public var name: String { declaration.value.name }
    public var kind: TypeFacts.Kind { declaration.value.kind }
    public var attributes: [String] { declaration.value.attributes }

    public func property(named name: String) -> PropertyFacts? {
        properties.first { $0.name == name && !$0.isStatic }
    }

    /// Instance methods and getters with this name (what `f()` or a read of `f` reaches).
    public func members(named name: String) -> [Located<FunctionFacts>] {
        functions.filter { $0.value.name == name && $0.value.kind != .initializer && !$0.value.isStatic }
    }
}
