import ArgumentParser
import ComposableCore
import FactClient
import Foundation

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
    subcommands: [Run.self, Prime.self, Fact.self, Timer.self, Replay.self]
  )

  @OptionGroup var options: AppOptions

  public init() {}

  @MainActor
  public mutating func run() async throws {
    let console = Console.current
    if console.showsScreen, let terminal = RawTerminal() {
      defer { terminal.restore() }
      return try await runScreen(options)
    }
    try await runSession(options) { session in
      if console.isInteractive {
        await session.runInteractive(console.lines())
      } else {
        try await session.runScript(console.lines())
      }
    }
  }

  /// Parses the arguments, runs the command on ``Console/current`` and returns its exit status.
  ///
  /// The one place errors are reported: a ``CLIError`` as one `error:` line on standard error,
  /// an argument error as argument-parser words it, with usage.
  public static func execute(_ arguments: [String]) async -> Int32 {
    do {
      return await execute(try parseAsRoot(arguments))
    } catch {
      return report(error)
    }
  }

  /// Runs a parsed command on ``Console/current`` and returns its exit status, reporting its
  /// errors as ``execute(_:)-([String])`` does.
  ///
  /// A command parsed once can run many times, each from a fresh store.
  public static func execute(_ command: any ParsableCommand) async -> Int32 {
    do {
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        var command = command
        try command.run()
      }
      return ExitCode.success.rawValue
    } catch {
      return report(error)
    }
  }

  /// Writes `error` to ``Console/current`` and returns the exit status it calls for.
  private static func report(_ error: any Error) -> Int32 {
    let console = Console.current
    if let error = error as? CLIError {
      console.err("error: \(error.description)\n")
      return error.code.rawValue
    }
    let status = exitCode(for: error)
    let message = fullMessage(for: error)
    if !message.isEmpty {
      status == .success ? console.out(message + "\n") : console.err(message + "\n")
    }
    return status.rawValue
  }

  /// The process's entry point: ``execute(_:)`` with the command line, then exit with its status.
  public static func main() async {
    Foundation.exit(await execute(Array(CommandLine.arguments.dropFirst())))
  }
}

/// Runs `body` on a session over the app's store, started from the saved counters, printing its
/// changes meanwhile.
@MainActor
func runSession(
  _ options: AppOptions, _ body: (Session) async throws -> Void
) async throws {
  let session = Session(
    store: try makeStore(options, restoringCounters: true), console: Console.current)
  session.style = Style(
    isEnabled: options.color.usesColor(isTerminal: Console.current.stdoutIsTerminal))
  let observer = Task { await session.observeChanges() }
  defer { observer.cancel() }
  try await body(session)
}

/// Runs the interactive screen on the terminal, with a session whose printing goes above the
/// status block.
@MainActor
func runScreen(_ options: AppOptions) async throws {
  let events = InteractiveScreen.Events()
  let console = Console(
    isInteractive: true, stdoutIsTerminal: true, stderrIsTerminal: true,
    lines: { AsyncStream { $0.finish() } },
    write: { text, _ in events.append(text) })
  let store = try Console.$current.withValue(console) {
    try makeStore(options, restoringCounters: true)
  }
  let session = Session(store: store, console: console)
  let style = Style(isEnabled: options.color.usesColor(isTerminal: true))
  session.style = style
  let screen = InteractiveScreen(
    session: session, events: events, style: style, width: { RawTerminal.width },
    // NB: A terminal that has hung up fails the write; SIGHUP's handler then ends the app.
    write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) })
  await screen.run(keys: RawTerminal.bytes(), resizes: RawTerminal.resizes())
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
  let console = Console.current
  var initialState = initialState
  if let counters = options.savedCounters(console) {
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
