import ComposableCore
import ConcurrencyExtras
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PrintChangesTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment, noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .increment = action { state.count += 1 }
      return .none
    }
  }

  @Test func printsEachActionAndTheDiffItCaused() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().printChanges { line in output.withValue { $0.append(line) } }
    }
    store.send(.increment)
    store.send(.noop)
    #expect(
      output.value == [
        """
        received action:
          PrintChangesTests.Counter.Action.increment
          - PrintChangesTests.Counter.State(count: 0)
          + PrintChangesTests.Counter.State(count: 1)
        """,
        """
        received action:
          PrintChangesTests.Counter.Action.noop
          (No state changes)
        """,
      ])
  }
}
