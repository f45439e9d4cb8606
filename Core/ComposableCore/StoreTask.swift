import ConcurrencyExtras

/// The effects started by one ``Store/send(_:)``.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  package let rawValue: Task<Void, Never>?

  package init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects started by the action, and those started by actions they sent.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Returns when every effect started by the action has ended.
  ///
  /// Cancelling the awaiting task cancels those effects.
  public func finish() async {
    await rawValue?.cancellableValue
  }

  /// Whether the task was cancelled; a send that started no effect counts as cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
