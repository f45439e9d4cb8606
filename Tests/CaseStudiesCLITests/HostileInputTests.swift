import FactServerTestSupport
import Foundation
import Testing

/// Hostile input the app must answer with one clear line and a documented exit code.
@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(1)))
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
    Case(
      name: "unicode command", stdin: "zählen +\n", status: 64,
      stderr: "error: line 1: unknown command 'zählen'; try 'help' for the list of commands\n"),
    Case(
      name: "emoji argument", stdin: "counter 🚀\n", status: 64,
      stderr: "error: line 1: 'counter' takes '+' or '-', got '🚀'\n"),
    Case(
      name: "very long line", stdin: String(repeating: "a", count: 100_000) + "\n", status: 64,
      stderr:
        "error: line 1: unknown command '\(String(repeating: "a", count: 40))…'; try 'help' for the list of commands\n"
    ),
    Case(
      name: "binary garbage", stdin: "\u{0}\u{1}\u{7F}\u{1B}[2J\n", status: 64,
      stderr:
        "error: line 1: unknown command '\\0\\u{01}\\u{7F}\\u{1B}[2J'; try 'help' for the list of commands\n"
    ),
    Case(
      name: "prime -1", stdin: "prime -1\n", status: 64,
      stderr: "error: line 1: 'prime' needs N from 1 to 50000000, got -1\n"),
    Case(
      name: "prime overflow", stdin: "prime 99999999999999999999\n", status: 64,
      stderr:
        "error: line 1: 'prime' needs a whole number from 1 to 50000000, got '99999999999999999999'\n"
    ),
    Case(
      name: "prime with two arguments", stdin: "prime 1 2\n", status: 64,
      stderr: "error: line 1: 'prime' takes a number N (1 ≤ N ≤ 50000000) or 'cancel', got '1 2'\n"),
    Case(
      name: "wait for nothing", stdin: "wait forever\n", status: 64,
      stderr: "error: line 1: 'wait' takes 'fact', 'refresh', 'prime' or 'ticks N', got 'forever'\n"
    ),
    Case(
      name: "bad line after good ones", stdin: "counter +\nstate\ncounter ++\n", status: 64,
      stderr: "error: line 3: 'counter' takes '+' or '-', got '++'\n"),
    Case(
      name: "unknown option", arguments: ["--bogus"], status: 64,
      stderr: "Error: Unknown option '--bogus'"),
    Case(
      name: "unknown facts source", arguments: ["--facts", "magic"], status: 64,
      stderr: "Error: The value 'magic' is invalid for '--facts <facts>'"),
    Case(
      name: "script is a directory", arguments: ["run", "/tmp"], status: 66,
      stderr: "error: cannot read the script '/tmp'\n"),
    Case(
      name: "missing recording", arguments: ["replay", "/nonexistent/log.jsonl"], status: 66,
      stderr: "error: cannot read the recording '/nonexistent/log.jsonl'\n"),
    Case(
      name: "recording into a missing directory",
      arguments: ["--facts", "mock", "--record", "/nonexistent/dir/log.jsonl"],
      stdin: "counter +\n",
      status: 73, stderr: "error: cannot create the recording '/nonexistent/dir/log.jsonl'\n"),
    Case(
      name: "timer ticks not a number", arguments: ["timer", "--ticks", "many"], status: 64,
      stderr: "Error: The value 'many' is invalid for '--ticks <ticks>'"),
    Case(
      name: "prime with no N", arguments: ["prime"], status: 64,
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
    let session = try await executeCommand(
      ["--facts", "mock", "--record", log.path], stdin: "counter +\ncounter +\n")
    #expect(session.status == 0)
    let tampered = try String(contentsOf: log, encoding: .utf8)
      .replacingOccurrences(
        of: #""effectsBasics":{"alert":null,"count":2"#,
        with: #""effectsBasics":{"alert":null,"count":5"#)
    try tampered.write(to: log, atomically: true, encoding: .utf8)
    let replay = try await executeCommand(["replay", log.path, "--verify"])
    #expect(replay.status == 65)
    #expect(
      replay.stderr.hasPrefix("error: line 2: the replayed state differs from the recorded one:"))
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
