import ComposableCore
import Foundation
import Synchronization

/// The interactive mode on a terminal: the app's state in a status block that updates in place,
/// events scrolling above it, and a line editor below it that keeps what the user types through
/// every redraw.
///
/// Keys are read and edited while commands run, so typing during a `wait` or a prime search
/// never stalls; submitted lines run one after another. Redraws follow Observation, at most
/// ``framesPerSecond`` times a second, and rewrite only the lines that changed.
@MainActor
final class InteractiveScreen {
  static let framesPerSecond = 30
  static let banner = "Case studies. Type 'help' for the commands, 'quit' or Ctrl-D to leave."

  private let session: Session
  private let style: Style
  private let write: (String) -> Void
  private let width: () -> Int
  private let events: Events
  private var screen: StatusScreen
  private var editor = LineEditor()
  private var meter = ProgressMeter()
  private var isFramePending = false
  private var lastFrame: ContinuousClock.Instant?

  /// What commands print, in order, until the next frame puts it above the status block.
  final class Events: Sendable {
    private let text = Mutex("")

    func append(_ more: String) { text.withLock { $0 += more } }

    func take() -> String {
      text.withLock { text in
        defer { text = "" }; return text
      }
    }
  }

  /// A screen for `session`, whose console must write into `events`.
  init(
    session: Session, events: Events, style: Style, width: @escaping () -> Int,
    write: @escaping (String) -> Void
  ) {
    self.session = session
    self.events = events
    self.style = style
    self.width = width
    self.write = write
    self.screen = StatusScreen(style: style)
  }

  /// Runs until `quit`, Ctrl-D or the end of `keys`, then leaves the last frame on the screen.
  func run(keys: AsyncStream<[UInt8]>, resizes: AsyncStream<Void>) async {
    events.append(Self.banner + "\n")
    drawFrame()
    let (lines, submit) = AsyncStream<String>.makeStream()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.observeState() }
      group.addTask {
        for await _ in resizes { await self.drawFrame() }
      }
      group.addTask {
        await self.readKeys(keys, submit: submit)
        submit.finish()
      }
      // NB: The commands end the session: on `quit`, Ctrl-D or the end of input.
      await runCommands(lines)
      group.cancelAll()
    }
    drawFrame()
    write(screen.finish())
  }

  /// Feeds keys to the editor, redrawing the prompt at once, and hands on submitted lines.
  private func readKeys(_ keys: AsyncStream<[UInt8]>, submit: AsyncStream<String>.Continuation)
    async
  {
    var decoder = KeyDecoder()
    for await bytes in keys {
      for key in decoder.keys(bytes) {
        switch editor.handle(key) {
        case .edited:
          drawFrame()
        case let .submit(line):
          events.append(style.dim(editorPrompt + line) + "\n")
          drawFrame()
          submit.yield(line)
        case .interruptOnEmptyLine:
          interrupt()
        case .endOfInput:
          submit.yield("quit")
          return
        }
      }
    }
  }

  /// Runs submitted lines in order until `quit` or the end of the lines.
  private func runCommands(_ lines: AsyncStream<String>) async {
    for await line in lines {
      do {
        if let command = try Command.parse(line) {
          guard try await session.execute(command) else { return }
        }
      } catch {
        events.append(style.error("error: \(error)") + "\n")
      }
      drawFrame()
    }
  }

  /// Ctrl-C on an empty line: cancels the prime search, or says how to leave.
  private func interrupt() {
    if session.store.state.app.nthPrime.nthPrimeProgress != nil {
      session.store.send(.nthPrime(.cancelButtonTapped))
      events.append("prime search cancelled\n")
    } else {
      events.append("Type 'quit' or press Ctrl-D to leave.\n")
    }
    drawFrame()
  }

  /// Asks for a frame whenever the state that the status block shows changes.
  private func observeState() async {
    var isFirstRun = true
    let token = observe { [weak self] in
      guard let self else { return }
      // NB: Observation tracks the properties read, so read what the status block shows.
      _ = Renderer.lines(session.store.state)
      if isFirstRun {
        isFirstRun = false
      } else {
        requestFrame()
      }
    }
    await untilCancelled()
    token.cancel()
  }

  /// Draws within a frame's time: at once if the last frame is old enough, else when it is.
  private func requestFrame() {
    guard !isFramePending else { return }
    isFramePending = true
    let interval = Duration.seconds(1) / Self.framesPerSecond
    let due = (lastFrame ?? .now) + interval
    Task {
      if ContinuousClock.now < due {
        try? await Task.sleep(until: due, clock: .continuous)
      }
      self.isFramePending = false
      self.drawFrame()
    }
  }

  /// Writes what commands printed above the block, and the state and the prompt.
  private func drawFrame() {
    let state = session.store.state
    var status = Renderer.lines(state, progressStep: 1)
    if let meter = meter.text(
      progress: state.app.nthPrime.nthPrimeProgress, count: state.app.nthPrime.count, now: .now),
      let index = status.firstIndex(where: { $0.name == "prime" })
    {
      status[index].value = "count \(state.app.nthPrime.count) · \(meter)"
    }
    let frame = StatusScreen.Frame(status: status, prompt: editorPrompt, editor: editor)
    let printed = events.take()
    write(
      printed.isEmpty
        ? screen.draw(frame, width: width()) : screen.print(printed, then: frame, width: width()))
    lastFrame = .now
    session.markDrawn(Renderer.lines(state, progressStep: session.progressStep))
  }

  private var editorPrompt: String { "> " }
}
