import ComposableCore
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ReducerTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment, decrement }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }

  struct Logged: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action { case tap }
    let flag: Bool
    let names: [String]
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.log.append("first"); return .none
      }
      if flag {
        Reduce { state, _ in
          state.log.append("if"); return .none
        }
      } else {
        Reduce { state, _ in
          state.log.append("else"); return .none
        }
      }
      for name in names {
        Reduce { state, _ in
          state.log.append(name); return .none
        }
      }
      if !flag {
        Reduce { state, _ in
          state.log.append("optional"); return .none
        }
      }
      CombineReducers {
        EmptyReducer()
        Reduce { state, _ in
          state.log.append("combined"); return .none
        }
      }
    }
  }

  @Test func reduceConformerRunsDirectly() {
    var state = Counter.State()
    _ = Counter().reduce(into: &state, action: .increment)
    _ = Counter().reduce(into: &state, action: .increment)
    _ = Counter().reduce(into: &state, action: .decrement)
    #expect(state.count == 1)
  }

  @Test func builderRunsReducersInOrder() {
    var state = Logged.State()
    _ = Logged(flag: true, names: ["a", "b"]).reduce(into: &state, action: .tap)
    #expect(state.log == ["first", "if", "a", "b", "combined"])
    state = Logged.State()
    _ = Logged(flag: false, names: []).reduce(into: &state, action: .tap)
    #expect(state.log == ["first", "else", "optional", "combined"])
  }

  @Test func builderRunsAnExistentialReducer() {
    let erased: [any ReducerOf<Counter>] = [Counter()]
    let combined = CombineReducers {
      Counter()
      Counter() as any ReducerOf<Counter>
      erased[0] as any Reducer<Counter.State, Counter.Action>
    }
    var state = Counter.State()
    _ = combined.reduce(into: &state, action: .increment)
    #expect(state.count == 3)
  }

  @Test func builderMergesEffectsOfAllReducers() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? .send("one") : .none
      }
      Reduce<[String], String> { _, action in
        action == "start" ? .send("two") : .none
      }
    }
    store.send("start")
    #expect(store.state == ["start", "one", "two"])
  }
}
