import Clocks
import ComposableCore
import ComposableTesting
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct NonExhaustiveReceiveTests {
  @CasePathable
  enum Action: Equatable { case tap, response1, response2, delegate(Delegate) }
  @CasePathable
  enum Delegate: Equatable { case saved(Int) }

  /// Sends `response1` twice, then `response2` if asked, sleeping on an immediate clock in
  /// between, so that the actions arrive while `receive` waits.
  func makeStore(sendsResponse2: Bool = true) -> TestStore<Int, Action> {
    TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .tap:
          return .run { send in
            let clock = ImmediateClock()
            await send(.response1)
            try await clock.sleep(for: .seconds(1))
            await send(.response1)
            try await clock.sleep(for: .seconds(1))
            if sendsResponse2 { await send(.response2) }
          }
        case .response1, .response2:
          state += 1
          return .none
        case .delegate:
          return .none
        }
      }
    }
  }

  @Test func waitsPastOtherActionsForTheMatchingOne() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(.response2, timeout: 1_000_000_000) { $0 = 3 }
    #expect(store.state == 3)
  }

  @Test func acceptsEveryTimeoutSpelling() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(\.response1, timeout: .seconds(1))
    await store.receive(\.response1, timeout: 1_000_000_000)
    await store.receive({ $0 == .response2 }, timeout: 1_000_000_000)
  }

  @Test func reportsWhenNoMatchingActionArrives() async {
    let store = makeStore(sendsResponse2: false)
    store.exhaustivity = .off
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(.response2, timeout: 1_000_000_000)
    } matching: {
      issue(
        $0, contains: "Expected to receive the following action, but didn't",
        "Action.response2", "No effects are in flight")
    }
  }

  @Test func reportsACasePathThatNothingMatched() async {
    let store = makeStore(sendsResponse2: false)
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.response2)
    } matching: {
      issue($0, contains: "Expected to receive an action matching case path, but didn't get one.")
    }
  }

  @Test func receivesByPredicate() async {
    let store = makeStore()
    await store.send(.tap)
    await store.receive {
      $0 == .response1
    } assert: {
      $0 = 1
    }
    await store.receive(\.response1) { $0 = 2 }
    await withKnownIssue {
      await store.receive { $0 == .tap }
    } matching: {
      issue($0, contains: "Received unexpected action", "an action matching the predicate")
    }
  }

  @Test func receivesACaseWithItsValue() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        action == .tap ? .send(.delegate(.saved(42))) : .none
      }
    }
    await store.send(.tap)
    await store.receive(\.delegate.saved, 42)
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.delegate.saved, 43)
    } matching: {
      issue($0, contains: "Received unexpected action", "− ", ".saved(43)", "+ ", ".saved(42)")
    }
  }

  @Test func aZeroTimeoutSaysWhatIsStillInFlight() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = TestClock()
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await withKnownIssue {
      await store.receive(.timerTick, timeout: 0)
    } matching: {
      issue($0, contains: "Expected to receive an action, but received none", "1 effect is still")
    }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }
}
