import ComposableArchitecture
import Testing

/// A search that runs once typing pauses for a second, timed by a clock or, in TCA's older
/// spelling, by a scheduler.
@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
  }

  enum Action: Equatable {
    case clearButtonTapped
    case queryChanged(String)
    case searchResponse(String)
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.mainQueue) var mainQueue
  var onScheduler = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearButtonTapped:
        state.query = ""
        return .cancel(id: CancelID.search)
      case let .queryChanged(query):
        state.query = query
        let search = Effect<Action>.run { send in await send(.searchResponse(query)) }
        return onScheduler
          ? search.debounce(id: CancelID.search, for: .seconds(1), scheduler: mainQueue)
          : search.debounce(id: CancelID.search, for: .seconds(1), clock: clock)
      case let .searchResponse(query):
        state.searches.append(query)
        return .none
      }
    }
  }
}

@MainActor
struct DebounceTests {
  @Test func searchesOnceTypingPauses() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("c")) { $0.query = "c" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("co")) { $0.query = "co" }
    await clock.advance(by: .milliseconds(999))
    await store.send(.queryChanged("com")) { $0.query = "com" }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchResponse("com")) { $0.searches = ["com"] }
  }

  @Test func cancellingDuringTheWaitDropsTheEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("c")) { $0.query = "c" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.clearButtonTapped) { $0.query = "" }
    await clock.advance(by: .seconds(10))
  }

  @Test func searchesOnceTypingPausesOnAScheduler() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search(onScheduler: true)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }

    await store.send(.queryChanged("c")) { $0.query = "c" }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChanged("co")) { $0.query = "co" }
    await mainQueue.advance(by: .milliseconds(999))
    await store.send(.queryChanged("com")) { $0.query = "com" }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.searchResponse("com")) { $0.searches = ["com"] }
  }
}
