import Dispatch
import Foundation

/// Standard input in raw mode, for the interactive screen: keys arrive one at a time, unechoed,
/// and Ctrl-C and Ctrl-D arrive as keys.
///
/// NB: A small termios layer of our own. vapor/console-kit reads whole lines and passwords, and
/// onevcat/Rainbow only colours text; neither reads keys or restores a terminal on a signal.
///
/// The mode is restored by ``restore()``, which the interactive session calls on every way out,
/// and on SIGTERM, SIGHUP and SIGQUIT, which also end the process.
public final class RawTerminal: @unchecked Sendable {
  private let original: termios
  private var signalSources: [any DispatchSourceSignal] = []
  private let lock = NSLock()
  private var isRaw = false

  /// Puts the terminal on standard input into raw mode, or returns `nil` when standard input
  /// is not a terminal.
  public init?() {
    var attributes = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &attributes) == 0 else {
      return nil
    }
    original = attributes
    // No line buffering, echo or signal keys; output processing stays on, so "\n" is a newline.
    attributes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    attributes.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes) == 0 else { return nil }
    isRaw = true
    for signalNumber in [SIGTERM, SIGHUP, SIGQUIT] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [weak self] in
        self?.restore()
        // NB: After a SIGHUP the terminal is gone and the write fails; the exit goes on.
        try? FileHandle.standardOutput.write(
          contentsOf: Data((StatusScreen.showCursor + "\r\n").utf8))
        exit(128 + signalNumber)
      }
      source.resume()
      signalSources.append(source)
    }
  }

  deinit {
    restore()
  }

  /// Puts the terminal back into the mode it had. Safe to call more than once.
  public func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard isRaw else { return }
    isRaw = false
    var attributes = original
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
  }

  /// The terminal's width in columns, or 80 when it does not say.
  public static var width: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// The bytes typed on standard input, as they arrive, until it ends.
  public static func bytes() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
          let count = read(STDIN_FILENO, &buffer, buffer.count)
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Signals that the terminal changed size.
  public static func resizes() -> AsyncStream<Void> {
    AsyncStream { continuation in
      signal(SIGWINCH, SIG_IGN)
      // NB: A dispatch source is thread-safe; it is not marked Sendable.
      nonisolated(unsafe) let source = DispatchSource.makeSignalSource(
        signal: SIGWINCH, queue: .global())
      source.setEventHandler { continuation.yield() }
      continuation.onTermination = { _ in source.cancel() }
      source.resume()
    }
  }
}
