import FactServerTestSupport
import Foundation
import TestSupport
import Testing

@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(10)))
struct EndToEndTests {
  static let script = """
    # count, fetch a fact, find the 200th prime
    counter +
    counter +
    fact
    wait fact
    prime 200
    wait prime
    state
    """

  static let finalState = """
    counter: 2
    fact: 2 is a good number.
    refresh: count 0 · —
    timer: 0 ticks · stopped
    prime: count 200 · The 200th prime is 1223.
    """

  @Test func scriptSessionRecordsAndReplays() async throws {
    let directory = try temporaryDirectory()
    let log = directory.appendingPathComponent("session.jsonl").path
    let session = try await executeCommand(
      ["--facts", "mock", "--record", log], stdin: Self.script)
    #expect(session.status == 0)
    #expect(session.stderr == "")
    #expect(
      session.stdout == """
        counter: 1
        counter: 2
        fact: fetching a fact about 2…
        fact: 2 is a good number.
        prime: count 200 · —
        prime: count 200 · [########..] 80%
        prime: count 200 · The 200th prime is 1223.
        \(Self.finalState)

        """)

    let replay = try await executeCommand(["replay", log, "--verify"])
    #expect(replay.status == 0)
    #expect(replay.stderr == "")
    #expect(replay.stdout == Self.finalState + "\n")
  }

  @Test func runReadsAScriptFile() async throws {
    let script = try temporaryDirectory().appendingPathComponent("script.txt")
    try Self.script.write(to: script, atomically: true, encoding: .utf8)
    let result = try await executeCommand(["run", script.path, "--facts", "mock"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix(Self.finalState + "\n"))
  }

  @Test func factComesFromTheLoopbackServer() async throws {
    try await withFactServer { server in
      let result = try await executeCommand([
        "fact", "42", "--fact-server", server.baseURL.absoluteString, "--fact-timeout", "900",
      ])
      #expect(result.status == 0)
      #expect(result.stdout == "42 is a number from the fact server.\n")
      #expect(server.requests.map(\.path) == ["/42/trivia"])
    }
  }

  @Test func factServerComesFromTheEnvironmentToo() async throws {
    try await withFactServer { server in
      let result = try await executeCommand(
        ["fact", "7", "--fact-timeout", "900"],
        environment: ["FACT_SERVER_URL": server.baseURL.absoluteString])
      #expect(result.stdout == "7 is a number from the fact server.\n")
    }
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let gate = Gate()
    defer { gate.open() }
    try await withFactServer(handler: { _ in
      await gate.wait()
      return .text("too late")
    }) { server in
      // NB: A short timeout: FoundationNetworking keeps a request's socket source firing while
      //     it waits for the response, so the child spends the wait on a core.
      let result = try await executeCommand([
        "fact", "7", "--fact-server", server.baseURL.absoluteString, "--fact-timeout", "0.1",
      ])
      #expect(result.status == 1)
      #expect(result.stderr == "error: timed out after 0.1 s\n")
    }
  }

  @Test func unreachableServerShowsTheFailure() async throws {
    try await withClosedLoopbackPort { url in
      let fact = try await executeCommand(["fact", "1", "--fact-server", url.absoluteString])
      #expect(fact.status == 1)
      #expect(fact.stderr.hasPrefix("error: could not connect to 127.0.0.1:"))

      let session = try await executeCommand(
        ["--fact-server", url.absoluteString],
        stdin: "fact\nwait fact\nretry\nwait fact\nok\nok\n")
      #expect(session.status == 64)
      let port = url.port ?? 0
      let failure = "fact: failed: could not connect to 127.0.0.1:\(port) · [Retry] [OK]"
      #expect(
        session.stdout == """
          fact: fetching a fact about 0…
          \(failure)
          fact: fetching a fact about 0…
          \(failure)
          fact: —

          """)
      #expect(session.stderr == "error: line 6: there is no alert to answer\n")
    }
  }

  @Test func primeSubcommandPrintsTheAnswer() async throws {
    let result = try await executeCommand(["prime", "1000"])
    #expect(result.status == 0)
    #expect(result.stdout == "The 1000th prime is 7919.\n")
    #expect(result.stderr == "", "no progress when standard error is not a terminal")
  }

  @Test func traceReportsActionsAndDiffs() async throws {
    let result = try await executeCommand(["--facts", "mock", "--trace"], stdin: "counter +\n")
    #expect(result.status == 0)
    #expect(result.stderr.contains("received action:"))
    #expect(result.stderr.contains("AppReducer.Action.effectsBasics(.incrementButtonTapped)"))
    #expect(result.stderr.contains("-       count: 0"))
    #expect(result.stderr.contains("+       count: 1"))
  }

  @Test func aBadScriptLineExitsWithUsage() async throws {
    let result = try await executeCommand(["--facts", "mock"], stdin: "counter +\njump\n")
    #expect(result.status == 64)
    #expect(result.stdout == "counter: 1\n")
    #expect(
      result.stderr
        == "error: line 2: unknown command 'jump'; try 'help' for the list of commands\n")
  }

  @Test func aBadArgumentExitsWithUsage() async throws {
    let result = try await executeCommand(["prime", "0"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The value '0' is invalid for '<n>'"))
    #expect(result.stderr.contains("Usage: case-studies prime <n>"))
  }
}
