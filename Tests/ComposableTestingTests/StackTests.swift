import Clocks
import ComposableCore
import ComposableTesting
import Testing

/// Navigation stacks in TCA's style: pushing, popping, element actions by id, and effects
/// cancelled when their element leaves the stack.
@Reducer
private struct Navigator {
  @Reducer
  enum Path {
    case ticker(Ticker)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case pushButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .pushButtonTapped:
        state.path.append(.ticker(Ticker.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Navigator.Path.State: Equatable {}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StackTests {
  @Test func elementsAreNumberedAndReachedByID() async {
    let store = makeStore(TestClock())
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(\.path[id: 1].ticker.tick) {
      $0.path[id: 1, case: \.ticker]?.ticks = 1
    }
  }

  @Test func poppingCancelsThePoppedElementsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    await store.send(\.path[id: 1].ticker.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].ticker.tick) {
      $0.path[id: 1, case: \.ticker]?.ticks = 1
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(5))
  }

  @Test func pushActionsUseTheirID() async {
    let store = makeStore(TestClock())
    await store.send(.path(.push(id: 0, state: .ticker(Ticker.State(ticks: 7))))) {
      $0.path.append(.ticker(Ticker.State(ticks: 7)))
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .ticker(Ticker.State()))))
    } matching: { issue in
      issue.description.contains("a push with id #0, which an element of the stack already has")
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .ticker(Ticker.State()))))
    } matching: { issue in
      issue.description.contains("a push with id #5, which skips ahead of the next id, #1")
    }
  }

  @Test func anIDFreedByAPopCanBePushedAgain() async {
    let store = makeStore(TestClock())
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.path(.push(id: 0, state: .ticker(Ticker.State(ticks: 2))))) {
      $0.path[id: 0] = .ticker(Ticker.State(ticks: 2))
    }
  }

  @Test func anElementPopsItselfThroughItsDependency() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.pushButtonTapped) { $0.path.append(.ticker(Ticker.State())) }
    await store.send(\.path[id: 0].ticker.startButtonTapped)
    await store.send(\.path[id: 0].ticker.closeButtonTapped)
    await store.receive(\.path.popFrom) { $0.path.pop(from: 0) }
    await clock.advance(by: .seconds(5))
  }

  @Test func anActionForAnElementNotInTheStackIsReported() async {
    let store = makeStore(TestClock())
    await withKnownIssue {
      await store.send(\.path[id: 3].ticker.tick)
    } matching: { issue in
      issue.description.contains("an element that is not in the stack: id #3")
    }
  }

  private func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Navigator> {
    TestStore(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}
