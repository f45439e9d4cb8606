/// A one-shot signal that tasks wait on until it is opened, instead of sleeping.
///
/// An effect or a server handler stalls on `await gate.wait()` until the test calls ``open()``,
/// or until the waiting task is cancelled.
public final class Gate: Sendable {
  private let opened = Awaitable(false)

  /// Creates a closed gate.
  public init() {}

  /// Whether ``open()`` has been called.
  public var isOpen: Bool { opened.value }

  /// Opens the gate, letting every current and future ``wait()`` return.
  public func open() {
    opened.withValue { $0 = true }
  }

  /// Suspends until the gate is opened or the current task is cancelled.
  public func wait() async {
    await opened.wait { $0 }
  }
}
