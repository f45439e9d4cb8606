import AppFeature
import ComposableCore
import FactClient

/// Runs commands against the app's store and prints how the state changes.
@MainActor
public final class Session {
  public let store: Store<TerminalApp.State, TerminalApp.Action>
  let console: Console
  let progressStep: Int
  private var rendered: [Renderer.Line]
  private var isDrawingProgress = false
  private var factTask: StoreTask?
  private var refreshTask: StoreTask?
  private var primeTask: StoreTask?
  var prompt: String?
  /// How names are coloured in what the session prints.
  public var style = Style(isEnabled: false)
  private var isExecuting = false
  private var drawWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a session over a store; changes are printed as lines, with prime progress drawn in
  /// place when standard output is a terminal.
  public init(store: Store<TerminalApp.State, TerminalApp.Action>, console: Console) {
    self.store = store
    self.console = console
    self.progressStep = console.stdoutIsTerminal ? 1 : 10
    self.rendered = Renderer.lines(store.state, progressStep: progressStep)
  }

  /// Prints what changed on screen until the task is cancelled.
  ///
  /// On a terminal the rendering runs in an `observe` closure: a change to state that is not
  /// shown wakes nothing, and changes made in one turn of the main actor are drawn together.
  /// Elsewhere (a script, a pipe) every state the store passes through is rendered in order, so
  /// the output has one line per change however busy the machine is.
  public func observeChanges() async {
    guard console.stdoutIsTerminal else {
      for await state in store.states {
        printChanges(to: Renderer.lines(state, progressStep: progressStep), of: state)
      }
      return
    }
    let token = observe { [weak self] in
      guard let self else { return }
      let state = store.state
      printChanges(to: Renderer.lines(state, progressStep: progressStep), of: state)
    }
    await untilCancelled()
    token.cancel()
  }

  /// Waits until what the screen shows is the current state.
  ///
  /// It suspends until ``observeChanges()`` draws, rather than spinning on the main actor.
  public func catchUp() async {
    while Renderer.lines(store.state, progressStep: progressStep) != rendered {
      await withCheckedContinuation { drawWaiters.append($0) }
    }
  }

  /// Runs one command. Returns `false` for `quit`.
  @discardableResult
  public func execute(_ command: Command) async throws(CLIError) -> Bool {
    isExecuting = true
    defer { isExecuting = false }
    switch command {
    case let .counter(step):
      store.send(.effectsBasics(step == .up ? .incrementButtonTapped : .decrementButtonTapped))
    case .fact:
      factTask = store.send(.effectsBasics(.numberFactButtonTapped))
    case .refresh:
      refreshTask = store.send(.refresh(.refresh))
    case let .refreshCounter(step):
      store.send(.refresh(step == .up ? .incrementButtonTapped : .decrementButtonTapped))
    case .cancel:
      store.send(.refresh(.cancelButtonTapped))
    case .timer(.start):
      store.send(.timers(.startTimerButtonTapped))
    case .timer(.stop):
      store.send(.timers(.stopTimerButtonTapped))
    case let .prime(count):
      store.send(.nthPrime(.countChanged(count)))
      primeTask = store.send(.nthPrime(.nthPrimeButtonTapped))
    case .primeCancel:
      store.send(.nthPrime(.cancelButtonTapped))
    case let .answer(answer):
      try answerAlert(answer)
    case let .wait(condition):
      try await wait(for: condition)
    case .state:
      await catchUp()
      console.out(Renderer.render(store.state, style: style) + "\n")
    case .help:
      console.out(Command.usage + "\n")
    case .quit:
      await catchUp()
      return false
    }
    await catchUp()
    return true
  }

  /// Answers the alert on screen, the fact's before the refresh's.
  private func answerAlert(_ answer: Command.Answer) throws(CLIError) {
    let app = store.state.app
    if app.effectsBasics.alert != nil {
      factTask = store.send(
        .effectsBasics(.alert(answer == .ok ? .dismiss : .presented(.retryButtonTapped))))
    } else if app.refresh.alert != nil {
      refreshTask = store.send(
        .refresh(.alert(answer == .ok ? .dismiss : .presented(.retryButtonTapped))))
    } else {
      throw CLIError(.usage, "there is no alert to answer")
    }
  }

  private func wait(for condition: Command.Condition) async throws(CLIError) {
    switch condition {
    case .fact: await factTask?.finish()
    case .refresh: await refreshTask?.finish()
    case .prime: await primeTask?.finish()
    case let .ticks(ticks):
      guard store.state.app.timers.count < ticks else { return }
      guard store.state.app.timers.isTimerRunning else {
        throw CLIError(
          .usage, "'wait ticks \(ticks)' would never end: the timer is stopped; 'timer start' first"
        )
      }
      for await state in store.states where state.app.timers.count >= ticks { break }
    }
  }

  /// Records that `lines` are on the screen, and wakes ``catchUp()``.
  func markDrawn(_ lines: [Renderer.Line]) {
    rendered = lines
    let waiters = drawWaiters
    drawWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Prints the lines that changed since the last print.
  private func printChanges(to lines: [Renderer.Line], of state: TerminalApp.State) {
    let changes = Renderer.changes(from: rendered, to: lines)
    defer { markDrawn(lines) }
    guard !changes.isEmpty else { return }
    let showsPrompt = prompt != nil && !isExecuting
    let trailer = showsPrompt ? prompt ?? "" : ""
    if console.stdoutIsTerminal, state.app.nthPrime.nthPrimeProgress != nil,
      changes.map(\.name) == ["prime"]
    {
      console.out(Console.clearLine + style.text(changes[0]) + (showsPrompt ? "  " : "") + trailer)
      isDrawingProgress = true
      return
    }
    let redraws = console.stdoutIsTerminal && (isDrawingProgress || showsPrompt)
    console.out(
      (redraws ? Console.clearLine : "") + changes.map(style.text).joined(separator: "\n") + "\n"
        + trailer)
    isDrawingProgress = false
  }
}

/// Suspends until the current task is cancelled.
func untilCancelled() async {
  let (cancellation, continuation) = AsyncStream<Never>.makeStream()
  defer { continuation.finish() }
  for await _ in cancellation {}
}
