import ComposableCore
import ComposableTesting
import Testing

/// A reducer that refers to itself, TCA's recursion case study: each row holds rows of its own.
private struct Outline: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var rows: IdentifiedArrayOf<State> = []
  }

  @CasePathable
  enum Action: Equatable {
    case addRow(id: Int)
    case renameButtonTapped(String)
    case renamed(String)
    indirect case rows(IdentifiedActionOf<Outline>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addRow(id):
        state.rows.append(State(id: id))
        return .none
      case let .renameButtonTapped(title):
        return .run { send in await send(.renamed(title)) }
      case let .renamed(title):
        state.title = title
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Self() }
  }
}

/// A reducer that refers to itself runs three levels deep, in a store and in a test store.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RecursionTests {
  @Test func threeLevelsRunInAStore() async {
    let store = Store(initialState: Outline.State(id: 0)) { Outline() }
    store.send(.addRow(id: 1))
    store.send(.rows(.element(id: 1, action: .addRow(id: 2))))
    store.send(.rows(.element(id: 1, action: .rows(.element(id: 2, action: .addRow(id: 3))))))
    await store.send(
      .rows(.element(id: 1, action: .rows(.element(id: 2, action: .renameButtonTapped("deep")))))
    ).finish()
    #expect(store.state.rows[id: 1]?.rows[id: 2]?.title == "deep")
    #expect(store.state.rows[id: 1]?.rows[id: 2]?.rows.ids == [3])
  }

  @Test func threeLevelsRunInATestStore() async {
    let store = TestStore(initialState: Outline.State(id: 0)) { Outline() }
    await store.send(.addRow(id: 1)) {
      $0.rows.append(Outline.State(id: 1))
    }
    await store.send(.rows(.element(id: 1, action: .addRow(id: 2)))) {
      $0.rows[id: 1]?.rows.append(Outline.State(id: 2))
    }
    let deep = Outline.Action.rows(
      .element(id: 1, action: .rows(.element(id: 2, action: .renameButtonTapped("deep")))))
    await store.send(deep)
    await store.receive(
      .rows(.element(id: 1, action: .rows(.element(id: 2, action: .renamed("deep")))))
    ) {
      $0.rows[id: 1]?.rows[id: 2]?.title = "deep"
    }
  }
}
