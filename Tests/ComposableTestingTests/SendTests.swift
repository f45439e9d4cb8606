import ComposableTesting
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct SendTests {
  @Test func sendAssertsTheStateChange() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    #expect(store.state.count == 2)
  }

  @Test func mismatchedStateIsReportedWithADiff() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: {
      issue(
        $0, contains: "A state change does not match expectation",
        "−   count: 2", "+   count: 1", "(Expected: −, Actual: +)")
    }
  }

  @Test func unassertedChangeIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      issue(
        $0, contains: "State was not expected to change, but a change occurred",
        "−   count: 0", "+   count: 1", "(Expected: −, Actual: +)")
    }
  }

  @Test func closureThatChangesNothingIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
    } matching: {
      issue(
        $0, contains: "Expected state to change, but no change occurred",
        "If no change is expected, omit the trailing closure.")
    }
  }

  @Test func sendEffectsAreReceivedSynchronously() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.chainButtonTapped)
    await store.receive(.chained) { $0.count = 100 }
  }

  @Test func sendingWithUnhandledActionsIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.chainButtonTapped)
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 101 }
    } matching: {
      issue(
        $0, contains: "Must handle 1 received action before sending an action",
        "Feature.Action.chained")
    }
  }
}
