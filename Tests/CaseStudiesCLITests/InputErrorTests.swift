import CaseStudiesCLI
import Foundation
import Testing

/// Bad and hostile input gets one clear line and a documented exit code. The app runs
/// in-process; `EndToEndTests` checks a few of these through the built binary.
@Suite(.temporaryFiles, .timeLimit(.minutes(10)))
struct InputErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String] = InputErrorTests.scriptArguments
    var stdin: String = ""
    var status: Int32
    /// The whole of standard error when it ends in a newline (ours), else its start
    /// (argument-parser's, which goes on with usage).
    var stderr: String

    var testDescription: String { name }
  }

  static let scripts: [Case] = [
    Case(name: "empty line is skipped", stdin: "\n\n", status: 0, stderr: ""),
    Case(name: "empty input does nothing", stdin: "", status: 0, stderr: ""),
    Case(name: "comment is skipped", stdin: "# nothing here\n", status: 0, stderr: ""),
    Case(
      name: "unknown command after a good one", stdin: "counter +\njump\n", status: 64,
      stderr: "error: line 2: unknown command 'jump'; try 'help' for the list of commands\n"),
    Case(
      name: "unicode command", stdin: "zählen +\n", status: 64,
      stderr: "error: line 1: unknown command 'zählen'; try 'help' for the list of commands\n"),
    Case(
      name: "counter with no step", stdin: "counter\n", status: 64,
      stderr: "error: line 1: 'counter' takes '+' or '-', got nothing\n"),
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
      name: "prime not a number", stdin: "prime abc\n", status: 64,
      stderr: "error: line 1: 'prime' needs a whole number from 1 to 50000000, got 'abc'\n"),
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
      stderr: "error: line 1: 'prime' takes a number N (1 ≤ N ≤ 50000000) or 'cancel', got '1 2'\n"
    ),
    Case(
      name: "wait for nothing", stdin: "wait forever\n", status: 64,
      stderr: "error: line 1: 'wait' takes 'fact', 'refresh', 'prime' or 'ticks N', got 'forever'\n"
    ),
    Case(
      name: "wait for ticks of a stopped timer", stdin: "wait ticks 3\n", status: 64,
      stderr:
        "error: line 1: 'wait ticks 3' would never end: the timer is stopped; 'timer start' first\n"
    ),
    Case(
      name: "bad line after good ones", stdin: "counter +\nstate\ncounter ++\n", status: 64,
      stderr: "error: line 3: 'counter' takes '+' or '-', got '++'\n"),
    Case(
      name: "an alert that is not there", stdin: "ok\n", status: 64,
      stderr: "error: line 1: there is no alert to answer\n"),
  ]

  static let arguments: [Case] = [
    Case(
      name: "unknown option", arguments: ["--bogus"], status: 64,
      stderr: "Error: Unknown option '--bogus'"),
    Case(
      name: "unknown facts source", arguments: ["--facts", "magic"], status: 64,
      stderr: "Error: The value 'magic' is invalid for '--facts <facts>'"),
    Case(
      name: "prime 0", arguments: ["prime", "0"], status: 64,
      stderr: "Error: The value '0' is invalid for '<n>'"),
    Case(
      name: "prime past the maximum", arguments: ["prime", "50000001"], status: 64,
      stderr: "Error: The value '50000001' is invalid for '<n>'"),
    Case(
      name: "prime not a number", arguments: ["prime", "abc"], status: 64,
      stderr: "Error: The value 'abc' is invalid for '<n>'"),
    Case(
      name: "prime with no N", arguments: ["prime"], status: 64,
      stderr: "Error: Missing expected argument '<n>'"),
    Case(
      name: "timer ticks 0", arguments: ["timer", "--ticks", "0"], status: 64,
      stderr: "Error: --ticks needs a number from 1 to 1000, got 0"),
    Case(
      name: "timer ticks not a number", arguments: ["timer", "--ticks", "many"], status: 64,
      stderr: "Error: The value 'many' is invalid for '--ticks <ticks>'"),
    Case(
      name: "fact server not http", arguments: ["--fact-server", "ftp://x"], status: 64,
      stderr: "Error: 'ftp://x' is not an http(s) URL; try --fact-server http://127.0.0.1:8080"),
    Case(
      name: "fact timeout not positive", arguments: ["--fact-timeout", "0"], status: 64,
      stderr: "Error: --fact-timeout takes more than 0 and at most 3600 seconds, not 0.0"),
    Case(
      name: "fact not a number", arguments: ["fact", "x"], status: 64,
      stderr: "Error: The value 'x' is invalid for '<n>'"),
    Case(
      name: "script is missing", arguments: ["run", "/nonexistent/script.txt"], status: 66,
      stderr: "error: cannot read the script '/nonexistent/script.txt'\n"),
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
  ]

  /// The arguments of every script case.
  static let scriptArguments = ["--facts", "mock"]
  /// ``scriptArguments`` parsed once: in a debug build argument-parser checks the whole command
  /// tree on every parse, which costs more than running a script.
  nonisolated(unsafe) static let scriptCommand = try! CaseStudies.parseAsRoot(scriptArguments)

  @Test(arguments: scripts + arguments)
  func badInputGetsOneClearLine(_ bad: Case) async throws {
    let result =
      bad.arguments == Self.scriptArguments
      ? await runInProcess(Self.scriptCommand, stdin: bad.stdin)
      : await runInProcess(bad.arguments, stdin: bad.stdin)
    #expect(result.status == bad.status)
    if bad.stderr.hasSuffix("\n") || bad.stderr.isEmpty {
      #expect(result.stderr == bad.stderr)
    } else {
      #expect(result.stderr.hasPrefix(bad.stderr))
    }
  }

  @Test func helpIsPrintedOnStandardOutput() async {
    let result = await runInProcess(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: case-studies [--fact-server <url>]"))
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stderr == "")
  }

  @Test func scriptThatIsNotUTF8IsReported() async throws {
    let script = try temporaryDirectory().appendingPathComponent("script.bin")
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: script)
    let result = await runInProcess(["run", script.path])
    #expect(result.status == 65)
    #expect(result.stderr == "error: the script '\(script.path)' is not UTF-8 text\n")
  }

  @Test func corruptRecordingNamesTheLineAndAppliesNothing() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    let good = #"{"action":{"effectsBasics":{"_0":{"incrementButtonTapped":{}}}}}"#
    try "\(good)\n\(good)\nnot json\n\(good)\n".write(to: log, atomically: true, encoding: .utf8)

    let strict = await runInProcess(["replay", log.path])
    #expect(strict.status == 65)
    #expect(strict.stdout == "")
    #expect(strict.stderr.hasPrefix("error: '\(log.path)' line 3 is not a log entry"))

    let partial = await runInProcess(["replay", log.path, "--partial"])
    #expect(partial.status == 65)
    #expect(partial.stdout.hasPrefix("counter: 2\n"))
    #expect(partial.stderr.hasPrefix("error: '\(log.path)' line 3 is not a log entry"))
  }

  @Test func truncatedRecordingIsReported() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    try #"{"action":{"effectsBasics":{"_0":{"incr"#.write(
      to: log, atomically: true, encoding: .utf8)
    let result = await runInProcess(["replay", log.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: '\(log.path)' line 1 is truncated (no final newline)"))
  }

  @Test func validJSONThatIsNotAnEntryNamesTheLine() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    try #"{"action":{"effectsBasics":{"_0":{"explode":{}}}}}"#.appending("\n")
      .write(to: log, atomically: true, encoding: .utf8)
    let result = await runInProcess(["replay", log.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: '\(log.path)' line 1 is not a log entry"))
  }

  @Test func recordingWithATamperedStateFailsVerification() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    let session = await runInProcess(
      ["--facts", "mock", "--record", log.path], stdin: "counter +\ncounter +\n")
    #expect(session.status == 0)
    let tampered = try String(contentsOf: log, encoding: .utf8)
      .replacingOccurrences(
        of: #""effectsBasics":{"alert":null,"count":2"#,
        with: #""effectsBasics":{"alert":null,"count":5"#)
    try tampered.write(to: log, atomically: true, encoding: .utf8)
    let replay = await runInProcess(["replay", log.path, "--verify"])
    #expect(replay.status == 65)
    #expect(
      replay.stderr.hasPrefix("error: line 2: the replayed state differs from the recorded one:"))
    #expect(replay.stdout == "")
  }
}
