import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct BadInputTests {
  @Test(arguments: [
    ("counter +\njump\n", "error: line 2: unknown command 'jump'; try 'help' for the list of commands\n"),
    ("counter\n", "error: line 1: 'counter' takes '+' or '-', got nothing\n"),
    ("prime abc\n", "error: line 1: 'prime' needs a whole number from 1 to 50000000, got 'abc'\n"),
    ("prime -1\n", "error: line 1: 'prime' needs N from 1 to 50000000, got -1\n"),
    ("prime 99999999999999999999\n", "error: line 1: 'prime' needs a whole number from 1 to 50000000, got '99999999999999999999'\n"),
    ("wait ticks 3\n", "error: line 1: 'wait ticks 3' would never end: the timer is stopped; 'timer start' first\n"),
  ])
  func badScriptLineStopsWithItsNumber(script: String, error: String) async throws {
    let result = try await executeCommand(["--facts", "mock"], stdin: script)
    #expect(result.status == 64)
    #expect(result.stderr == error)
  }

  @Test(arguments: [
    (["prime", "0"], "'prime' needs N from 1 to 50000000, got 0"),
    (["prime", "50000001"], "'prime' needs N from 1 to 50000000, got 50000001"),
    (["prime", "abc"], "'prime' needs a whole number from 1 to 50000000, got 'abc'"),
    (["timer", "--ticks", "0"], "--ticks needs a number from 1 to 1000, got 0"),
    (["--fact-server", "ftp://x"], "'ftp://x' is not an http(s) URL; try --fact-server http://127.0.0.1:8080"),
    (["fact", "x"], "The value 'x' is invalid for '<n>'"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) async throws {
    let result = try await executeCommand(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message))
  }

  @Test func unreadableScriptIsReported() async throws {
    let result = try await executeCommand(["run", "/nonexistent/script.txt"])
    #expect(result.status == 66)
    #expect(result.stderr == "error: cannot read the script '/nonexistent/script.txt'\n")
  }

  @Test func corruptRecordingNamesTheLineAndAppliesNothing() async throws {
    let directory = try temporaryDirectory()
    let log = directory.appendingPathComponent("log.jsonl")
    let good = #"{"action":{"effectsBasics":{"_0":{"incrementButtonTapped":{}}}}}"#
    try "\(good)\n\(good)\nnot json\n\(good)\n".write(to: log, atomically: true, encoding: .utf8)

    let strict = try await executeCommand(["replay", log.path])
    #expect(strict.status == 65)
    #expect(strict.stdout == "")
    #expect(strict.stderr.hasPrefix("error: '\(log.path)' line 3 is not a log entry"))

    let partial = try await executeCommand(["replay", log.path, "--partial"])
    #expect(partial.status == 65)
    #expect(partial.stdout.hasPrefix("counter: 2\n"))
    #expect(partial.stderr.hasPrefix("error: '\(log.path)' line 3 is not a log entry"))
  }

  @Test func truncatedRecordingIsReported() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    try #"{"action":{"effectsBasics":{"_0":{"incr"#.write(to: log, atomically: true, encoding: .utf8)
    let result = try await executeCommand(["replay", log.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: '\(log.path)' line 1 is truncated (no final newline)"))
  }
}

/// Hostile input the app must answer with one clear line and a documented exit code.
@Suite(.timeLimit(.minutes(1)))
struct HostileInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String] = ["--facts", "mock"]
    var stdin: String = ""
    var status: Int32
    var stderr: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty line is skipped", stdin: "\n\n", status: 0, stderr: ""),
    Case(name: "empty input does nothing", stdin: "", status: 0, stderr: ""),
    Case(name: "comment is skipped", stdin: "# nothing here\n", status: 0, stderr: ""),
    Case(name: "unicode command", stdin: "zählen +\n", status: 64,
      stderr: "error: line 1: unknown command 'zählen'; try 'help' for the list of commands\n"),
    Case(name: "emoji argument", stdin: "counter 🚀\n", status: 64,
      stderr: "error: line 1: 'counter' takes '+' or '-', got '🚀'\n"),
    Case(name: "very long line", stdin: String(repeating: "a", count: 100_000) + "\n", status: 64,
      stderr: "error: line 1: unknown command '\(String(repeating: "a", count: 40))…'; try 'help' for the list of commands\n"),
    Case(name: "binary garbage", stdin: "\u{0}\u{1}\u{7F}\u{1B}[2J\n", status: 64,
      stderr: "error: line 1: unknown command '\\0\\u{01}\\u{7F}\\u{1B}[2J'; try 'help' for the list of commands\n"),
    Case(name: "prime -1", stdin: "prime -1\n", status: 64,
      stderr: "error: line 1: 'prime' needs N from 1 to 50000000, got -1\n"),
    Case(name: "prime overflow", stdin: "prime 99999999999999999999\n", status: 64,
      stderr: "error: line 1: 'prime' needs a whole number from 1 to 50000000, got '99999999999999999999'\n"),
    Case(name: "prime with two arguments", stdin: "prime 1 2\n", status: 64,
      stderr: "error: line 1: 'prime' takes a number N (1 ≤ N ≤ 50000000) or 'cancel', got '1 2'\n"),
    Case(name: "wait for nothing", stdin: "wait forever\n", status: 64,
      stderr: "error: line 1: 'wait' takes 'fact', 'refresh', 'prime' or 'ticks N', got 'forever'\n"),
    Case(name: "bad line after good ones", stdin: "counter +\nstate\ncounter ++\n", status: 64,
      stderr: "error: line 3: 'counter' takes '+' or '-', got '++'\n"),
    Case(name: "unknown option", arguments: ["--bogus"], status: 64, stderr: "Error: Unknown option '--bogus'"),
    Case(name: "unknown facts source", arguments: ["--facts", "magic"], status: 64,
      stderr: "Error: The value 'magic' is invalid for '--facts <facts>'"),
    Case(name: "script is a directory", arguments: ["run", "/tmp"], status: 66,
      stderr: "error: cannot read the script '/tmp'\n"),
    Case(name: "missing recording", arguments: ["replay", "/nonexistent/log.jsonl"], status: 66,
      stderr: "error: cannot read the recording '/nonexistent/log.jsonl'\n"),
    Case(name: "recording into a missing directory",
      arguments: ["--facts", "mock", "--record", "/nonexistent/dir/log.jsonl"], stdin: "counter +\n",
      status: 73, stderr: "error: cannot create the recording '/nonexistent/dir/log.jsonl'\n"),
    Case(name: "timer ticks not a number", arguments: ["timer", "--ticks", "many"], status: 64,
      stderr: "Error: The value 'many' is invalid for '--ticks <ticks>'"),
    Case(name: "prime with no N", arguments: ["prime"], status: 64,
      stderr: "Error: Missing expected argument '<n>'"),
  ]

  @Test(arguments: cases)
  func hostileInputGetsOneClearLine(_ hostile: Case) async throws {
    let result = try await executeCommand(hostile.arguments, stdin: hostile.stdin)
    #expect(result.status == hostile.status)
    if hostile.stderr.hasSuffix("\n") || hostile.stderr.isEmpty {
      #expect(result.stderr == hostile.stderr)
    } else {
      #expect(result.stderr.hasPrefix(hostile.stderr))
    }
  }

  @Test func scriptThatIsNotUTF8IsReported() async throws {
    let script = try temporaryDirectory().appendingPathComponent("script.bin")
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: script)
    let result = try await executeCommand(["run", script.path])
    #expect(result.status == 65)
    #expect(result.stderr == "error: the script '\(script.path)' is not UTF-8 text\n")
  }

  @Test func recordingWithATamperedStateFailsVerification() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    let session = try await executeCommand(["--facts", "mock", "--record", log.path], stdin: "counter +\ncounter +\n")
    #expect(session.status == 0)
    let tampered = try String(contentsOf: log, encoding: .utf8)
      .replacingOccurrences(of: #""effectsBasics":{"count":2"#, with: #""effectsBasics":{"count":5"#)
    try tampered.write(to: log, atomically: true, encoding: .utf8)
    let replay = try await executeCommand(["replay", log.path, "--verify"])
    #expect(replay.status == 65)
    #expect(replay.stderr.hasPrefix("error: line 2: the replayed state differs from the recorded one:"))
    #expect(replay.stdout == "")
  }

  @Test func validJSONThatIsNotAnEntryNamesTheLine() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    try #"{"action":{"effectsBasics":{"_0":{"explode":{}}}}}"#.appending("\n")
      .write(to: log, atomically: true, encoding: .utf8)
    let result = try await executeCommand(["replay", log.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: '\(log.path)' line 1 is not a log entry"))
  }
}
