import ComposableCore
import ConcurrencyExtras
import Observation

/// How often `read`, tracked by Observation, is told of a change by sending `action` to `store`.
@MainActor
func notifications<State, Action>(
  _ store: Store<State, Action>, reading read: @escaping () -> Void, after action: Action
) -> Int {
  let count = LockIsolated(0)
  withObservationTracking {
    read()
  } onChange: {
    count.withValue { $0 += 1 }
  }
  store.send(action)
  return count.value
}
