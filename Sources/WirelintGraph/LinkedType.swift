import WirelintFacts

/// A declared type together with the extensions that belong to it.
public struct LinkedType: Sendable {
    public let declaration: Located<TypeFacts>
    public private(set) var extensions: [Located<TypeFacts>] = []

    init(declaration: Located<TypeFacts>) {
        self.declaration = declaration
    }

    mutating func attach(_ extensionFacts: Located<TypeFacts>) {
        extensions.append(extensionFacts)
    }

    public var name: String { declaration.value.name }
    public var kind: TypeFacts.Kind { declaration.value.kind }
    public var attributes: [String] { declaration.value.attributes }

    /// Supertypes named by the declaration and its extensions.
    public var inherited: [String] {
        declaration.value.inherited + extensions.flatMap(\.value.inherited)
    }

    /// Stored and computed properties (stored ones can only come from the declaration).
    public var properties: [PropertyFacts] {
        declaration.value.properties + extensions.flatMap(\.value.properties)
    }

    public func property(named name: String) -> PropertyFacts? {
        declaration.value.properties.first { $0.name == name && !$0.isStatic }
            ?? extensions.lazy.compactMap { $0.value.properties.first { $0.name == name && !$0.isStatic } }.first
    }

    /// Initializers, methods and getters of the declaration and its extensions.
    public var functions: [Located<FunctionFacts>] {
        declaration.value.functions.map { Located(file: declaration.file, value: $0) }
            + extensions.flatMap { ext in ext.value.functions.map { Located(file: ext.file, value: $0) } }
    }

    /// Instance methods and getters with this name (what `f()` or a read of `f` reaches).
    public func members(named name: String) -> [Located<FunctionFacts>] {
        functions.filter { $0.value.name == name && $0.value.kind != .initializer && !$0.value.isStatic }
    }
}
