import ComposableArchitecture
import Testing

@MainActor
struct IfCaseLetTests {
  @Reducer
  struct Session {
    @CasePathable
    enum State: Equatable {
      case loggedIn(Timer.State)
      case loggedOut
    }

    enum Action {
      case loggedIn(Timer.Action)
      case logOutButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logOutButtonTapped = action { state = .loggedOut }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { Timer() }
    }
  }

  @Reducer
  struct Timer {
    struct State: Equatable { var ticks = 0 }
    enum Action { case startButtonTapped, tick }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startButtonTapped:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test func theChildRunsInItsCaseAndItsEffectsEndWithIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(Timer.State())) {
      Session()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.loggedIn.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.loggedIn.tick) { $0 = .loggedIn(Timer.State(ticks: 1)) }
    await store.send(.logOutButtonTapped) { $0 = .loggedOut }
    await clock.advance(by: .seconds(5))
  }

  @Test func aChildActionInAnotherCaseIsReported() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await withKnownIssue {
      await store.send(\.loggedIn.tick)
    } matching: { issue in
      issue.description.contains(
        #"An "ifCaseLet" received a child action when the state was in another case: tick"#)
    }
  }
}

/// `ifCaseLet` over a `Result`, whose cases CasePaths makes case-pathable, with an empty child.
@MainActor
struct IfCaseLetResultTests {
  struct Failure: Error, Equatable {}

  @Test func aResultCaseRunsItsChild() async {
    let store = TestStore(initialState: Result<Int, Failure>.success(0)) {
      Reduce<Result<Int, Failure>, Result<Int, Failure>> { _, _ in .none }
        .ifCaseLet(\.success, action: \.success) {
          Reduce { state, action in
            state = action
            return state < 0 ? .run { await $0(0) } : .none
          }
        }
    }
    await store.send(.success(1)) { $0 = .success(1) }
    await store.send(.failure(Failure()))
    await store.send(.success(-1)) { $0 = .success(-1) }
    await store.receive(.success(0)) { $0 = .success(0) }
  }

  @Test func anEmptyChildBuilds() async {
    let store = TestStore(initialState: Result<Int, Failure>.success(0)) {
      EmptyReducer<Result<Int, Failure>, Result<Int, Failure>>()
        .ifCaseLet(\.success, action: \.success) {}
    }
    await store.send(.success(1))
  }
}
