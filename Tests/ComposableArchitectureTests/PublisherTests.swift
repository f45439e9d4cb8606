#if Combine
  @_spi(Internals) import ComposableArchitecture
  import OpenCombineShim
  import Testing

  @Reducer
  private struct Ticker {
    @ObservableState
    struct State: Equatable {
      var ticks: [Int] = []
      var title = ""
    }
    enum Action: Equatable {
      case rename(String)
      case start
      case tick(Int)
    }
    let ticks: PassthroughSubject<Int, Never>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(title):
          state.title = title
          return .none
        case .start:
          return .publisher { ticks.map(Action.tick) }.cancellable(id: "ticks")
        case let .tick(tick):
          state.ticks.append(tick)
          return tick == 3 ? .cancel(id: "ticks") : .none
        }
      }
    }
  }

  @MainActor
  struct PublisherTests {
    @Test func aPublisherEffectSendsWhatItEmitsUntilItCompletes() async {
      let ticks = PassthroughSubject<Int, Never>()
      let effectStore = TestStore(initialState: Ticker.State()) { Ticker(ticks: ticks) }
      await effectStore.send(.start)
      ticks.send(1)
      await effectStore.receive(.tick(1)) { $0.ticks = [1] }
      ticks.send(2)
      await effectStore.receive(.tick(2)) { $0.ticks = [1, 2] }
      ticks.send(completion: .finished)
      await effectStore.finish()
    }

    @Test func cancellingAPublisherEffectCancelsItsSubscription() async {
      let ticks = PassthroughSubject<Int, Never>()
      let store = TestStore(initialState: Ticker.State()) { Ticker(ticks: ticks) }
      await store.send(.start)
      ticks.send(3)
      await store.receive(.tick(3)) { $0.ticks = [3] }
      ticks.send(4)
      await store.finish()
    }

    @Test func aJustPublisherSendsOnce() async {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state = action
          return action == 0 ? .publisher { Just(1) } : .none
        }
      }
      await store.send(0)
      await store.receive(1) { $0 = 1 }
    }

    @Test func whatAPublisherEmitsOnTheMainThreadArrivesAtOnceAndItsCompletionEndsTheEffect() {
      let scheduler = DispatchQueue.test
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          return action == 0 ? .publisher { Just(10).delay(for: 1, scheduler: scheduler) } : .none
        }
      }
      let task = store.send(0)
      #expect(store.effectCancellables.count == 1)
      scheduler.advance(by: 2)
      // NB: No await: the action and the end of the effect happen within `advance`, as in TCA.
      #expect(store.withState { $0 } == 10)
      #expect(store.effectCancellables.count == 0)
      #expect(!task.isCancelled)
    }

    @Test func actionsAPublisherEmitsWhileTheReducerRunsQueueBehindIt() async {
      let subject = PassthroughSubject<Void, Never>()
      enum Action: Equatable { case start, tap, tapped }
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { state, action in
          switch action {
          case .start:
            return .publisher { subject.map { Action.tapped } }
          case .tap:
            subject.send()
            return .none
          case .tapped:
            state += 1
            return .none
          }
        }
      }
      await store.send(.start)
      await store.send(.tap)
      await store.receive(.tapped) { $0 = 1 }
      await store.send(.tap)
      await store.receive(.tapped) { $0 = 2 }
      // NB: The effect ends with the completion: the store, released at the end of the test,
      //     finds nothing still running.
      subject.send(completion: .finished)
    }

    @Test func theStorePublisherEmitsTheStateAndEachChangeOfAMember() {
      let store = Store(initialState: Ticker.State()) { Ticker(ticks: PassthroughSubject()) }
      var titles: [String] = []
      var states = 0
      let titleSubscription = store.publisher.title.sink { titles.append($0) }
      let stateSubscription = store.publisher.sink { _ in states += 1 }
      store.send(.rename("a"))
      store.send(.tick(1))
      store.send(.rename("b"))
      #expect(titles == ["", "a", "b"])
      #expect(states == 4)
      titleSubscription.cancel()
      store.send(.rename("c"))
      #expect(titles == ["", "a", "b"])
      #expect(states == 5)
      _ = stateSubscription
    }
  }
#endif
