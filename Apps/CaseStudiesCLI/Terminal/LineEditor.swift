/// The line a person is typing at the prompt: its text, the cursor, and the session's history.
///
/// A value with no I/O: the terminal loop feeds it keys and draws ``text`` and ``cursor``.
public struct LineEditor: Equatable, Sendable {
  /// What a key did.
  public enum Outcome: Equatable, Sendable {
    /// The line or the cursor changed, or nothing did.
    case edited
    /// Enter: the line to run. It is added to the history unless blank or a repeat.
    case submit(String)
    /// Ctrl-C on an empty line.
    case interruptOnEmptyLine
    /// Ctrl-D on an empty line.
    case endOfInput
  }

  /// The characters of the line.
  public private(set) var characters: [Character] = []
  /// Where the cursor is, from 0 (before the first character) to `characters.count`.
  public private(set) var cursor = 0
  /// Earlier lines, oldest first.
  public private(set) var history: [String] = []
  /// Which history entry is shown while browsing with up and down; `nil` for the line being
  /// typed.
  private var historyIndex: Int?
  /// The line being typed, kept while browsing the history.
  private var draft: [Character] = []

  public init() {}

  /// The line as a string.
  public var text: String { String(characters) }

  /// Applies `key`.
  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case let .character(character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .backspace:
      guard cursor > 0 else { break }
      cursor -= 1
      characters.remove(at: cursor)
    case .delete:
      guard cursor < characters.count else { break }
      characters.remove(at: cursor)
    case .left:
      cursor = max(cursor - 1, 0)
    case .right:
      cursor = min(cursor + 1, characters.count)
    case .home:
      cursor = 0
    case .end:
      cursor = characters.count
    case .up:
      browseHistory(by: -1)
    case .down:
      browseHistory(by: 1)
    case .clearLine:
      replaceLine(with: [])
    case .interrupt:
      guard characters.isEmpty else {
        replaceLine(with: [])
        historyIndex = nil
        break
      }
      return .interruptOnEmptyLine
    case .endOfInput:
      if characters.isEmpty { return .endOfInput }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .enter:
      let line = text
      if !line.allSatisfy(\.isWhitespace), history.last != line {
        history.append(line)
      }
      replaceLine(with: [])
      historyIndex = nil
      return .submit(line)
    }
    return .edited
  }

  /// Shows the history entry `offset` from the current one; past the newest, the draft again.
  private mutating func browseHistory(by offset: Int) {
    guard !history.isEmpty else { return }
    let current = historyIndex ?? history.count
    let next = min(max(current + offset, 0), history.count)
    guard next != current else { return }
    if historyIndex == nil { draft = characters }
    if next == history.count {
      historyIndex = nil
      replaceLine(with: draft)
    } else {
      historyIndex = next
      replaceLine(with: Array(history[next]))
    }
  }

  private mutating func replaceLine(with characters: [Character]) {
    self.characters = characters
    cursor = characters.count
  }
}
