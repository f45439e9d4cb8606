import Clocks
import ComposableTesting
import Testing

/// The failures that Point-Free's episodes walk through, each reported as the episodes show.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct FailureStoryTests {
  @Test func forgottenLoadingResetYieldsTheDiff() async {
    let store = TestStore(initialState: Feature.State()) { Feature(forgetsToClearLoading: true) }
    store.dependencies.numberClient.fact = { "\($0) is a good number." }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(.factResponse("0 is a good number.")) {
        $0.fact = "0 is a good number."
        $0.isLoading = false
      }
    } matching: {
      issue(
        $0, contains: "A state change does not match expectation",
        "−   isLoading: false", "+   isLoading: true")
    }
  }

  @Test func skippedReceiveYieldsUnexpectedAction() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.dependencies.numberClient.fact = { "\($0) is a good number." }
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.finish()
    } matching: {
      issue($0, contains: "The store received 1 unexpected action", "factResponse")
    }
  }

  @Test func removedCancelYieldsStillRunning() async {
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Feature.State()) { Feature(forgetsToCancelTimer: true) }
      store.dependencies.continuousClock = clock
      await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
      await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
    } matching: {
      issue($0, contains: "An effect returned for this action is still running")
    }
  }

  @Test func advancingTheClockDeliversExactlyTheDueActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = clock
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.timerTick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(3))
    await store.receive(.timerTick) { $0.ticks = 2 }
    await store.receive(.timerTick) { $0.ticks = 3 }
    await store.receive(.timerTick) { $0.ticks = 4 }
    await clock.advance(by: .milliseconds(999))
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }
}
