import Testing
@testable import TCALinux
@Test func placeholder() {}
