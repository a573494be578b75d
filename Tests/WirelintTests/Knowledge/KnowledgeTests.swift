import Testing
@testable import WirelintKnowledge

@Suite("Knowledge: one record per name")
struct KnowledgeTests {
    @Test("no table records a name twice")
    func noConflicts() {
        #expect(Knowledge.conflictingNames.isEmpty)
    }

    @Test("a name recorded twice in one table is a conflict, whatever the records say")
    func conflictFound() {
        let table = [
            FunctionRecord(name: "fatalError", meaning: .traps, note: "stops the program"),
            FunctionRecord(name: "append", meaning: .mutatesCollection, note: "mutates"),
            FunctionRecord(name: "fatalError", meaning: .mutatesCollection, note: "a second, contradicting record"),
        ]
        #expect(Knowledge.conflicts(in: table) == ["fatalError"])
    }

    @Test("each role a type can play is marked by exactly one protocol, but a reducer by each name TCA gave it")
    func oneProtocolPerRole() {
        for role in RoleProtocolRecord.Role.allCases where role != .reducer {
            #expect(Knowledge.roleProtocols.filter { $0.role == role }.count == 1, "\(role)")
        }
        #expect(Knowledge.reducerProtocols == ["Reducer", "ReducerProtocol"])
    }

    @Test("a modifier that injects is still SwiftUI's own, never a project helper")
    func injectingModifiersAreSwiftUIs() {
        #expect(Knowledge.injectingModifiers == ["environmentObject", "environment", "modifier"])
        #expect(Knowledge.injectingModifiers.isSubset(of: Knowledge.swiftUIModifiers))
    }
}
