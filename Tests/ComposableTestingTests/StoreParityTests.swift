import ComposableCore
import ComposableTesting
import ConcurrencyExtras
import TestSupport
import Testing

/// One reducer, run by a `Store` and by a `TestStore`, sees the same actions in the same order
/// and reaches the same states.
@Reducer
private struct Relay {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case add(Int)
    case echo(Int)
    case fanOut(Int)
    case chain(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append("\(action)")
      switch action {
      case let .add(n):
        state.count += n
        return .none
      case let .echo(n):
        return .send(.add(n))
      case let .fanOut(n):
        return .merge(.send(.add(n)), .run { send in await send(.add(n * 10)) })
      case let .chain(n):
        return .concatenate(
          .run { send in await send(.add(n)) },
          .send(.echo(n + 1)),
          .run { send in await send(.add(-n)) }
        )
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StoreParityTests {
  @Test func aStoreAndATestStoreAgree() async {
    for await seed in propertySeeds(quick: 10, soak: 100) {
      var generator = SeededGenerator(seed: seed)
      let script: [Relay.Action] = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        let n = Int.random(in: 1...9, using: &generator)
        return [.add(n), .echo(n), .fanOut(n), .chain(n)].randomElement(using: &generator)!
      }

      let store = Store(initialState: Relay.State()) { Relay() }
      for action in script { await store.send(action).finish() }

      let testStore = TestStore(initialState: Relay.State()) { Relay() }
      testStore.exhaustivity = .off
      for action in script { await testStore.send(action).finish() }
      await testStore.skipReceivedActions(strict: false)

      guard store.state == testStore.state else {
        Issue.record(
          """
          seed \(seed): \(script)
          Store:     \(store.state.log)
          TestStore: \(testStore.state.log)
          """)
        return
      }
    }
  }
}
