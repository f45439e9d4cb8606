import CustomDump
import SwiftNavigation
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

  @Test func stylingIsKeptButDoesNotChangeTheString() {
    let text = TextState("Hello, ") + TextState("Blob").bold().italic() + TextState("!")
    #expect(String(state: text) == "Hello, Blob!")
    #expect(String(state: TextState("x").font(.headline).foregroundColor(.red)) == "x")
  }

  @Test func equalityComparesHowTheTextWasBuilt() {
    #expect(TextState("a").bold() == TextState("a").bold())
    #expect(TextState("a").bold() != TextState("a"))
    #expect(TextState("a").bold().italic() != TextState("a").italic().bold())
    #expect(TextState("a") + TextState("b") == TextState("a") + TextState("b"))
    #expect(TextState("a") + TextState("b") != TextState("ab"))
    #expect(TextState("a").kerning(1) != TextState("a").kerning(2))
    #expect(TextState("a").font(.body) != TextState("a").font(.system(size: 12)))
  }

  @Test func equalTextHashesAlike() {
    let texts: Set<TextState> = [
      TextState("a") + TextState("b"), TextState("a") + TextState("b"), "ab", "ab",
      TextState("ab").bold(),
    ]
    #expect(texts.count == 3)
  }

  @Test func dumpsMarkStylingAsSwiftNavigationDoes() {
    #expect(String(customDumping: TextState("Hi") + TextState(" there")) == #""Hi there""#)
    #expect(
      String(customDumping: TextState("Hello, ") + TextState("world").bold().italic() + "!")
        == #""Hello, _**world**_!""#
    )
    let lines: [TextState] = [
      TextState("Offset").baselineOffset(1.5),
      TextState("Heavy").fontWeight(.heavy),
      TextState("Bold weight").fontWeight(.bold),
      TextState("Serif").fontDesign(.serif),
      TextState("Wide").fontWidth(.expanded),
      TextState("Blue").foregroundColor(.blue),
      TextState("Spaced").tracking(2),
      TextState("Struck").strikethrough(),
      TextState("Struck red").strikethrough(pattern: .dash, color: .red),
      TextState("Underlined").underline(pattern: .dot),
      TextState("Underlined green").underline(color: .green),
      TextState("Heading").accessibilityHeading(.h2),
      TextState("Icon").accessibilityLabel("Settings"),
      TextState("Code").accessibilityTextContentType(.sourceCode),
      TextState("Spelled").speechSpellsOutCharacters(),
      TextState("Pitched").speechAdjustedPitch(0.5),
      TextState("Plain").font(.title).fontWeight(nil).underline(false).strikethrough(false)
        .italic(isActive: false).bold(isActive: false).monospacedDigit()
        .speechAnnouncementsQueued(false),
    ]
    #expect(
      lines.map(\.customDumpValue as (TextState) -> Any).map { "\($0)" } == [
        "<baseline-offset=1.5>Offset</baseline-offset>",
        "<font-weight=heavy>Heavy</font-weight>",
        "**Bold weight**",
        "<font-design=serif>Serif</font-design>",
        "<font-width=expanded>Wide</font-width>",
        "<foreground-color=blue>Blue</foreground-color>",
        "<tracking=2.0>Spaced</tracking>",
        "~~Struck~~",
        "<s color=red>Struck red</s>",
        "<u>Underlined</u>",
        "<u color=green>Underlined green</u>",
        "<accessibility-heading-level=h2>Heading</accessibility-heading-level>",
        "<accessibility-label=Settings>Icon</accessibility-label>",
        "<accessibility-text-content-type=sourceCode>Code</accessibility-text-content-type>",
        "<speech-spells-out-characters>Spelled</speech-spells-out-characters>",
        "<speech-adjusted-pitch=0.5>Pitched</speech-adjusted-pitch>",
        "Plain",
      ]
    )
  }

  @Test func theLastAccessibilityLabelIsTheOneRead() {
    #expect(TextState("x").accessibilityLabel == nil)
    #expect(
      TextState("x").accessibilityLabel("a").accessibilityLabel("b").accessibilityLabel == "b")
  }

  @Test func diffsShowTheMarkedUpStrings() {
    let difference = diff(TextState("Delete?"), TextState("Delete?").bold())
    #expect(
      difference == """
        - "Delete?"
        + "**Delete?**"
        """
    )
  }
}

struct FontTests {
  @Test func fontsCompareByHowTheyWereMade() {
    #expect(Font.headline == .headline)
    #expect(Font.headline != .body)
    #expect(Font.body.bold() != .body)
    #expect(
      Font.system(size: 12, weight: .bold, design: .monospaced).description
        == "system(size: 12.0, weight: .bold, design: .monospaced)"
    )
    #expect(
      Font.system(.caption, design: .rounded).description == "system(.caption, design: .rounded)")
    #expect(
      Font.custom("Menlo", size: 11).weight(.light).description
        == "custom(Menlo, size: 11.0).weight(.light)")
  }
}
