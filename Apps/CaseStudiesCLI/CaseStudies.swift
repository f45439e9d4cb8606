import ArgumentParser
import ComposableCore
import FactClient

/// `case-studies`: the case studies in a terminal.
///
/// With no subcommand it starts the interactive prompt, or, when standard input is not a
/// terminal, runs it as a script.
public struct CaseStudies: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "case-studies",
    abstract: "The Composable Architecture's case studies, in a terminal.",
    discussion: """
      With no subcommand: an interactive prompt, or a script read from standard input when it \
      is not a terminal. Commands:

      \(Command.usage)

      Exit codes: 64 bad command, argument or script line; 65 corrupt recording or failed \
      verification; 66 unreadable file; 73 recording not writable; 1 fact not fetched.
      """,
    subcommands: [
      RunScript.self, PrimeCommand.self, FactCommand.self, TimerCommand.self, ReplayCommand.self,
    ]
  )

  @OptionGroup var options: AppOptions

  public init() {}

  @MainActor
  public mutating func run() async throws {
    let console = Console.current
    try await reportingErrors(console) {
      let session = Session(
        store: try makeStore(options, restoringCounters: true), console: console)
      let observer = Task { await session.observeChanges() }
      defer { observer.cancel() }
      if console.isInteractive {
        await session.runInteractive(standardInputLines())
      } else {
        try await session.runScript(standardInputLines())
      }
    }
  }
}

/// Runs a script file: `case-studies run FILE`.
struct RunScript: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the commands in a script file, one per line.")

  @Argument(help: "The script.") var file: String
  @OptionGroup var options: AppOptions

  @MainActor
  mutating func run() async throws {
    let console = Console.current
    try await reportingErrors(console) {
      let lines = try scriptLines(file)
      let session = Session(
        store: try makeStore(options, restoringCounters: true), console: console)
      let observer = Task { await session.observeChanges() }
      defer { observer.cancel() }
      try await session.runScript(lines)
    }
  }
}

/// The app's store with the dependencies, tracing, recording and state file the options select.
///
/// With `--state`, changes to the counters are saved; `restoringCounters` also starts the app
/// from the saved ones.
@MainActor
func makeStore(
  _ options: AppOptions, initialState: TerminalApp.State = TerminalApp.State(),
  restoringCounters: Bool = false
) throws(CLIError) -> Store<TerminalApp.State, TerminalApp.Action> {
  var initialState = initialState
  if let counters = options.savedCounters(Console.current) {
    initialState.savedCounters = counters
    if restoringCounters { initialState.app = initialState.app.restoring(counters.wrappedValue) }
  }
  let recorder = try options.record.map { path throws(CLIError) in try Recorder(path: path) }
  let factClient: FactClient
  do {
    factClient = try options.factClient()
  } catch {
    throw CLIError(.usage, "\(error)")
  }
  let console = Console.current
  return Store(initialState: initialState) {
    if options.trace {
      TerminalApp().recording(to: recorder).printChanges { console.err($0 + "\n") }
    } else {
      TerminalApp().recording(to: recorder)
    }
  } withDependencies: {
    $0.factClient = factClient
  }
}

/// Prints a `CLIError` as one line on standard error and exits with its code.
@MainActor
func reportingErrors(_ console: Console, _ body: () async throws -> Void) async throws {
  do {
    try await body()
  } catch let error as CLIError {
    console.err("error: \(error.description)\n")
    throw ExitCode(error.code.rawValue)
  }
}
