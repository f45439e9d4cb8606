import Foundation

/// Where the app writes: standard output and error, and whether each is a terminal.
public struct Console: Sendable {
  public var isInteractive: Bool
  public var stdoutIsTerminal: Bool
  public var stderrIsTerminal: Bool

  /// The process's console.
  public static var current: Console {
    Console(
      isInteractive: isatty(STDIN_FILENO) == 1,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      stderrIsTerminal: isatty(STDERR_FILENO) == 1
    )
  }

  /// Writes to standard output, unbuffered so that output and errors keep their order.
  public func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes to standard error.
  public func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The escape that moves to the start of the line and clears it.
  static let clearLine = "\r\u{1B}[2K"
}
