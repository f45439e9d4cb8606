import ArgumentParser
import Foundation

/// When the app colours its output: `--color auto|always|never`.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour output to a terminal or not: `auto` colours a terminal unless `NO_COLOR`
  /// is set to anything or `TERM` is `dumb`.
  public func usesColor(
    isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}

/// The few colours the app uses, as SGR escapes, or none.
///
/// NB: Three escapes do not warrant a package; onevcat/Rainbow would add a process-wide switch
/// where a value suffices.
public struct Style: Equatable, Sendable {
  /// Whether escapes are written at all.
  public var isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// A status line's name.
  public func name(_ text: String) -> String { wrap(text, "1;36") }
  /// An error.
  public func error(_ text: String) -> String { wrap(text, "31") }
  /// Something of less weight: the echo of a command.
  public func dim(_ text: String) -> String { wrap(text, "2") }

  /// A status line: its name coloured, then its value.
  public func text(_ line: Renderer.Line) -> String { name(line.name) + ": " + line.value }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension Character {
  /// How many columns a terminal gives the character: 0 for a combining mark, 2 for wide East
  /// Asian characters and most emoji, else 1.
  var columns: Int {
    guard let scalar = unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension String {
  /// The columns the string takes on a terminal.
  var columns: Int { reduce(0) { $0 + $1.columns } }

  /// The longest prefix that fits in `width` columns.
  func prefix(columns width: Int) -> String {
    var used = 0
    var result = ""
    for character in self {
      used += character.columns
      guard used <= width else { break }
      result.append(character)
    }
    return result
  }
}
