import Clocks
import ComposableTesting
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ExhaustivityTests {
  @Test func nonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off
    store.dependencies.numberClient.fact = { "\($0)" }
    store.dependencies.continuousClock = TestClock()
    await store.send(.incrementButtonTapped)
    await store.send(.chainButtonTapped)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) { $0.fact = "101" }
    await store.send(.startTimerButtonTapped)
  }

  @Test func nonExhaustiveStoreStillReportsWrongAssertions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: {
      issue($0, contains: "A state change does not match expectation", "(Expected: −, Actual: +)")
    }
  }
}
