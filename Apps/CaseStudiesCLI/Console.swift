import Foundation
import Synchronization

/// Where the app reads its lines and writes its output, and whether each end is a terminal.
///
/// Commands use ``current``, a task-local value: the process's own console by default, or one a
/// test installs to run the app in-process and read what it printed:
///
/// ```swift
/// let capture = Console.Capture(input: "counter +\n")
/// let status = await Console.$current.withValue(capture.console) {
///   await CaseStudies.execute(["--facts", "mock"])
/// }
/// // status == 0, capture.stdout == "counter: 1\n"
/// ```
public struct Console: Sendable {
  /// Whether standard input is a terminal, so that the app prompts instead of running a script.
  public var isInteractive: Bool
  /// Whether standard output is a terminal, where progress is drawn in place.
  public var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal, where a one-shot command draws its progress.
  public var stderrIsTerminal: Bool
  /// The lines of standard input.
  public var lines: @Sendable () -> AsyncStream<String>
  private let write: @Sendable (_ text: String, _ toError: Bool) -> Void

  /// A console with the given ends.
  public init(
    isInteractive: Bool = false,
    stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false,
    lines: @escaping @Sendable () -> AsyncStream<String>,
    write: @escaping @Sendable (_ text: String, _ toError: Bool) -> Void
  ) {
    self.isInteractive = isInteractive
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.lines = lines
    self.write = write
  }

  /// The console commands use: the process's, unless a test has installed another.
  @TaskLocal public static var current = Console.standard

  /// The process's standard input, output and error.
  public static var standard: Console {
    Console(
      isInteractive: isatty(STDIN_FILENO) == 1,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      stderrIsTerminal: isatty(STDERR_FILENO) == 1,
      lines: standardInputLines,
      write: { text, toError in
        // NB: Unbuffered, so that output and errors keep their order. A reader that has gone
        //     (a closed pipe, a terminal that hung up) fails the write, which is dropped: the
        //     non-throwing `write(_:)` would crash the app instead.
        try? (toError ? FileHandle.standardError : FileHandle.standardOutput)
          .write(contentsOf: Data(text.utf8))
      }
    )
  }

  /// Writes to standard output.
  public func out(_ text: String) {
    write(text, false)
  }

  /// Writes to standard error.
  public func err(_ text: String) {
    write(text, true)
  }

  /// Whether the interactive screen runs: standard input and output are terminals and `TERM`
  /// is not `dumb`. Elsewhere the app prints one line per change.
  public var showsScreen: Bool {
    isInteractive && stdoutIsTerminal
      && ProcessInfo.processInfo.environment["TERM"].map { $0 != "dumb" && !$0.isEmpty } ?? false
  }

  /// The escape that moves to the start of the line and clears it.
  static let clearLine = "\r\u{1B}[2K"
}

extension Console {
  /// A console that reads a fixed input and keeps what is written, for running the app
  /// in-process; its ends are not terminals.
  public final class Capture: Sendable {
    private let written = Mutex((stdout: "", stderr: ""))
    private let input: [String]

    /// A capture whose standard input holds `input`, split into lines.
    public init(input: String = "") {
      let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      self.input = lines.last == "" ? Array(lines.dropLast()) : lines
    }

    /// What was written to standard output.
    public var stdout: String { written.withLock { $0.stdout } }

    /// What was written to standard error.
    public var stderr: String { written.withLock { $0.stderr } }

    /// The console to install as ``Console/current``.
    public var console: Console {
      Console(
        lines: { [input] in
          AsyncStream { continuation in
            for line in input { continuation.yield(line) }
            continuation.finish()
          }
        },
        write: { [self] text, toError in
          written.withLock { toError ? $0.stderr.append(text) : $0.stdout.append(text) }
        }
      )
    }
  }
}
