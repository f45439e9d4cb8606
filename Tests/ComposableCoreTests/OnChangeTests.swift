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

  @Reducer
  struct Sum {
    @ObservableState
    struct State: Equatable {
      var a = 0
      var b = 0
      var sums: [Int] = []
    }

    enum Action {
      case set(a: Int, b: Int)
    }

    static func sameEvenCount(_ old: [Int], _ new: [Int]) -> Bool {
      old.count / 2 == new.count / 2
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard case let .set(a, b) = action else { return .none }
        state.a = a
        state.b = b
        return .none
      }
      .onChange(of: { ($0.a, $0.b) }, removeDuplicates: ==) { _, newValue in
        Reduce { state, _ in
          state.sums.append(newValue.0 + newValue.1)
          return .none
        }
      }
      .onChange(of: \.sums, removeDuplicates: Self.sameEvenCount) { _, sums in
        Reduce { state, _ in
          state.sums.append(-sums.count)
          return .none
        }
      }
    }
  }

  @Test func removeDuplicatesDecidesWhatCountsAsAChange() {
    let store = Store(initialState: Sum.State()) { Sum() }
    store.send(.set(a: 1, b: 2))
    store.send(.set(a: 1, b: 2))
    store.send(.set(a: 2, b: 2))
    // NB: The second reducer runs when the number of sums crosses an even count.
    #expect(store.sums == [3, 4, -2])
  }
}
