import CaseStudiesCLI
import Testing

struct CommandParserTests {
  @Test(arguments: [
    ("counter +", Command.counter(.up)),
    ("counter -", .counter(.down)),
    ("  fact  ", .fact),
    ("refresh", .refresh),
    ("refresh +", .refreshCounter(.up)),
    ("cancel", .cancel),
    ("timer start", .timer(.start)),
    ("timer stop", .timer(.stop)),
    ("prime 50000", .prime(50_000)),
    ("prime 50000000", .prime(50_000_000)),
    ("prime cancel", .primeCancel),
    ("wait fact", .wait(.fact)),
    ("wait refresh", .wait(.refresh)),
    ("wait prime", .wait(.prime)),
    ("wait ticks 5", .wait(.ticks(5))),
    ("state", .state),
    ("help", .help),
    ("QUIT", .quit),
  ])
  func parsesCommands(line: String, command: Command) throws {
    #expect(try Command.parse(line) == command)
  }

  @Test(arguments: ["", "   ", "# a comment", "\t"])
  func skipsBlankLinesAndComments(line: String) throws {
    #expect(try Command.parse(line) == nil)
  }

  @Test(arguments: [
    ("jump", "unknown command 'jump'; try 'help' for the list of commands"),
    ("counter", "'counter' takes '+' or '-', got nothing"),
    ("counter + +", "'counter' takes '+' or '-', got '+ +'"),
    ("fact 3", "'fact' takes no arguments, got '3'"),
    ("timer go", "'timer' takes 'start' or 'stop', got 'go'"),
    ("prime", "'prime' takes a number N (1 ≤ N ≤ 50000000) or 'cancel', got nothing"),
    ("prime abc", "'prime' needs a whole number from 1 to 50000000, got 'abc'"),
    ("prime 0", "'prime' needs N from 1 to 50000000, got 0"),
    ("prime -1", "'prime' needs N from 1 to 50000000, got -1"),
    ("prime 50000001", "'prime' needs N from 1 to 50000000, got 50000001"),
    (
      "prime 99999999999999999999",
      "'prime' needs a whole number from 1 to 50000000, got '99999999999999999999'"
    ),
    ("wait", "'wait' takes 'fact', 'refresh', 'prime' or 'ticks N', got nothing"),
    ("wait ticks x", "'wait ticks' needs a number of ticks ≥ 0, got 'x'"),
    ("héllo wörld", "unknown command 'héllo'; try 'help' for the list of commands"),
    ("\u{1B}[31m", "unknown command '\\u{1B}[31m'; try 'help' for the list of commands"),
    (
      String(repeating: "x", count: 10_000),
      "unknown command '\(String(repeating: "x", count: 40))…'; try 'help' for the list of commands"
    ),
  ])
  func reportsBadLines(line: String, message: String) {
    #expect(throws: CommandError.self) { try Command.parse(line) }
    do {
      _ = try Command.parse(line)
    } catch {
      #expect(error.description == message)
    }
  }
}
