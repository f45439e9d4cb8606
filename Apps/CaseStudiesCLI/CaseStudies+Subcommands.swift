import AppFeature
import ArgumentParser
import ComposableCore
import NthPrimeFeature

extension CaseStudies {
  /// `case-studies run FILE`: the commands in a script file.
  struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run the commands in a script file, one per line.")

    @Argument(help: "The script.") var file: String
    @OptionGroup var options: AppOptions

    @MainActor
    mutating func run() async throws {
      let lines = try scriptLines(file)
      try await runSession(options) { session in try await session.runScript(lines) }
    }
  }

  /// `case-studies prime N`: the Nth prime on standard output, progress on a terminal's standard
  /// error.
  struct Prime: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the Nth prime (1 ≤ N ≤ \(NthPrime.maximumCount)).")

    @Argument(help: "Which prime, from 1 to \(NthPrime.maximumCount).") var n: PrimeCount
    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
      let console = Console.current
      let store = try makeStore(
        options,
        initialState: TerminalApp.State(
          app: AppReducer.State(nthPrime: NthPrime.State(count: n.value))))
      let progress = Task {
        guard console.stderrIsTerminal else { return }
        for await state in store.states {
          guard let value = state.app.nthPrime.nthPrimeProgress else { continue }
          console.err(Console.clearLine + Renderer.progressBar(value))
        }
      }
      await store.send(.nthPrime(.nthPrimeButtonTapped)).finish()
      progress.cancel()
      if console.stderrIsTerminal { console.err(Console.clearLine) }
      console.out((store.state.app.nthPrime.numberFact ?? "") + "\n")
    }
  }

  /// `case-studies fact N`: a fact about N.
  struct Fact: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a fact about the number N.")

    @Argument(help: "The number.") var n: Int
    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
      let store = try makeStore(
        options,
        initialState: TerminalApp.State(app: AppReducer.State(effectsBasics: .init(count: n))))
      await store.send(.effectsBasics(.numberFactButtonTapped)).finish()
      guard let fact = store.state.app.effectsBasics.numberFact else {
        throw CLIError(
          .failure,
          store.state.app.effectsBasics.alert?.message.map { String(state: $0) }
            ?? "no fact about \(n)")
      }
      Console.current.out(fact + "\n")
    }
  }

  /// `case-studies timer --ticks N`: runs the timer for N ticks, printing each.
  struct Timer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run the timer for a number of ticks, printing each one.")

    @Option(help: "How many ticks, from 1 to 1000.") var ticks: Int
    @OptionGroup var options: AppOptions

    func validate() throws {
      guard (1...1000).contains(ticks) else {
        throw ValidationError("--ticks needs a number from 1 to 1000, got \(ticks)")
      }
    }

    @MainActor
    func run() async throws {
      let store = try makeStore(options)
      store.send(.timers(.startTimerButtonTapped))
      var printed = 0
      for await state in store.states where state.app.timers.count > printed {
        printed = state.app.timers.count
        Console.current.out("tick \(printed)\n")
        if printed >= ticks { break }
      }
      store.send(.timers(.stopTimerButtonTapped))
    }
  }

  /// `case-studies replay FILE`: re-runs a recording with effects suppressed.
  struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Re-run a recording through the reducer with effects suppressed; print the final state.")

    @Argument(help: "A file written by --record.") var file: String
    @Flag(help: "Check each step's state against the recorded one.") var verify = false
    @Flag(help: "Apply the entries before a corrupt line instead of nothing.") var partial = false

    @MainActor
    func run() async throws {
      let replay = try CaseStudiesCLI.Replay(contentsOf: file, partial: partial)
      let state = try replay.run(verify: verify)
      Console.current.out(Renderer.render(state) + "\n")
      if let error = replay.error { throw error }
    }
  }
}
