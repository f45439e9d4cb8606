import NthPrimeFeature

/// A line that is not a command, with what would work instead.
public struct CommandError: Error, Equatable, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}

extension Command {
  /// Parses one line. Blank lines and lines starting with `#` are `nil`.
  public static func parse(_ line: some StringProtocol) throws(CommandError) -> Command? {
    let words = String(line).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard let name = words.first, !name.hasPrefix("#") else { return nil }
    let arguments = Array(words.dropFirst())
    switch name.lowercased() {
    case "counter":
      return .counter(try step(arguments, of: "counter"))
    case "fact":
      try expectNoArguments(arguments, of: "fact")
      return .fact
    case "refresh":
      return arguments.isEmpty ? .refresh : .refreshCounter(try step(arguments, of: "refresh"))
    case "cancel":
      try expectNoArguments(arguments, of: "cancel")
      return .cancel
    case "timer":
      switch arguments {
      case ["start"]: return .timer(.start)
      case ["stop"]: return .timer(.stop)
      default: throw CommandError("'timer' takes 'start' or 'stop', got \(quoted(arguments))")
      }
    case "prime":
      guard arguments.count == 1 else {
        throw CommandError(
          "'prime' takes a number N (1 ≤ N ≤ \(NthPrime.maximumCount)) or 'cancel', got \(quoted(arguments))"
        )
      }
      if arguments[0] == "cancel" { return .primeCancel }
      return .prime(try PrimeCount(parsing: arguments[0]).value)
    case "ok":
      try expectNoArguments(arguments, of: "ok")
      return .answer(.ok)
    case "retry":
      try expectNoArguments(arguments, of: "retry")
      return .answer(.retry)
    case "wait":
      return .wait(try condition(arguments))
    case "state":
      try expectNoArguments(arguments, of: "state")
      return .state
    case "help", "?":
      return .help
    case "quit", "exit":
      return .quit
    default:
      throw CommandError(
        "unknown command '\(printable(name))'; try 'help' for the list of commands")
    }
  }

  private static func step(_ arguments: [String], of name: String) throws(CommandError) -> Step {
    switch arguments {
    case ["+"]: return .up
    case ["-"]: return .down
    default: throw CommandError("'\(name)' takes '+' or '-', got \(quoted(arguments))")
    }
  }

  private static func condition(_ arguments: [String]) throws(CommandError) -> Condition {
    switch arguments.first {
    case "fact" where arguments.count == 1: return .fact
    case "refresh" where arguments.count == 1: return .refresh
    case "prime" where arguments.count == 1: return .prime
    case "ticks" where arguments.count == 2:
      guard let ticks = Int(arguments[1]), ticks >= 0 else {
        throw CommandError(
          "'wait ticks' needs a number of ticks ≥ 0, got '\(printable(arguments[1]))'")
      }
      return .ticks(ticks)
    default:
      throw CommandError(
        "'wait' takes 'fact', 'refresh', 'prime' or 'ticks N', got \(quoted(arguments))")
    }
  }

  private static func expectNoArguments(_ arguments: [String], of name: String) throws(CommandError)
  {
    guard arguments.isEmpty else {
      throw CommandError("'\(name)' takes no arguments, got \(quoted(arguments))")
    }
  }

  private static func quoted(_ arguments: [String]) -> String {
    arguments.isEmpty ? "nothing" : "'\(printable(arguments.joined(separator: " ")))'"
  }
}

/// Text safe to echo on one line: control characters escaped, long input cut.
func printable(_ text: String, limit: Int = 40) -> String {
  let escaped = text.unicodeScalars.map { scalar in
    scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
  }.joined()
  return escaped.count > limit ? String(escaped.prefix(limit)) + "…" : escaped
}
