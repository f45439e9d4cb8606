/// A failure the command line reports in one line and exits with.
public struct CLIError: Error, Equatable, CustomStringConvertible {
  /// The exit codes, after `sysexits.h`.
  public enum Code: Int32, Sendable {
    /// A bad command, argument or script line (EX_USAGE).
    case usage = 64
    /// A corrupt recording or a failed verification (EX_DATAERR).
    case data = 65
    /// A file that cannot be read (EX_NOINPUT).
    case cannotRead = 66
    /// A file that cannot be written (EX_CANTCREAT).
    case cannotOpen = 73
    /// A fact that could not be fetched.
    case failure = 1
  }

  public var code: Code
  public var description: String

  public init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }
}
