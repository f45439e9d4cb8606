import ComposableCore
import Testing

@MainActor
struct OnChangeTests {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var searches: [String] = []
    }

    enum Action {
      case queryChanged(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case let .queryChanged(query) = action else { return .none }
        state.query = query
        return .none
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.searches.append("\(oldValue)→\(newValue)")
          return .none
        }
      }
    }
  }

  @Test func runsOnlyWhenTheValueChanges() {
    let store = Store(initialState: Search.State()) { Search() }
    store.send(.queryChanged("a"))
    store.send(.queryChanged("a"))
    store.send(.queryChanged("ab"))
    #expect(store.searches == ["→a", "a→ab"])
  }
}
