import ComposableArchitecture
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct WithTaskCancellationTests {
  enum CancelID { case search }

  @Reducer
  struct Searcher {
    struct State: Equatable { var results: [String] = [] }
    enum Action: Equatable { case search(String), stop, found(String) }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .search(query):
          return .run { send in
            try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(1))
              await send(.found(query))
            }
          }
        case .stop:
          return .cancel(id: CancelID.search)
        case let .found(result):
          state.results.append(result)
          return .none
        }
      }
    }
  }

  @Test func cancelInFlightKeepsOnlyTheLatestOperation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Searcher.State()) {
      Searcher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.search("a"))
    await store.send(.search("ab"))
    await clock.advance(by: .seconds(1))
    await store.receive(.found("ab")) { $0.results = ["ab"] }
  }

  @Test func anEffectCancelsTheOperationByItsIdentifier() async {
    let clock = TestClock()
    let store = TestStore(initialState: Searcher.State()) {
      Searcher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.search("a"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.stop)
    await store.finish()
  }

  @Test func outsideAStoreTaskCancelReachesIt() async {
    let started = AsyncStream.makeStream(of: Void.self)
    let task = Task {
      try await withTaskCancellation(id: CancelID.search) {
        started.continuation.yield()
        try await Task.never()
      }
    }
    for await _ in started.stream { break }
    Task.cancel(id: CancelID.search)
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aNonThrowingOperationNeedsNoTry() async {
    let value = await withTaskCancellation(id: CancelID.search) { 42 }
    #expect(value == 42)
  }
}
