import FactServerTestSupport
import Foundation
import Testing

@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(1)))
struct BadInputTests {
  @Test(arguments: [
    (
      "counter +\njump\n",
      "error: line 2: unknown command 'jump'; try 'help' for the list of commands\n"
    ),
    ("counter\n", "error: line 1: 'counter' takes '+' or '-', got nothing\n"),
    ("prime abc\n", "error: line 1: 'prime' needs a whole number from 1 to 50000000, got 'abc'\n"),
    ("prime -1\n", "error: line 1: 'prime' needs N from 1 to 50000000, got -1\n"),
    (
      "prime 99999999999999999999\n",
      "error: line 1: 'prime' needs a whole number from 1 to 50000000, got '99999999999999999999'\n"
    ),
    (
      "wait ticks 3\n",
      "error: line 1: 'wait ticks 3' would never end: the timer is stopped; 'timer start' first\n"
    ),
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
    (
      ["--fact-server", "ftp://x"],
      "'ftp://x' is not an http(s) URL; try --fact-server http://127.0.0.1:8080"
    ),
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
    try #"{"action":{"effectsBasics":{"_0":{"incr"#.write(
      to: log, atomically: true, encoding: .utf8)
    let result = try await executeCommand(["replay", log.path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: '\(log.path)' line 1 is truncated (no final newline)"))
  }
}
