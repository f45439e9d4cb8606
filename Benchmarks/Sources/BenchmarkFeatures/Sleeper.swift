import ComposableCore
import Synchronization

/// A feature that starts effects that run until they are cancelled, counting those that started.
public struct Sleeper: Reducer, Sendable {
  public struct State: Sendable {
    public init() {}
  }

  public enum Action: Sendable {
    case start
    case stop
  }

  enum CancelID { case sleep }

  let started: Started

  public init(started: Started) {
    self.started = started
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { [started] _ in
          started.count.add(1, ordering: .relaxed)
          try await Task.never()
        }
        .cancellable(id: CancelID.sleep)
      case .stop:
        return .cancel(id: CancelID.sleep)
      }
    }
  }

  /// What an effect of this feature does, off the main actor, without a store: counts itself as
  /// started and waits until cancelled.
  @concurrent public static func start(counting started: Started) async {
    started.count.add(1, ordering: .relaxed)
    try? await Task.never()
  }

  /// How many effects have begun running.
  public final class Started: Sendable {
    public let count = Atomic(0)

    public init() {}
  }
}
