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
  // NB: An object rather than a closure: the store's registration of the effect receives its
  //     actions itself, where a closure would allocate a context per effect. A registered run
  //     is kept as its class: making it an existential would look up its generic metadata and
  //     conformance on every effect.
  private let receiver: Receiver

  private enum Receiver: Sendable {
    case run(EffectRun<Action>)
    case other(any ActionReceiver<Action>)
  }

  /// Creates a `Send` from a closure that receives each action.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.receiver = .other(ClosureReceiver(send))
  }

  nonisolated init(receiver: any ActionReceiver<Action>) {
    self.receiver = .other(receiver)
  }

  /// A `Send` into the store that registered `run`.
  nonisolated init(run: EffectRun<Action>) {
    self.receiver = .run(run)
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    switch receiver {
    case let .run(run): run.receive(action)
    case let .other(receiver): receiver.receive(action)
    }
  }

  /// Sends an action back into the store with an animation, which does nothing on Linux (see
  /// `Animation`).
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }
}

/// What a ``Send`` hands its actions to.
protocol ActionReceiver<Action>: AnyObject, Sendable {
  associatedtype Action
  @MainActor func receive(_ action: Action)
}

/// Hands actions to a closure, for a ``Send`` made from one.
private final class ClosureReceiver<Action>: ActionReceiver {
  let send: @MainActor @Sendable (Action) -> Void

  init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  func receive(_ action: Action) {
    send(action)
  }
}
