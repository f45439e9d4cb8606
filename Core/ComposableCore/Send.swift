/// Sends actions back into the store from an ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``.
///
/// ```swift
/// return .run { send in
///   await send(.timerTick)
/// }
/// ```
///
/// Once the effect is cancelled, sending does nothing.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure that receives each action.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// Sends an action back into the store with an animation, which does nothing on Linux (see
  /// `Animation`).
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }
}
