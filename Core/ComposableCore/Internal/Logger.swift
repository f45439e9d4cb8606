import Synchronization

/// A log of store lifetime events, `Store<State, Action>.init` and `.deinit`, kept while
/// ``isEnabled`` is on; TCA's `@_spi(Logging)` hook, which its tests read to check when stores
/// are created and released.
///
/// Off by default, when a store pays one atomic load to skip it. Unlike TCA's it can be read and
/// switched from any isolation.
@_spi(Logging)
public final class Logger: Sendable {
  /// The log that stores write to.
  public static let shared = Logger()

  private let enabled = Atomic(false)
  private let entries = Mutex<[String]>([])

  /// Whether events are logged.
  public var isEnabled: Bool {
    get { enabled.load(ordering: .relaxed) }
    set { enabled.store(newValue, ordering: .relaxed) }
  }

  /// The events logged since the last ``clear()``, oldest first.
  public var logs: [String] {
    entries.withLock { $0 }
  }

  /// Appends an event if logging is enabled; the message is only built when it is.
  public func log(_ message: @autoclosure () -> String) {
    guard isEnabled else { return }
    let message = message()
    entries.withLock { $0.append(message) }
  }

  /// Forgets the logged events.
  public func clear() {
    entries.withLock { $0.removeAll() }
  }
}
