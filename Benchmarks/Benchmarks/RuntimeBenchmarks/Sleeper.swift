import ComposableCore
import Synchronization

/// A feature that starts effects that run until they are cancelled, counting those that started.
struct Sleeper: Reducer {
  struct State {}

  enum Action {
    case start
    case stop
  }

  enum CancelID { case sleep }

  let started: Started

  var body: some ReducerOf<Self> {
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

  /// How many effects have begun running.
  final class Started: Sendable {
    let count = Atomic(0)
  }
}
