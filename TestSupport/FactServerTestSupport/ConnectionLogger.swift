import FlyingSocks

/// A FlyingFox logger that turns the server's connection log lines into events.
///
/// FlyingFox reports connections only through its logger, as `"<host> open connection"`
/// and `"<host> close connection"`; everything else it logs is dropped.
struct ConnectionLogger: Logging {
  enum Event {
    case opened
    case closed
  }

  let onEvent: @Sendable (Event) -> Void

  func logInfo(_ info: @autoclosure () -> String) {
    let line = info()
    if line.hasSuffix(" open connection") {
      onEvent(.opened)
    } else if line.hasSuffix(" close connection") {
      onEvent(.closed)
    }
  }

  func logDebug(_ debug: @autoclosure () -> String) {}

  func logWarning(_ warning: @autoclosure () -> String) {}

  func logError(_ error: @autoclosure () -> String) {}

  func logCritical(_ critical: @autoclosure () -> String) {}
}
