import Testing

@testable import TCALinux

@Suite struct PropertyListTests {
  @Test func oldStyleValues() throws {
    let plist = try PropertyList.parse(
      """
      // !$*UTF8*$!
      {
        a = 1; /* comment */
        "b c" = ( x, "y z", );
        d = { isa = PBXGroup; path = "Sources/App"; };
      }
      """)
    #expect(plist["a"]?.string == "1")
    #expect(plist["b c"]?.array == [.string("x"), .string("y z")])
    #expect(plist["d"]?["path"]?.string == "Sources/App")
  }

  @Test func truncatedText() {
    #expect(throws: PortError.self) { try PropertyList.parse("{ a = 1;") }
  }
}
