import ComposableCore
import Testing

@MainActor
struct StoreWithStateTests {
  @Test func readsTheCurrentState() {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .none
      }
    }
    #expect(store.withState { $0 } == 0)
    store.send(2)
    #expect(store.withState { $0 * 10 } == 20)
    #expect(store.state == 2)
  }
}
