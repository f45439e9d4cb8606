import ConcurrencyExtras

/// A one-shot signal that effects in tests wait on instead of sleeping.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream()
  }

  /// Lets every current and future `wait()` return.
  func open() {
    continuation.finish()
  }

  /// Suspends until the gate is opened or the task is cancelled.
  func wait() async {
    for await _ in stream {}
  }
}
