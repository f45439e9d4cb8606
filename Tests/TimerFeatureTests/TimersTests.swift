import Clocks
import ComposableTesting
import Testing
import TimerFeature

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct TimersTests {
  @Test func ticksSpeedUp() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.timerTick) { $0.count = 1 }
    await clock.advance(by: .milliseconds(950))
    await store.receive(.timerTick) { $0.count = 2 }
    await clock.advance(by: .milliseconds(900))
    await store.receive(.timerTick) { $0.count = 3 }
    await clock.advance(by: .milliseconds(850))
    await store.receive(.timerTick) { $0.count = 4 }
    await clock.advance(by: .milliseconds(800))
    await store.receive(.timerTick) { $0.count = 5 }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func nothingArrivesBeforeTheFirstSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(999))
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(10))
  }

  @Test func intervalBottomsOutAtTenMilliseconds() async {
    #expect(Timers.interval(beforeTick: 0) == .seconds(1))
    #expect(Timers.interval(beforeTick: 19) == .milliseconds(50))
    #expect(Timers.interval(beforeTick: 20) == .milliseconds(10))
    #expect(Timers.interval(beforeTick: .max) == .milliseconds(10))

    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(10_500))
    for count in 1...20 {
      await store.receive(.timerTick) { $0.count = count }
    }
    await clock.advance(by: .milliseconds(10))
    await store.receive(.timerTick) { $0.count = 21 }
    await clock.advance(by: .milliseconds(10))
    await store.receive(.timerTick) { $0.count = 22 }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func secondStartDoesNotStartASecondTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await store.send(.startTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.count = 1 }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }
}
