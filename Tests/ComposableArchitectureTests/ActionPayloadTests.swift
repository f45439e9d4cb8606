import ComposableArchitecture
import Testing

/// Case key paths to cases with several values, and a stack's push, as TCA's tests send them.
@MainActor
struct ActionPayloadTests {
  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var age = 0
      var path = StackState<Detail.State>()
    }

    enum Action {
      case path(StackActionOf<Detail>)
      case set(String, Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .set(name, age):
          state.name = name
          state.age = age
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { Detail() }
    }
  }

  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func aTuplePayload() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(\.set, ("Blob", 42)) {
      $0.name = "Blob"
      $0.age = 42
    }
  }

  @Test func pushingOntoAStackAndPoppingFromIt() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(\.path.push, (id: 0, state: Detail.State())) {
      $0.path[id: 0] = Detail.State()
    }
    await store.send(\.path[id: 0].incrementButtonTapped) { $0.path[id: 0]?.count = 1 }
    await store.send(\.path.popFrom, 0) { $0.path = StackState() }
  }
}
