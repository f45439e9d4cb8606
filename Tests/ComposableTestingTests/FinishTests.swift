import Clocks
import ComposableCore
import ComposableTesting
import ConcurrencyExtras
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct FinishTests {
  @Test func effectStillRunningAtTheEndIsReportedAtItsSend() async {
    let clock = TestClock()
    let sendLine: UInt = #line + 7
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    } matching: {
      issue(
        $0,
        contains:
          "An effect returned for this action is still running. It must complete before the end of the test.",
        "advance the clock", "skipInFlightEffects", "Feature.Action.startTimerButtonTapped")
        && $0.sourceLocation?.line == Int(sendLine)
    }
  }

  @Test func finishThatTimesOutLeavesTheEffectsForSkipInFlightEffects() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = TestClock()
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    let finishLine: UInt = #line + 2
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: {
      issue(
        $0,
        contains:
          "Expected effects to finish, but there is still 1 effect in flight after 0.01 s, started by:",
        "Feature.Action.startTimerButtonTapped", "skipInFlightEffects")
        && $0.sourceLocation?.line == Int(finishLine)
    }
    // NB: Strict: had the timeout cancelled the effect, this would report that there was nothing
    // to skip, and the store's end would report it otherwise.
    await store.skipInFlightEffects()
  }

  @Test func finishThatTimesOutLeavesTheEffectsToTheEndOfTheTest() async {
    let reported = LockIsolated<[(message: String, line: Int?)]>([])
    let sendLine: UInt = #line + 7
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      reported.withValue { $0.append((issue.description, issue.sourceLocation?.line)) }
      return true
    }
    #expect(reported.value.count == 2)
    #expect(reported.value.first?.message.contains("Expected effects to finish") == true)
    #expect(
      reported.value.last?.message.contains("An effect returned for this action is still running")
        == true)
    #expect(reported.value.last?.line == Int(sendLine))
  }

  @Test func unassertedReceivedActionsAreReportedAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.chainButtonTapped)
    } matching: {
      issue(
        $0, contains: "The store received 1 unexpected action by the end of the test",
        "Feature.Action.chained")
    }
  }

  @Test func finishWaitsForEffects() async {
    let saved = LockIsolated<[Int]>([])
    let store = TestStore(initialState: Feature.State(count: 7)) { Feature() }
    store.dependencies.numberClient.save = { value in
      await Task.yield()
      saved.withValue { $0.append(value) }
    }
    await store.send(.saveButtonTapped)
    await store.finish()
    #expect(saved.value == [7])
  }

  @Test func skipReceivedActionsForgetsThem() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.chainButtonTapped)
    await store.skipReceivedActions()
    await store.send(.incrementButtonTapped) { $0.count = 101 }
  }

  @Test func skipInFlightEffectsLetsTheTestEndWhileTheyRun() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = TestClock()
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await store.skipInFlightEffects()
  }

  @Test func taskCancelEndsTheEffectsOfOneSend() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = clock
    let task = await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.ticks = 1 }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(5))
  }

  @Test func taskFinishWaitsForTheEffect() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.numberClient.fact = { "\($0)" }
    let task = await store.send(.factButtonTapped) { $0.isLoading = true }
    await task.finish()
    await store.receive(.factResponse("0")) {
      $0.fact = "0"
      $0.isLoading = false
    }
  }

  @Test func taskFinishReportsAnEffectThatOutlivesTheTimeout() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.dependencies.continuousClock = TestClock()
    let task = await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: {
      issue($0, contains: "Expected task to finish, but it is still in flight after 0.02 s")
    }
    await task.cancel()
  }

  @Test func laterStepsOfACancelledConcatenationAreNotInFlight() async {
    enum CancelID { case steps }
    let clock = TestClock()
    let store = TestStore(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "start":
          return .concatenate(
            .run { _ in try await clock.sleep(for: .seconds(1)) },
            .run { send in await send("never") }
          )
          .cancellable(id: CancelID.steps)
        case "cancel":
          return .cancel(id: CancelID.steps)
        default:
          return .none
        }
      }
    }
    await store.send("start") { $0 = ["start"] }
    await store.send("cancel") { $0 = ["start", "cancel"] }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
