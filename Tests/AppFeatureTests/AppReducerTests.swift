import AppFeature
import Clocks
import ComposableTesting
import FactClient
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct AppReducerTests {
  @Test func eachActionChangesOnlyItsChild() async {
    let store = TestStore(initialState: AppReducer.State()) { AppReducer() }
    await store.send(.effectsBasics(.incrementButtonTapped)) { $0.effectsBasics.count = 1 }
    await store.send(.refresh(.incrementButtonTapped)) { $0.refresh.count = 1 }
    await store.send(.nthPrime(.incrementButtonTapped)) { $0.nthPrime.count = 1 }
    await store.send(.timers(.stopTimerButtonTapped))
  }

  @Test func childEffectsComeBackAsParentActions() async {
    let store = TestStore(initialState: AppReducer.State()) {
      AppReducer()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.refresh(.refresh)) { $0.refresh.isLoading = true }
    await store.receive(\.refresh.factResponse.success) {
      $0.refresh.isLoading = false
      $0.refresh.fact = "0 is a good number."
    }
  }

  @Test func cancellingOneChildsEffectLeavesAnothersRunning() async {
    let clock = TestClock()
    let (facts, fact) = AsyncStream<String>.makeStream()
    let store = TestStore(initialState: AppReducer.State()) {
      AppReducer()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        for await value in facts { return value }
        throw CancellationError()
      }
    }
    await store.send(.timers(.startTimerButtonTapped)) { $0.timers.isTimerRunning = true }
    await store.send(.effectsBasics(.numberFactButtonTapped)) {
      $0.effectsBasics.isNumberFactRequestInFlight = true
    }
    await store.send(.timers(.stopTimerButtonTapped)) { $0.timers.isTimerRunning = false }
    fact.yield("still here")
    await store.receive(.effectsBasics(.numberFactResponse(.success("still here")))) {
      $0.effectsBasics.isNumberFactRequestInFlight = false
      $0.effectsBasics.numberFact = "still here"
    }
  }

  @Test func allFourAtOnceFinishCleanly() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppReducer.State(nthPrime: .init(count: 10))) {
      AppReducer()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.timers(.startTimerButtonTapped)) { $0.timers.isTimerRunning = true }
    await store.send(.effectsBasics(.numberFactButtonTapped)) {
      $0.effectsBasics.isNumberFactRequestInFlight = true
    }
    await store.receive(\.effectsBasics.numberFactResponse.success) {
      $0.effectsBasics.isNumberFactRequestInFlight = false
      $0.effectsBasics.numberFact = "0 is a good number."
    }
    await store.send(.refresh(.refresh)) { $0.refresh.isLoading = true }
    await store.receive(\.refresh.factResponse.success) {
      $0.refresh.isLoading = false
      $0.refresh.fact = "0 is a good number."
    }
    await store.send(.nthPrime(.nthPrimeButtonTapped))
    await store.receive(\.nthPrime.nthPrimeResponse) {
      $0.nthPrime.numberFact = "The 10th prime is 29."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timers.timerTick) { $0.timers.count = 1 }
    await store.send(.timers(.stopTimerButtonTapped)) { $0.timers.isTimerRunning = false }
    await store.finish()
  }
}
