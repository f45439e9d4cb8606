import Foundation
import Synchronization
import Testing

/// A tmux server of its own with one 100×30 window running a shell command, driven as a person
/// would: keys in, the screen's text out.
struct Tmux {
  /// Whether tmux is installed; `.ci/run` installs it.
  static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

  let socket = "case-studies-\(UUID().uuidString.prefix(8))"

  /// Starts `command` under `sh -c` in a detached session.
  func start(_ command: String) throws {
    // NB: Without output: the server it starts would hold a pipe open for good.
    try run(["new-session", "-d", "-s", "main", "-x", "100", "-y", "30", command], output: false)
  }

  /// Types `keys`: text as it is, and tmux key names such as `Enter`, `C-c` or `Left`.
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", "main"] + keys)
  }

  /// The text on the screen, one line per row, without trailing blank rows.
  func screen() throws -> String {
    let text = try run(["capture-pane", "-p", "-t", "main"])
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed().joined(separator: "\n")
  }

  /// The process id of the pane's shell.
  func shellPID() throws -> String {
    try run(["list-panes", "-t", "main", "-F", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until the screen satisfies `isDone` and returns it.
  ///
  /// The screen is read again each time the pane prints something, which a control-mode client
  /// of the same server reports (``PaneOutput``); nothing waits on a timer. A client that ends
  /// while the server still runs (tmux drops a control client that falls behind its output, as
  /// a starved test process does) is replaced, as often as it takes. Only the suite's time limit
  /// ends the wait, and then the test records what the screen showed.
  @discardableResult
  func waitForScreen(
    _ description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    until isDone: (String) -> Bool
  ) async throws -> String {
    while true {
      let output = try PaneOutput(socket: socket)
      defer { output.stop() }
      var changes = output.changes.makeAsyncIterator()
      // NB: The client's first notification says that it is attached: output from then on is
      // reported, and output before it is on the screen that is read next.
      _ = await changes.next()
      var text = try screen()
      while !isDone(text) {
        guard await changes.next() != nil else { break }
        text = try screen()
      }
      if isDone(text) { return text }
      guard !Task.isCancelled else {
        Issue.record(
          "stopped waiting for \(description); the screen:\n\(text)",
          sourceLocation: sourceLocation)
        throw CancellationError()
      }
    }
  }

  /// Ends the server and everything running in it.
  func kill() {
    let server = (try? run(["display-message", "-p", "#{pid}"], retrying: false))
      .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    _ = try? run(["kill-server"], output: false)
    // NB: A server that is still busy can miss `kill-server`; it must not outlive the test.
    if let server { Foundation.kill(server, SIGKILL) }
    // NB: tmux leaves its socket file behind, one per test in the user's tmux directory.
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(directory)/tmux-\(getuid())/\(socket)")
  }

  /// Runs a tmux command; one whose output it reads is run again until it succeeds, unless
  /// `retrying` is false.
  ///
  /// NB: A tmux client can fail to reach a server that is busy (seen at a load of about 15),
  ///     where an empty output would read as a blank screen; the test's time limit ends the
  ///     retries, for a server that has gone.
  @discardableResult
  private func run(
    _ arguments: [String], output readsOutput: Bool = true, retrying: Bool = true
  ) throws -> String {
    let arguments = ["-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    guard readsOutput else {
      // NB: Not `Process`: the tmux server forks from this client and inherits what
      // Foundation watches for the client's exit, so `waitUntilExit()` would wait for the server.
      // The tmux server outlives the test, so bash (dash takes one-digit descriptors) closes
      // every descriptor above standard error first: a socket of this process that the server
      // inherited would never close, and the loopback servers of other tests wait for their
      // clients to close.
      let closingDescriptors = """
        for f in /proc/$$/fd/*; do n=${f##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec "$@"
        """
      try spawnAndWait(
        ["/bin/bash", "-c", closingDescriptors, "bash", "/usr/bin/tmux"] + arguments,
        environment: environment)
      return ""
    }
    while true {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
      process.arguments = arguments
      process.environment = environment
      process.standardError = FileHandle.nullDevice
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      if process.terminationStatus == 0 { return String(decoding: data, as: UTF8.self) }
      guard retrying, !Task.isCancelled else { throw TmuxFailure(arguments: arguments) }
    }
  }
}

/// A tmux command that failed: its server had gone, or the test's time limit passed first.
struct TmuxFailure: Error, CustomStringConvertible {
  let arguments: [String]

  var description: String { "tmux \(arguments.joined(separator: " ")) failed" }
}

/// Runs `arguments` (the program's path first) with `environment`, standard output and error
/// on /dev/null, and waits for it to exit.
private func spawnAndWait(_ arguments: [String], environment: [String: String]) throws {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in argv + envp { free(pointer) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0, errno == EINTR {}
}

/// Runs `body` with the app started in tmux by `command`, a shell command line that starts with
/// `case-studies` for the built binary, with `environment` added, and ends the tmux server
/// afterwards.
func withTmux(
  _ command: String, environment: [String: String] = [:], _ body: (Tmux) async throws -> Void
) async throws {
  let binary = productsDirectory.appendingPathComponent("case-studies").path
  try #require(FileManager.default.isExecutableFile(atPath: binary), "build case-studies first")
  try #require(command.hasPrefix("case-studies"))
  let tmux = Tmux()
  defer { tmux.kill() }
  let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value) " }.joined()
  try tmux.start(
    // NB: Not niced: beside a dozen busy processes a niced app got so little of the CPU that it
    //     did not draw a search's rate within the time limit. Its searches are short: each test
    //     cancels its search once it has seen what it waits for.
    "env -u FACT_SERVER_URL NO_COLOR=1 \(variables)\(binary)\(command.dropFirst("case-studies".count))"
      + "; echo \"exit $?\"; stty -a; sleep 60")
  try await body(tmux)
}

/// A tmux control-mode client attached to the window, whose notifications (`%output` among
/// them) say that the pane printed something.
final class PaneOutput {
  /// One element per burst of notifications, the first when the client has attached; it
  /// finishes when the client ends.
  let changes: AsyncStream<Void>
  private let process: Process
  private let input: Pipe

  init(socket: String) throws {
    let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    self.changes = changes
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = [
      "-L", socket, "-f", "/dev/null", "-C", "attach-session", "-t", "main", "-r",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TMUX")
    process.environment = environment
    // NB: A control-mode client reads commands from standard input and leaves at its end.
    input = Pipe()
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    let attached = Mutex(false)
    // NB: The handler holds the pipe until it reads the end and removes itself: a pipe released
    //     with its handler still registered closes a descriptor libdispatch still watches, which
    //     can crash the test process in the dispatch manager thread.
    output.fileHandleForReading.readabilityHandler = { [output] handle in
      _ = output
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        continuation.finish()
        return
      }
      // NB: Every notification once the client has attached (`%session-changed`), not only
      // `%output`: a spare read of the screen costs little.
      let isAttached = attached.withLock { isAttached in
        isAttached = isAttached || data.range(of: Data("%session-changed".utf8)) != nil
        return isAttached
      }
      if isAttached { continuation.yield() }
    }
    process.terminationHandler = { _ in continuation.finish() }
    try process.run()
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }
}
