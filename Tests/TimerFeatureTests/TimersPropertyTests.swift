import Clocks
import ComposableTesting
import TestSupport
import Testing
import TimerFeature

/// Random starts, stops and clock advances through `Timers`: the count always equals the ticks a
/// model of the schedule predicts, so ticks come only while running and never after a stop.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct TimersPropertyTests {
  /// The schedule the timer promises: tick k comes `interval(beforeTick: k)` after tick k - 1.
  struct Model {
    var count = 0
    var isRunning = false
    var tick = 0
    var untilNextTick = Duration.zero

    mutating func start() {
      guard !isRunning else { return }
      isRunning = true
      tick = 0
      untilNextTick = Timers.interval(beforeTick: 0)
    }

    mutating func advance(by duration: Duration) {
      guard isRunning else { return }
      var remaining = duration
      while remaining >= untilNextTick {
        remaining -= untilNextTick
        count += 1
        tick += 1
        untilNextTick = Timers.interval(beforeTick: tick)
      }
      untilNextTick -= remaining
    }
  }

  enum Step: CaseIterable { case start, stop, advance }

  @Test func countMatchesTheSchedule() async {
    for await seed in propertySeeds() {
      var generator = SeededGenerator(seed: seed)
      let clock = TestClock()
      let store = TestStore(initialState: Timers.State()) {
        Timers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      var model = Model()
      var history: [String] = []
      for step in 1...Int.random(in: 1...20, using: &generator) {
        let action = Step.allCases.randomElement(using: &generator)!
        switch action {
        case .start:
          history.append("start")
          await store.send(.startTimerButtonTapped)
          model.start()
        case .stop:
          history.append("stop")
          await store.send(.stopTimerButtonTapped)
          model.isRunning = false
        case .advance:
          let milliseconds = Int.random(in: 1...1_500, using: &generator)
          history.append("advance \(milliseconds) ms")
          await clock.advance(by: .milliseconds(milliseconds))
          model.advance(by: .milliseconds(milliseconds))
          await store.skipReceivedActions(strict: false)
        }
        guard store.state.count == model.count, store.state.isTimerRunning == model.isRunning else {
          Issue.record(
            """
            count \(store.state.count), running \(store.state.isTimerRunning); \
            the schedule says count \(model.count), running \(model.isRunning)
            \(replayHint(seed: seed, step: step, history: history))
            """)
          return
        }
      }
    }
  }
}
