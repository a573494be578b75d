/// An attribute written on a type declaration whose meaning the analysis knows.
package struct TypeAttributeRecord: KnowledgeRecord {
    package enum Meaning: Sendable, Equatable {
        /// A persistent entity: data a view displays, whatever state and shared instances it keeps.
        case persistentModel
    }

    package let name: String
    package let meaning: Meaning
    package let note: String
}

extension Knowledge {
    package static let typeAttributes: [TypeAttributeRecord] = [
        TypeAttributeRecord(
            name: "Model", meaning: .persistentModel,
            note: "SwiftData's entities: a static instance of one is a record, not a singleton service"),
    ]

    package static let persistentModelAttributes = names(in: typeAttributes) { $0.meaning == .persistentModel }
}
