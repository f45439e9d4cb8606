import Clocks
import ComposableTesting
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ReceiveTests {
  @Test func receiveAssertsTheActionAndItsChange() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.numberClient.fact = { "\($0) is a good number." }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
      $0.isLoading = false
    }
  }

  @Test func receiveByCasePath() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.numberClient.fact = { "\($0)!" }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) {
      $0.fact = "0!"
      $0.isLoading = false
    }
  }

  @Test func wrongActionIsReportedWithADiff() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.numberClient.fact = { _ in "actual" }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(.factResponse("expected")) {
        $0.fact = "actual"
        $0.isLoading = false
      }
    } matching: {
      issue(
        $0, contains: "Received unexpected action", "\"expected\"", "\"actual\"",
        "(Expected: −, Received: +)")
    }
  }

  @Test func wrongCaseIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.chainButtonTapped)
    await withKnownIssue {
      await store.receive(\.timerTick) { $0.count = 100 }
    } matching: {
      issue(
        $0, contains: "Received unexpected action", "Feature.Action.chained",
        "(Expected: −, Received: +)")
    }
  }

  @Test func noActionAndNoEffectIsReportedAtOnce() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.receive(.chained)
    } matching: {
      issue(
        $0, contains: "Expected to receive an action, but received none after",
        "No effects are in flight, so none will arrive.")
    }
  }

  @Test func noActionWhileAnEffectIsInFlightIsReportedAfterTheTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = clock
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await withKnownIssue {
      await store.receive(.timerTick, timeout: .milliseconds(20))
    } matching: {
      issue(
        $0, contains: "Expected to receive an action, but received none after",
        "1 effect is still in flight")
    }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func asyncWorkCompletesDeterministicallyWithoutWaiting() async {
    let store = TestStore(initialState: Feature.State(count: 3)) { Feature() }
    await store.send(.sumButtonTapped)
    await store.receive(.sumResponse(61)) { $0.count = 61 }
  }
}
