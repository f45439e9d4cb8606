import Clocks
import ComposableCore
import ComposableTesting
import Testing

/// Presenting and dismissing children, in TCA's style: by the parent, by `.dismiss`, by the
/// child's `dismiss` dependency, and by a change of identity; each cancels the child's effects.
@Reducer
private struct Note {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case textChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .textChanged(text) = action else { return .none }
      state.text = text
      return .none
    }
  }
}

@Reducer
private enum Destination {
  case ticker(Ticker)
  case note(Note)
}

extension Destination.State: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var sheet: Ticker.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case hideButtonTapped
    case noteButtonTapped
    case sheet(PresentationAction<Ticker.Action>)
    case showButtonTapped(id: Int)
    case tickerButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination, .sheet:
        return .none
      case .hideButtonTapped:
        state.sheet = nil
        return .none
      case .noteButtonTapped:
        state.destination = .note(Note.State())
        return .none
      case let .showButtonTapped(id):
        state.sheet = Ticker.State(id: id)
        return .none
      case .tickerButtonTapped:
        state.destination = .ticker(Ticker.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$sheet, action: \.sheet) {
      Ticker()
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PresentationTests {
  @Test func settingTheChildToNilCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showButtonTapped(id: 1)) { $0.sheet = Ticker.State(id: 1) }
    await store.send(\.sheet.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 1 }
    await store.send(.hideButtonTapped) { $0.sheet = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func dismissActionDismissesAndCancels() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showButtonTapped(id: 1)) { $0.sheet = Ticker.State(id: 1) }
    await store.send(.sheet(.presented(.startButtonTapped)))
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func theChildDismissesItselfThroughItsDependency() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showButtonTapped(id: 1)) { $0.sheet = Ticker.State(id: 1) }
    await store.send(\.sheet.startButtonTapped)
    await store.send(\.sheet.closeButtonTapped)
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func aChildOfAnotherIdentityIsANewChild() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showButtonTapped(id: 1)) { $0.sheet = Ticker.State(id: 1) }
    await store.send(\.sheet.startButtonTapped)
    await store.send(.showButtonTapped(id: 2)) { $0.sheet = Ticker.State(id: 2) }
    await clock.advance(by: .seconds(5))
  }

  @Test func anEnumDestinationScopesEachCaseAndCancelsOnCaseChange() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.tickerButtonTapped) { $0.destination = .ticker(Ticker.State()) }
    await store.send(\.destination.ticker.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.ticker.tick) {
      $0.destination = .ticker(Ticker.State(ticks: 1))
    }
    await store.send(.noteButtonTapped) { $0.destination = .note(Note.State()) }
    await store.send(\.destination.note.textChanged, "Hi") {
      $0.$destination[case: \.note]?.text = "Hi"
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func anActionForAnAbsentChildIsReported() async {
    let store = makeStore(TestClock())
    await withKnownIssue {
      await store.send(\.sheet.tick)
    } matching: { issue in
      issue.description.contains("received a presentation action when nothing was presented")
    }
  }

  @Test func dismissingOutsideAPresentationIsReported() async {
    // NB: A test store's root dismisses the store itself (see `TestStore.isDismissed`).
    let store = Store(initialState: Ticker.State()) { Ticker() }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("was not presented by a parent")
    }
  }

  private func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Parent> {
    TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}
