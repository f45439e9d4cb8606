import CaseStudiesCLI
import Testing

/// The bytes of a raw-mode terminal become keys, across reads that split sequences.
struct KeyDecoderTests {
  @Test(arguments: [
    ("a", [Key.character("a")]),
    ("\r", [.enter]),
    ("\n", [.enter]),
    ("\u{7F}", [.backspace]),
    ("\u{8}", [.backspace]),
    ("\u{3}", [.interrupt]),
    ("\u{4}", [.endOfInput]),
    ("\u{15}", [.clearLine]),
    ("\u{1}", [.home]),
    ("\u{5}", [.end]),
    ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
    ("\u{1B}OA\u{1B}OD", [.up, .left]),
    (
      "\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
      [.home, .end, .home, .end, .home, .end]
    ),
    ("\u{1B}[3~", [.delete]),
    ("\u{1B}[1;5C", [.right]),
    ("\u{1B}[15~x", [.character("x")]),
    ("\u{7}\u{1B}x", [.character("x")]),
    ("zä🚀", [.character("z"), .character("ä"), .character("🚀")]),
  ])
  func decodes(bytes: String, keys: [Key]) {
    var decoder = KeyDecoder()
    #expect(decoder.keys(Array(bytes.utf8)) == keys)
  }

  @Test func sequencesSplitAcrossReadsWaitForTheirEnd() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[3~é🚀".utf8)
    var keys: [Key] = []
    for byte in bytes { keys += decoder.keys([byte]) }
    #expect(keys == [.delete, .character("é"), .character("🚀")])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.keys([0xFF, 0xC3, 0x28, 0x41]) == [.character("("), .character("A")])
  }
}
