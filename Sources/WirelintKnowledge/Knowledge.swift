/// What wirelint believes about SwiftUI, the platform frameworks and Swift: one record per API
/// or name, each with a note on why. The analysis reads only the lookups built from these
/// tables (once, on first use), never a name list of its own.
package enum Knowledge {
    /// The names of `table`'s records that satisfy `isIncluded`, for lookups by name.
    static func names<Record: KnowledgeRecord>(in table: [Record], where isIncluded: (Record) -> Bool) -> Set<String> {
        Set(table.lazy.filter(isIncluded).map(\.name))
    }

    /// The names `table` records more than once: each name must have one record, or the
    /// lookups built from the table would depend on which record was read.
    package static func conflicts<Record: KnowledgeRecord>(in table: [Record]) -> [String] {
        var counts: [String: Int] = [:]
        for record in table { counts[record.name, default: 0] += 1 }
        return counts.filter { $0.value > 1 }.keys.sorted()
    }

    /// The names recorded more than once in any table.
    package static var conflictingNames: [String] {
        conflicts(in: calls) + conflicts(in: propertyAttributes) + conflicts(in: frameworkTypes) + conflicts(in: nameEndings)
            + conflicts(in: nameWords) + conflicts(in: functions) + conflicts(in: frameworkModules) + conflicts(in: typeAttributes)
            + conflicts(in: roleProtocols)
    }
}

/// One name's record in a table of `Knowledge`.
package protocol KnowledgeRecord: Sendable {
    /// The name as code writes it: a method, type, attribute, module, or part of a name.
    var name: String { get }
    /// Why the analysis treats the name this way.
    var note: String { get }
}
