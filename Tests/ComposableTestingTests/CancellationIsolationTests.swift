import Clocks
import ComposableCore
import ComposableTesting
import Testing

/// A cancellation identifier reaches only the effects of the feature that cancels: not a
/// parent's, not a sibling's, not another store's.
private enum CancelID { case timer }

@Reducer
private struct Stopwatch {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }

  enum Action: Equatable { case start, stop, tick }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Dashboard {
  @ObservableState
  struct State: Equatable {
    var own = Stopwatch.State()
    @Presents var sheet: Stopwatch.State?
    var path = StackState<Stopwatch.State>()
  }

  enum Action: Equatable {
    case own(Stopwatch.Action)
    case path(StackAction<Stopwatch.State, Stopwatch.Action>)
    case sheet(PresentationAction<Stopwatch.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.own, action: \.own) { Stopwatch() }
    EmptyReducer()
      .ifLet(\.$sheet, action: \.sheet) { Stopwatch() }
      .forEach(\.path, action: \.path) { Stopwatch() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct CancellationIsolationTests {
  @Test func aPresentedChildCannotCancelItsParentsEffects() async {
    let clock = TestClock()
    var initial = Dashboard.State()
    initial.sheet = Stopwatch.State()
    let store = TestStore(initialState: initial) {
      Dashboard()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.own(.start))
    await store.send(.sheet(.presented(.start)))
    await store.send(.sheet(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.own(.tick)) { $0.own.ticks = 1 }
    await store.send(.own(.stop))
  }

  @Test func aParentCancelsItsPresentedChildsEffectsByTheirID() async {
    // NB: As in TCA, an effect is cancellable from its feature and from every feature around it.
    let clock = TestClock()
    var initial = Dashboard.State()
    initial.sheet = Stopwatch.State()
    let store = TestStore(initialState: initial) {
      Dashboard()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.sheet(.presented(.start)))
    await store.send(.own(.start))
    await store.send(.own(.stop))
    await clock.advance(by: .seconds(1))
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func aStackElementCannotCancelItsSiblingsEffects() async {
    let clock = TestClock()
    var initial = Dashboard.State()
    initial.path.append(Stopwatch.State(id: 0))
    initial.path.append(Stopwatch.State(id: 1))
    let store = TestStore(initialState: initial) {
      Dashboard()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.path(.element(id: 1, action: .start)))
    await store.send(.path(.element(id: 1, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func aStoreAndATestStoreDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = Store(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let testStore = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.start)
    await testStore.send(.start)
    await testStore.send(.stop)
    await clock.advance(by: .seconds(1))
    #expect(store.state.ticks == 1)
    store.send(.stop)
  }

  @Test func cancellingTheTaskOfASendCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await task.cancel()
    await clock.advance(by: .seconds(5))
  }
}
