import Clocks
import ComposableCore
import Testing

/// `ifLet` treats a child whose identity changes as a new child: the old child's effects are
/// cancelled. The identity is the case of an enum state and the `id` of an `Identifiable` one.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ChildIdentityTests {
  @Test func replacingAnEnumChildsCaseCancelsItsTimer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, child: .ticking(Ticker.State(id: 1)))
    let timer = store.send(.child(.ticking(.start)))
    await tick(clock, times: 2)
    await reach(store) { $0.child == .ticking(Ticker.State(id: 1, ticks: 2)) }

    store.send(.replace(.idle))
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.state.child == .idle)
    #expect(store.runningEffectCount == 0)
  }

  @Test func replacingAChildWithAnotherIDCancelsItsTimer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, child: .ticking(Ticker.State(id: 3)))
    let timer = store.send(.child(.ticking(.start)))
    await tick(clock, times: 1)
    await reach(store) { $0.child == .ticking(Ticker.State(id: 3, ticks: 1)) }

    store.send(.replace(.ticking(Ticker.State(id: 4))))
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.state.child == .ticking(Ticker.State(id: 4)))
    #expect(store.runningEffectCount == 0)
  }

  @Test func mutatingAChildInPlaceKeepsItsTimer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, child: .ticking(Ticker.State(id: 3)))
    let timer = store.send(.child(.ticking(.start)))
    await tick(clock, times: 1)
    await reach(store) { $0.child == .ticking(Ticker.State(id: 3, ticks: 1)) }

    store.send(.replace(.ticking(Ticker.State(id: 3, ticks: 100))))
    await tick(clock, times: 2)
    await reach(store) { $0.child == .ticking(Ticker.State(id: 3, ticks: 102)) }
    timer.cancel()
    await timer.finish()
  }

  @Test func aStructChildWithAnotherIDIsANewChild() async {
    let clock = TestClock()
    let store = Store(initialState: Holder.State(ticker: Ticker.State(id: 1))) {
      Holder()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = store.send(.ticker(.start))
    await tick(clock, times: 1)
    await reach(store) { $0.ticker == Ticker.State(id: 1, ticks: 1) }
    store.send(.replace(Ticker.State(id: 1, ticks: 10)))
    await tick(clock, times: 1)
    await reach(store) { $0.ticker == Ticker.State(id: 1, ticks: 11) }

    store.send(.replace(Ticker.State(id: 2)))
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.state.ticker == Ticker.State(id: 2))
    #expect(store.runningEffectCount == 0)
  }

  /// Advances the clock by a second `times` times, each time once the timer sleeps on it.
  ///
  /// NB: The timer's next sleep starts on the global executor after its previous one ends. An
  ///     advance that comes first moves the clock past a sleep that is not there yet, and the
  ///     timer then waits for the next advance, which never comes.
  private func tick(_ clock: TestClock<Duration>, times: Int) async {
    for _ in 0..<times {
      // NB: `checkSuspension` throws once something sleeps on the clock.
      while (try? await clock.checkSuspension()) != nil {}
      await clock.advance(by: .seconds(1))
    }
  }

  /// Waits until the store's state satisfies `condition`.
  ///
  /// NB: A test clock resumes a sleeping effect through the global executor, which a loaded
  /// machine can keep waiting after `advance` has returned; the effect's action arrives then.
  private func reach<State, Action>(
    _ store: Store<State, Action>, _ condition: (State) -> Bool
  ) async {
    for await state in store.states where condition(state) { return }
  }

  private func makeStore(clock: TestClock<Duration>, child: Mode) -> StoreOf<Modes> {
    Store(initialState: Modes.State(child: child)) {
      Modes()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}

/// A child that ticks once a second after `start`.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A child state that is an enum: idle, or ticking with a `Ticker`.
@CasePathable
enum Mode: Equatable {
  case idle
  case ticking(Ticker.State)

  @CasePathable
  enum Action: Equatable {
    case ticking(Ticker.Action)
  }
}

/// Runs a `Ticker` while the mode is `ticking`.
struct ModeReducer: Reducer {
  func reduce(into state: inout Mode, action: Mode.Action) -> Effect<Mode.Action> {
    guard case var .ticking(ticker) = state, case let .ticking(action) = action else {
      return .none
    }
    let effect = Ticker().reduce(into: &ticker, action: action)
    state = .ticking(ticker)
    return effect.map(Mode.Action.ticking)
  }
}

/// A parent whose optional child is a `Mode`.
struct Modes: Reducer {
  struct State: Equatable {
    var child: Mode?
  }

  @CasePathable
  enum Action: Equatable {
    case child(Mode.Action)
    case replace(Mode)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .replace(child) = action { state.child = child }
      return .none
    }
    .ifLet(\.child, action: \.child) { ModeReducer() }
  }
}

/// A parent whose optional child is an `Identifiable` struct.
struct Holder: Reducer {
  struct State: Equatable {
    var ticker: Ticker.State?
  }

  @CasePathable
  enum Action: Equatable {
    case ticker(Ticker.Action)
    case replace(Ticker.State)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .replace(ticker) = action { state.ticker = ticker }
      return .none
    }
    .ifLet(\.ticker, action: \.ticker) { Ticker() }
  }
}
