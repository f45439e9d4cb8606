import ComposableNavigation
import CustomDump
import Testing

struct TextStateTests {
  @Test func everySpellingReadsAsItsString() {
    let name: Substring = "Blob"
    let count = 3
    #expect(String(state: TextState("Hello")) == "Hello")
    #expect(String(state: TextState(verbatim: "%d items")) == "%d items")
    #expect(String(state: TextState(name)) == "Blob")
    #expect(String(state: TextState("\(count) items")) == "3 items")
    let literal: TextState = "Literal"
    #expect(String(state: literal) == "Literal")
  }

  @Test func concatenationAndStylingKeepTheText() {
    let text = TextState("Hello, ") + TextState("Blob").bold().italic() + TextState("!")
    #expect(String(state: text) == "Hello, Blob!")
    #expect(text == TextState("Hello, Blob!"))
    let styled = TextState("x").underline().strikethrough(false).monospacedDigit()
      .kerning(1).tracking(2).baselineOffset(3).bold(isActive: false).italic(isActive: true)
    #expect(styled == TextState("x"))
  }

  @Test func equalTextHashesAlike() {
    let texts: Set<TextState> = [TextState("a") + TextState("b"), TextState("ab"), "ab", "ba"]
    #expect(texts == ["ab", "ba"])
  }

  @Test func dumpsAsItsString() {
    #expect(String(customDumping: TextState("Hi") + TextState(" there")) == #""Hi there""#)
    let difference = diff(TextState("Delete?"), TextState("Remove?"))
    #expect(
      difference == """
        - "Delete?"
        + "Remove?"
        """
    )
  }
}
