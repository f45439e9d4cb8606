import CaseStudiesCLI
import Testing

/// The prompt's line editing: insertion at the cursor, deletion, movement, history and the
/// Ctrl keys.
struct LineEditorTests {
  func type(_ text: String, into editor: inout LineEditor) {
    for character in text { _ = editor.handle(.character(character)) }
  }

  @Test func insertsAndDeletesAtTheCursor() {
    var editor = LineEditor()
    type("primx", into: &editor)
    _ = editor.handle(.backspace)
    type("e 10", into: &editor)
    _ = editor.handle(.home)
    _ = editor.handle(.delete)
    _ = editor.handle(.right)
    _ = editor.handle(.end)
    _ = editor.handle(.left)
    type("0", into: &editor)
    #expect(editor.text == "rime 100")
    #expect(editor.cursor == 7)
    _ = editor.handle(.home)
    _ = editor.handle(.backspace)
    _ = editor.handle(.left)
    #expect(editor.text == "rime 100")
    #expect(editor.cursor == 0)
  }

  @Test func enterSubmitsAndKeepsHistoryWithoutBlanksOrRepeats() {
    var editor = LineEditor()
    type("counter +", into: &editor)
    #expect(editor.handle(.enter) == .submit("counter +"))
    type("counter +", into: &editor)
    #expect(editor.handle(.enter) == .submit("counter +"))
    type("  ", into: &editor)
    #expect(editor.handle(.enter) == .submit("  "))
    type("fact", into: &editor)
    #expect(editor.handle(.enter) == .submit("fact"))
    #expect(editor.history == ["counter +", "fact"])
    #expect(editor.text == "")
  }

  @Test func upAndDownBrowseTheHistoryAndKeepTheDraft() {
    var editor = LineEditor()
    for line in ["one", "two"] {
      type(line, into: &editor)
      _ = editor.handle(.enter)
    }
    type("dra", into: &editor)
    _ = editor.handle(.up)
    #expect(editor.text == "two")
    _ = editor.handle(.up)
    _ = editor.handle(.up)
    #expect(editor.text == "one")
    #expect(editor.cursor == 3)
    _ = editor.handle(.down)
    #expect(editor.text == "two")
    _ = editor.handle(.down)
    #expect(editor.text == "dra")
    _ = editor.handle(.down)
    #expect(editor.text == "dra")
  }

  @Test func ctrlCClearsTheLineOrReportsAnEmptyOne() {
    var editor = LineEditor()
    type("prime 5", into: &editor)
    #expect(editor.handle(.interrupt) == .edited)
    #expect(editor.text == "")
    #expect(editor.handle(.interrupt) == .interruptOnEmptyLine)
  }

  @Test func ctrlDEndsInputOnlyOnAnEmptyLine() {
    var editor = LineEditor()
    type("ab", into: &editor)
    _ = editor.handle(.home)
    #expect(editor.handle(.endOfInput) == .edited)
    #expect(editor.text == "b")
    _ = editor.handle(.clearLine)
    #expect(editor.handle(.endOfInput) == .endOfInput)
  }
}
