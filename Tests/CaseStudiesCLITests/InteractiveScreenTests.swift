import FactServerTestSupport
import Foundation
import Testing

/// The interactive screen in a real terminal (tmux, 100×30), read off the screen; each test has
/// a tmux server of its own, so they run side by side.
@Suite(
  .onServerExecutor, .timeLimit(.minutes(10)),
  .enabled(if: Tmux.isInstalled, "needs tmux, which .ci/run installs"))
struct InteractiveScreenTests {
  /// The status block's rows, from `counter:` to the prompt.
  func block(_ screen: String) -> [Substring] {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = rows.firstIndex(where: { $0.hasPrefix("counter: ") }) else { return [] }
    return Array(rows[start...])
  }

  /// Starts a search for the 50,000,000th prime, which takes a debug build minutes, and waits
  /// until its rate shows.
  func startALongSearch(_ tmux: Tmux) async throws {
    try await tmux.waitForScreen("the prompt") { $0.hasSuffix("\n>") }
    try tmux.send("prime 50000000", "Enter")
    try await tmux.waitForScreen("the search's rate") { $0.contains("primes/s") }
  }

  @Test func typingDuringAPrimeSearchKeepsTheTextAndRunsTheCommand() async throws {
    try await withTmux("case-studies --facts mock") { tmux in
      try await startALongSearch(tmux)
      try tmux.send("coun")
      try await tmux.waitForScreen("the typed text under a moving bar") {
        $0.hasSuffix("\n> coun") && $0.contains("primes/s")
      }
      try tmux.send("ter +", "Enter")
      let screen = try await tmux.waitForScreen("the counter") {
        $0.contains("counter: 1") && $0.hasSuffix("\n>")
      }
      #expect(screen.contains("> counter +\n"))
      #expect(block(screen).last == ">")
      try tmux.send("C-c")
    }
  }

  @Test func theStatusBlockUpdatesInPlace() async throws {
    try await withTmux("case-studies --facts mock") { tmux in
      try await tmux.waitForScreen("the prompt") { $0.hasSuffix("\n>") }
      try tmux.send("timer start", "Enter")
      try tmux.send("counter +", "Enter", "counter +", "Enter", "fact", "Enter")
      // NB: Any tick count: the timer speeds up to a tick every 10 ms, so on a loaded machine
      //     (or under a sanitizer) the fact can arrive after the second tick.
      let screen = try await tmux.waitForScreen("a tick, two increments and a fact") {
        $0.contains("counter: 2") && $0.contains("fact: 2 is a good number")
          && $0.range(of: #"timer: [1-9][0-9]* ticks? · running"#, options: .regularExpression)
            != nil
      }
      let rows = block(screen)
      #expect(
        rows.map { $0.prefix { $0 != ":" } } == [
          "counter", "fact", "refresh", "timer", "prime", ">",
        ])
      for name in ["counter: ", "fact: ", "refresh: ", "timer: ", "prime: "] {
        #expect(screen.components(separatedBy: "\n" + name).count == 2, "\(name) appears once")
      }
      try tmux.send("quit", "Enter")
    }
  }

  @Test func ctrlCDuringASearchCancelsIt() async throws {
    try await withTmux("case-studies --facts mock") { tmux in
      try await startALongSearch(tmux)
      try tmux.send("C-c")
      let screen = try await tmux.waitForScreen("the cancelled search") {
        $0.contains("prime: count 50000000 · —")
      }
      #expect(screen.contains("prime search cancelled"))
    }
  }

  /// A closed terminal window (here, the tmux server killed) hangs the app up: it ends as on
  /// SIGHUP, without the crash that a trapping write to the gone terminal made.
  @Test(.temporaryFiles) func closingTheTerminalEndsTheAppWithoutACrash() async throws {
    let directory = try temporaryDirectory()
    let report = directory.appendingPathComponent("crash-report.txt")
    // NB: The app holds the write end of this pipe, so reading it to its end waits for the app
    //     to end, crash report included. It is opened without blocking first, so that the app's
    //     end can open at all.
    let ended = directory.appendingPathComponent("ended")
    try #require(mkfifo(ended.path, 0o600) == 0)
    let descriptor = open(ended.path, O_RDONLY | O_NONBLOCK)
    try #require(descriptor >= 0)
    let appEnd = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try await withTmux(
      "case-studies --facts mock 3>\(ended.path)",
      environment: ["SWIFT_BACKTRACE": "output-to=\(report.path)"]
    ) { tmux in
      try await tmux.waitForScreen("the prompt") { $0.hasSuffix("\n>") }
      _ = fcntl(descriptor, F_SETFL, 0)
      let shell = try tmux.shellPID()
      let app = try #require(
        (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8))
          .flatMap { $0.split(separator: " ").first.flatMap { pid_t($0) } })
      tmux.kill()
      // NB: The blocking read runs on a thread of its own, never on an executor that other tests
      //     share. An app that outlived its terminal would hold the pipe open; the time limit
      //     kills it, so that the test fails instead of waiting for good.
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          Thread {
            _ = appEnd.readDataToEndOfFile()
            continuation.resume()
          }.start()
        }
      } onCancel: {
        _ = kill(app, SIGKILL)
      }
      #expect(
        !FileManager.default.fileExists(atPath: report.path),
        "the app crashed:\n\((try? String(contentsOf: report, encoding: .utf8)) ?? "")")
    }
  }

  @Test(arguments: ["quit", "Ctrl-D", "SIGTERM"])
  func theTerminalIsRestored(after exit: String) async throws {
    try await withTmux("case-studies --facts mock") { tmux in
      try await tmux.waitForScreen("the prompt") { $0.hasSuffix("\n>") }
      try tmux.send("abc")
      try await tmux.waitForScreen("the typed text") { $0.hasSuffix("\n> abc") }
      switch exit {
      case "quit": try tmux.send("C-u", "quit", "Enter")
      case "Ctrl-D": try tmux.send("C-u", "C-d")
      default:
        let pkill = try Process.run(
          URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-TERM", "-P", try tmux.shellPID()])
        pkill.waitUntilExit()
      }
      let screen = try await tmux.waitForScreen("the shell after the app") {
        $0.contains("exit ") && $0.contains("echoctl")
      }
      #expect(screen.contains(exit == "SIGTERM" ? "exit 143" : "exit 0"))
      #expect(screen.contains(" icanon") && !screen.contains("-icanon"))
      #expect(screen.contains(" echo ") && !screen.contains("-echo "))
    }
  }
}
