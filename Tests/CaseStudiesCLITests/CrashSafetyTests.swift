import ConcurrencyExtras
import FactServerTestSupport
import Foundation
import TestSupport
import Testing

@testable import CaseStudiesCLI

/// `--state` and `--record` files that a SIGKILL leaves behind, at any point of a session: the
/// state file is absent, empty or whole, and a recording loses at most its last line.
///
/// A kill between an atomic write's temporary file and its rename leaves the temporary file
/// (Foundation's `.dat.nosync…`) beside the previous state file.
@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(10)))
struct CrashSafetyTests {
  enum Step: String, CaseIterable {
    case counterUp = "counter +"
    case counterDown = "counter -"
    case refreshUp = "refresh +"
    case refreshDown = "refresh -"

    /// The counters after this step; each step changes one, and prints one line.
    func apply(to counters: SavedCounters) -> SavedCounters {
      var counters = counters
      switch self {
      case .counterUp: counters.counter += 1
      case .counterDown: counters.counter -= 1
      case .refreshUp: counters.refresh += 1
      case .refreshDown: counters.refresh -= 1
      }
      return counters
    }
  }

  /// When a run kills the app.
  enum KillPoint: CustomStringConvertible {
    /// After this many lines of output; before it has started, unless it is waited for.
    case afterLines(Int, waitingForStart: Bool)
    /// At this file-system event in the directory of its files, within microseconds of a write
    /// (or after the last line of output, when fewer events are reported).
    case atEvent(Int)

    /// Every file event, and line counts spread over a session with and without waiting for the
    /// start: one for each of the first seeds, so that the quick run reaches each of them.
    static let planned: [Self] =
      (1...20).map { .atEvent($0) }
      + [0, 1, 2, 3, 5, 8, 13, 21, 30].map { .afterLines($0, waitingForStart: true) }
      + [0, 1, 4].map { .afterLines($0, waitingForStart: false) }

    /// The planned kill point of `seed`, or for a later seed, one at random.
    static func forSeed(
      _ seed: UInt64, steps: Int, using generator: inout SeededGenerator
    ) -> Self {
      let index = Int(seed) - 1
      guard planned.indices.contains(index) else { return random(steps: steps, using: &generator) }
      return planned[index]
    }

    static func random(steps: Int, using generator: inout SeededGenerator) -> Self {
      guard Bool.random(using: &generator) else {
        return .atEvent(Int.random(in: 1...20, using: &generator))
      }
      // NB: Early kills are likelier, so that the first writes are hit often.
      let lines = Int.random(in: 0...Int.random(in: 0...steps, using: &generator))
      return .afterLines(lines, waitingForStart: Int.random(in: 0..<10, using: &generator) > 0)
    }

    var description: String {
      switch self {
      case let .afterLines(lines, waitingForStart):
        "after \(lines) lines\(waitingForStart ? "" : ", not waiting for the start")"
      case let .atEvent(event): "at file event \(event)"
      }
    }
  }

  /// Several runs at a time: each mostly waits on its app, a child process.
  @Test func filesSurviveSIGKILLAtAnyPoint() async throws {
    try await propertySeeds(quick: KillPoint.planned.count, soak: 1_000)
      .forEach(concurrently: 8) { seed in
        try await self.killedRun(seed: seed)
      }
  }

  /// One run of the app, on the steps and kill point that `seed` picks, and what it left.
  private func killedRun(seed: UInt64) async throws {
    var generator = SeededGenerator(seed: seed)
    let steps = (0..<30).map { _ in Step.allCases.randomElement(using: &generator)! }
    let killPoint = KillPoint.forSeed(seed, steps: steps.count, using: &generator)
    let counters = steps.reduce(into: [SavedCounters()]) { $0.append($1.apply(to: $0.last!)) }
    let failure = "seed \(seed), killed \(killPoint) of \(steps.map(\.rawValue))"

    let directory = try temporaryDirectory()
    let state = directory.appendingPathComponent("state.json")
    let log = directory.appendingPathComponent("log.jsonl")
    let arguments = ["--facts", "mock", "--state", state.path, "--record", log.path]
    let commands = steps.map { $0.rawValue + "\n" }.joined()
    let status = try await run(arguments, commands, in: directory, killed: killPoint)
    #expect(status == SIGKILL, "\(failure)")

    let recorded = try recordedCounters(log, failure)
    if case let .afterLines(lines, _) = killPoint {
      #expect(recorded.count >= lines, "every printed change is recorded; \(failure)")
    }
    #expect(recorded == Array(counters[1...].prefix(recorded.count)), "\(failure)")
    try checkStateFile(state, recordedLines: recorded.count, counters: counters, failure)
    try await checkReplay(log, reaches: counters[recorded.count], failure)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(
      files.allSatisfy {
        ["state.json", "log.jsonl"].contains($0) || $0.hasPrefix(".dat.nosync")
      },
      "nothing but the files and an atomic write's temporary file: \(files); \(failure)")
  }

  /// Runs the app on `commands` and kills it at `killPoint`; returns how it ended.
  private func run(
    _ arguments: [String], _ commands: String, in directory: URL, killed killPoint: KillPoint
  ) async throws -> Int32 {
    switch killPoint {
    case let .afterLines(lines, waitingForStart):
      let app = try InteractiveProcess(arguments)
      if waitingForStart {
        app.send("state\n")
        _ = await app.readUntil("\nprime: count 0 · —\n")
      }
      app.send(commands)
      _ = await app.readLines(lines)
      app.kill()
      return await app.exitStatus()
    case let .atEvent(event):
      let kill = LockIsolated(EventKill(event: event))
      let watch = try DirectoryWatch(directory) { count in
        kill.withValue {
          $0.events = count
          $0.killIfDue()
        }
      }
      defer { watch.cancel() }
      let app = try InteractiveProcess(arguments)
      kill.withValue {
        $0.app = app
        $0.killIfDue()
      }
      app.send(commands)
      // NB: inotify merges repeated events that are not read yet, so on a busy machine there may
      //     be fewer than `event`; then the app is killed once it has printed every change.
      _ = await app.readLines(commands.count(where: { $0 == "\n" }))
      kill.withValue {
        $0.events = .max
        $0.killIfDue()
      }
      return await app.exitStatus()
    }
  }

  /// Kills the app at a file event, or as soon as it is known if the event came first.
  private struct EventKill {
    let event: Int
    var events = 0
    var app: InteractiveProcess?
    var isDone = false

    mutating func killIfDue() {
      guard events >= event, !isDone, let app else { return }
      isDone = true
      app.kill()
    }
  }

  /// The counters of each complete line of a recording; a last line without its newline may be
  /// cut short.
  private func recordedCounters(_ log: URL, _ failure: String) throws -> [SavedCounters] {
    guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    lines.removeLast()
    return try lines.map { line in
      let entry = try #require(
        try? JSONDecoder().decode(LogEntry.self, from: Data(line)),
        "a complete line is a log entry; \(failure)")
      let app = try #require(entry.state, "\(failure)").app
      return SavedCounters(counter: app.effectsBasics.count, refresh: app.refresh.count)
    }
  }

  /// The state file is absent or empty (the key creates it, so that it can be watched) until the
  /// first change is saved, then a whole JSON of the counters after one of the actions.
  ///
  /// NB: It may hold the counters of the action after the last recorded line: the state is saved
  ///     while that action is reduced, and the recording is written after. It may also lag
  ///     behind: writes after the first wait for a one-second throttle window, which a kill
  ///     ends unwritten.
  private func checkStateFile(
    _ state: URL, recordedLines: Int, counters: [SavedCounters], _ failure: String
  ) throws {
    guard let data = FileManager.default.contents(atPath: state.path), !data.isEmpty else {
      #expect(recordedLines == 0, "the first change is saved before it is recorded; \(failure)")
      return
    }
    let saved = try #require(
      try? JSONDecoder().decode(SavedCounters.self, from: data),
      "the state file is whole: \(String(decoding: data, as: UTF8.self)); \(failure)")
    #expect(counters[1...].prefix(recordedLines + 1).contains(saved), "\(failure)")
  }

  /// `replay <file> --partial`, parsed once: in a debug build argument-parser checks the whole
  /// command tree on every parse, which costs more than the replay.
  private static let replayCommand =
    try! CaseStudies.parseAsRoot(["replay", "-", "--partial"]) as! CaseStudies.Replay

  /// `replay --partial` applies the complete lines and ends at the last one's counters.
  private func checkReplay(
    _ log: URL, reaches counters: SavedCounters, _ failure: String
  ) async throws {
    guard FileManager.default.fileExists(atPath: log.path) else { return }
    var command = Self.replayCommand
    command.file = log.path
    let replay = await runInProcess(command, stdin: "")
    let isWhole = try Data(contentsOf: log).last.map { $0 == UInt8(ascii: "\n") } ?? true
    #expect(replay.status == (isWhole ? 0 : 65), "\(replay.stderr); \(failure)")
    #expect(replay.stderr.isEmpty || replay.stderr.contains("is truncated"), "\(failure)")
    #expect(
      replay.stdout.hasPrefix("counter: \(counters.counter)\n")
        && replay.stdout.contains("\nrefresh: count \(counters.refresh) · "),
      "\(replay.stdout); \(failure)")
  }
}
