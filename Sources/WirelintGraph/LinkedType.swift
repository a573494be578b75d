import WirelintFacts

/// A declared type together with the extensions that belong to it.
///
/// The merged views (`inherited`, `properties`, `functions`) are computed once when the graph
/// is linked: rules query them in loops.
public struct LinkedType: Sendable {
    public let declaration: Located<TypeFacts>
    public private(set) var extensions: [Located<TypeFacts>] = []
    /// Supertypes named by the declaration and its extensions.
    public private(set) var inherited: [String]
    /// Stored and computed properties (stored ones can only come from the declaration).
    public private(set) var properties: [PropertyFacts]
    /// Initializers, methods and getters of the declaration and its extensions.
    public private(set) var functions: [Located<FunctionFacts>]

    init(declaration: Located<TypeFacts>) {
        self.declaration = declaration
        inherited = declaration.value.inherited
        properties = declaration.value.properties
        functions = declaration.value.functions.map { Located(file: declaration.file, value: $0) }
    }

    mutating func attach(_ extensionFacts: Located<TypeFacts>) {
        extensions.append(extensionFacts)
        inherited += extensionFacts.value.inherited
        properties += extensionFacts.value.properties
        functions += extensionFacts.value.functions.map { Located(file: extensionFacts.file, value: $0) }
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
