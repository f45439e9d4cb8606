import FactServerTestSupport
import Foundation
import Testing

/// `--state FILE`: the counters survive between runs, through `@Shared(.fileStorage)`.
@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(10)))
struct StateFileTests {
  @Test func countersAreKeptBetweenRuns() async throws {
    let file = try temporaryDirectory().appendingPathComponent("state.json")
    let first = try await executeCommand(
      ["--facts", "mock", "--state", file.path], stdin: "counter +\ncounter +\nrefresh +\n")
    #expect(first.status == 0)
    #expect(first.stderr == "")

    let second = try await executeCommand(
      ["--facts", "mock", "--state", file.path], stdin: "counter +\nstate\n")
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("counter: 3\ncounter: 3\nfact: —\nrefresh: count 1 · —\n"))
    let saved = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: file))
    #expect(saved == ["counter": 3, "refresh": 1, "timer": 0])
  }

  @Test func aCorruptFileIsReportedAndLeftAloneUntilACounterChanges() async throws {
    let file = try temporaryDirectory().appendingPathComponent("state.json")
    try "{ corrupt".write(to: file, atomically: true, encoding: .utf8)

    let untouched = try await executeCommand(
      ["--facts", "mock", "--state", file.path], stdin: "state\n")
    #expect(untouched.status == 0)
    #expect(untouched.stderr.contains("\(file.path) is not a valid SavedCounters in JSON"))
    #expect(untouched.stderr.contains("starting with fresh counters"))
    #expect(untouched.stdout.hasPrefix("counter: 0\n"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "{ corrupt")

    let changed = try await executeCommand(
      ["--facts", "mock", "--state", file.path], stdin: "counter +\n")
    #expect(changed.status == 0)
    let saved = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: file))
    #expect(saved["counter"] == 1)
  }
}
