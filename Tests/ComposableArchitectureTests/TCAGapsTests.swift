import ComposableArchitecture
import Testing

/// Spellings TCA's own tests use that a feature file rarely does.
@MainActor
struct TCAGapsTests {
  @Test func anEmptyReducerStructHasCodableHashableState() {
    func requireState(_: some Codable & Hashable & Sendable) {}
    requireState(Placeholder.State())
  }

  @Test func aTestStoreTakesItsStateTypeFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Toggle() }
    await store.send(.flip) { $0.isOn = true }
  }

  @Test func assertionsRunWithTheStoresDependencies() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    await store.send(.restamp) {
      @Dependency(\.date.now) var now
      $0.date = now
    }
  }

  @available(*, deprecated)
  @Test func aNonExhaustiveAssertionMayLeaveAValueUnmodified() async {
    let store = TestStore(initialState: Optional(1)) {
      Reduce<Int?, Bool> { _, _ in .none }
    }
    store.exhaustivity = .off
    await store.send(true) {
      XCTModify(&$0) { _ in }
    }
  }

  @Test func anOptionalAlertNeedsNoReducerAndGoesAwayAfterItsAction() async {
    let store = TestStore(initialState: Prompt.State()) { Prompt() }
    await store.send(.show) { $0.alert = AlertState { TextState("Hi") } }
    await store.send(.alert(.ok)) { $0.alert = nil }
  }

  @Test func urlSessionComesWithTheUmbrella() {
    let session: URLSession = .shared
    #expect(session === URLSession.shared)
  }
}

@Reducer
private struct Placeholder {}

@Reducer
private struct Toggle {
  struct State: Equatable { var isOn = false }
  enum Action { case flip }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
private struct Stamp {
  struct State: Equatable { var date: Date? }
  enum Action { case restamp }
  @Dependency(\.date.now) var now
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.date = now
      return .none
    }
  }
}

@Reducer
private struct Prompt {
  struct State: Equatable { var alert: AlertState<Alert>? }
  enum Action { case alert(Alert), show }
  enum Alert: Equatable { case ok }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .show:
        state.alert = AlertState { TextState("Hi") }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}
