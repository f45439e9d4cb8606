import ComposableCore
import ComposableTesting
import ConcurrencyExtras
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct TestStoreConfigurationTests {
  enum CancelID { case work }

  @Test func prepareRunsOnce() {
    let count = LockIsolated(0)
    let store = TestStore(initialState: 0) {
      EmptyReducer<Int, Void>()
    } withDependencies: { _ in
      count.withValue { $0 += 1 }
    }
    #expect(count.value == 1)
    _ = store
  }

  @Test func stateIsTheStateAsOfTheLastAssertion() async {
    enum Action: Equatable { case a, b, c }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { count, action in
        count += 1
        return action == .a ? .merge(.send(.b), .send(.c)) : .none
      }
    }
    await store.send(.a) {
      #expect(store.state == 0)
      $0 = 1
    }
    #expect(store.state == 1)
    await store.receive(.b) {
      #expect(store.state == 1)
      $0 = 2
    }
    #expect(store.state == 2)
    await store.receive(.c) { $0 = 3 }
    #expect(store.state == 3)
  }

  @Test func aStoreHoldsTheMainSerialExecutorUntilToldNotTo() {
    let holder = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    #expect(holder.useMainSerialExecutor)
    #expect(uncheckedUseMainSerialExecutor)
    do {
      let other = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
      other.useMainSerialExecutor = false
      other.useMainSerialExecutor = false
      #expect(!other.useMainSerialExecutor)
    }
    #expect(uncheckedUseMainSerialExecutor, "the holder still holds it")
    _ = holder
  }

  @Test func taskCancelCancelsInTheTestStore() async {
    enum Action: Equatable { case tapped, response }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .tapped:
          return .run { send in
            Task.cancel(id: CancelID.work)
            try Task.checkCancellation()
            await send(.response)
          }
          .cancellable(id: CancelID.work)
        case .response:
          return .none
        }
      }
    }
    await store.send(.tapped).finish()
  }
}
