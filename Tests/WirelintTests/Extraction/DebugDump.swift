import Foundation
import Testing
import WirelintExtraction

@Test func debugDump() throws {
    guard let path = ProcessInfo.processInfo.environment["WIRELINT_DUMP"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let facts = FactExtractor.facts(fromSource: text)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(facts), as: UTF8.self))
}
