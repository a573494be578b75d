import Testing
@testable import WirelintKit
@Test func placeholder2() {}
