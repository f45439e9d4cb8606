/// The interactive screen: events scroll above a block of status lines that update in place,
/// and the prompt stays below it.
///
/// A value that turns frames into the escapes that draw them, with no I/O, so that what reaches
/// the terminal is tested in-process. Between calls the terminal's cursor is on the prompt's
/// row, at the editor's cursor.
public struct StatusScreen: Sendable {
  /// What the screen shows.
  public struct Frame: Equatable, Sendable {
    public var status: [Renderer.Line]
    public var prompt: String
    public var editor: LineEditor

    public init(status: [Renderer.Line], prompt: String = "> ", editor: LineEditor = LineEditor()) {
      self.status = status
      self.prompt = prompt
      self.editor = editor
    }
  }

  /// The frame on the screen, with the width it was drawn for; `nil` before the first draw.
  private var drawn: (frame: Frame, width: Int)?
  private let style: Style

  public init(style: Style = Style(isEnabled: false)) {
    self.style = style
  }

  static let hideCursor = "\u{1B}[?25l"
  static let showCursor = "\u{1B}[?25h"
  static let clearLine = "\r\u{1B}[2K"
  static let clearToEnd = "\u{1B}[J"

  /// The escapes that turn the screen into `frame`: the status lines that changed and the prompt
  /// if it changed, or everything when the width or the number of lines changed.
  public mutating func draw(_ frame: Frame, width: Int) -> String {
    guard let drawn, drawn.width == width, drawn.frame.status.count == frame.status.count else {
      return redraw(frame, width: width, events: "")
    }
    guard drawn.frame != frame else { return "" }
    var output = Self.hideCursor
    let rows = frame.status.count
    for (row, line) in frame.status.enumerated() where line != drawn.frame.status[row] {
      let up = rows - row
      output += "\u{1B}[\(up)A" + Self.clearLine + statusText(line, width: width) + "\u{1B}[\(up)B"
    }
    if drawn.frame.prompt != frame.prompt
      || drawn.frame.editor.characters != frame.editor.characters
    {
      output += Self.clearLine + promptText(frame, width: width).text
    }
    output += placeCursor(frame, width: width) + Self.showCursor
    self.drawn = (frame, width)
    return output
  }

  /// The escapes that print `text` above the status block, then draw `frame` below it.
  public mutating func print(_ text: String, then frame: Frame, width: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let events = (lines.last == "" ? lines.dropLast() : lines[...])
      .map { Self.clearLine + String($0) + "\n" }.joined()
    return redraw(frame, width: width, events: events)
  }

  /// The escapes that leave the screen as it is, with the cursor on a fresh line below it.
  public mutating func finish() -> String {
    guard drawn != nil else { return "" }
    drawn = nil
    return "\r\n"
  }

  /// Erases the block and the prompt, writes `events` where they were, and draws `frame`.
  private mutating func redraw(_ frame: Frame, width: Int, events: String) -> String {
    var output = Self.hideCursor
    if let drawn, drawn.frame.status.count > 0 {
      output += "\u{1B}[\(drawn.frame.status.count)A"
    }
    output += "\r" + Self.clearToEnd + events
    for line in frame.status {
      output += statusText(line, width: width) + "\n"
    }
    output += promptText(frame, width: width).text + placeCursor(frame, width: width)
    output += Self.showCursor
    drawn = (frame, width)
    return output
  }

  /// A status line cut to the width; a terminal that wrapped it would break the block's rows.
  private func statusText(_ line: Renderer.Line, width: Int) -> String {
    let available = max(width - 1, 1)
    let plain = line.text
    guard plain.columns > available else {
      return style.name(line.name) + ": " + line.value
    }
    return plain.prefix(columns: available - 1) + "…"
  }

  /// The prompt and the part of the line around the cursor that fits, and the cursor's column.
  private func promptText(_ frame: Frame, width: Int) -> (text: String, cursorColumn: Int) {
    let available = max(width - 1 - frame.prompt.columns, 1)
    let characters = frame.editor.characters
    let cursor = frame.editor.cursor
    // The window starts as late as needed for the cursor to fit, and no later.
    var start = 0
    var used = characters[..<cursor].reduce(0) { $0 + $1.columns }
    while used >= available, start < cursor {
      used -= characters[start].columns
      start += 1
    }
    var visible = ""
    var columns = 0
    for character in characters[start...] {
      guard columns + character.columns <= available else { break }
      visible.append(character)
      columns += character.columns
    }
    return (frame.prompt + visible, frame.prompt.columns + used)
  }

  private func placeCursor(_ frame: Frame, width: Int) -> String {
    let column = promptText(frame, width: width).cursorColumn
    return "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
  }
}
