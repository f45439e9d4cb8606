import ComposableCore
import TestSupport
import Testing

/// Sends random actions through a store and through `reducer` called directly, for each property
/// seed; returns whether the two states stayed equal, and records the first step where they did
/// not, with the seed to replay it.
///
/// A store runs its reducer resolved (extractors, in-place access, kept dependencies), and a
/// direct call runs the reducer value as written, so the two must agree.
@MainActor
func storeMatchesDirectCalls<R: Reducer>(
  _ reducer: @autoclosure () -> R, from initialState: R.State, steps: Int = 200,
  action: (R.State, inout SeededGenerator) -> R.Action
) async -> Bool where R.State: Equatable {
  for await seed in propertySeeds(quick: 10, soak: 100) {
    var generator = SeededGenerator(seed: seed)
    let store = Store(initialState: initialState) { reducer() }
    var expected = initialState
    var history: [String] = []
    for step in 0..<steps {
      let action = action(expected, &generator)
      history.append("\(action)")
      _ = reducer().reduce(into: &expected, action: action)
      store.send(action)
      guard store.state == expected else {
        Issue.record(
          """
          \(replayHint(seed: seed, step: step, history: history))
          store: \(store.state)
          direct: \(expected)
          """
        )
        return false
      }
    }
  }
  return true
}
