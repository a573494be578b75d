/// An attribute written on a type declaration whose meaning the analysis knows.
package struct TypeAttributeRecord: KnowledgeRecord {
    package enum Meaning: Sendable, Equatable {
        /// A persistent entity: data a view displays, whatever state and shared instances it keeps.
        case persistentModel
        /// A class whose stored properties SwiftUI tracks (Observation's macro).
        case observable
        /// A Composable Architecture feature declared with the macro.
        case reducer
    }

    package let name: String
    package let meaning: Meaning
    package let note: String
}

extension Knowledge {
    package static let typeAttributes: [TypeAttributeRecord] = [
        TypeAttributeRecord(
            name: "Model", meaning: .persistentModel,
            note: "SwiftData's entities, observable like @Observable classes: a static instance of one is a record, not a singleton service"),
        TypeAttributeRecord(
            name: "Observable", meaning: .observable,
            note: "views that read its stored properties redraw when they change: a new instance starts its state over"),
        TypeAttributeRecord(
            name: "Reducer", meaning: .reducer, note: "the Composable Architecture's feature macro: state and logic, not a view model"),
    ]

    package static let persistentModelAttributes = names(in: typeAttributes) { $0.meaning == .persistentModel }
    package static let observableAttributes = names(in: typeAttributes) { $0.meaning == .observable }
    package static let reducerAttributes = names(in: typeAttributes) { $0.meaning == .reducer }
}
