import WirelintFacts
import WirelintGraph

/// The lines a type's code spans in one file — its declaration or an extension, from the name
/// to its last member: where a finding inside the type's code (a `.shared` read in a method)
/// is placed when no edge stands for it. The facts keep a type's name token and its members'
/// ranges, not the braces, so the members bound it.
struct TypeExtent {
    let node: String
    let file: String
    let range: SourceRange

    /// One extent per file of `type`'s declaration and extensions.
    static func extents(of type: LinkedType, node: String) -> [TypeExtent] {
        ([type.declaration] + type.extensions).map { part in
            let members = part.value.properties.map(\.range) + part.value.functions.map(\.range)
            let end = members.map(\.end).max() ?? part.value.range.end
            return TypeExtent(node: node, file: part.file, range: SourceRange(start: part.value.range.start, end: max(end, part.value.range.end)))
        }
    }

    func contains(_ location: SourceLocation) -> Bool {
        file == location.file && range.start <= location.range.start && location.range.start <= range.end
    }
}
