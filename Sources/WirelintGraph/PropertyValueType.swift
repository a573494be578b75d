import WirelintFacts

extension ProjectGraph {
    /// The type of what a stored property holds, as far as it is known: its declared or
    /// constructed type, or — for `= Holder.member`, a static property of a project type — the
    /// type that property holds: `ExtensionDelegate.contextManager` is a `ContextManager`, where
    /// `Session.shared` is a `Session`.
    public func valueTypeName(of property: PropertyFacts) -> String? {
        if property.declaredType == nil, !property.initializerConstructs, let reads = property.initializerStaticReads,
           reads.count == 1, reads[0].type == property.initializerType, let holder = type(named: reads[0].type),
           let stored = holder.properties.first(where: { $0.isStatic && $0.name == reads[0].member }),
           let held = stored.typeName, held != "Self" {
            return held
        }
        return property.typeName
    }
}
