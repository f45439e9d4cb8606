import AppFeature
import Clocks
import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

/// Random actions across the case studies through a `Store`: an action sent to one child never
/// changes another child's state.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct AppReducerPropertyTests {
  static let actions: [AppReducer.Action] = [
    .effectsBasics(.incrementButtonTapped), .effectsBasics(.decrementButtonTapped),
    .effectsBasics(.numberFactButtonTapped), .effectsBasics(.numberFactResponse(.success("fact"))),
    .refresh(.incrementButtonTapped), .refresh(.refresh), .refresh(.cancelButtonTapped),
    .refresh(.factResponse(.success("fact"))),
    .timers(.startTimerButtonTapped), .timers(.stopTimerButtonTapped), .timers(.timerTick),
    .nthPrime(.incrementButtonTapped), .nthPrime(.countChanged(7)),
    .nthPrime(.nthPrimeButtonTapped),
    .nthPrime(.nthPrimeProgress(0.5)), .nthPrime(.cancelButtonTapped),
  ]

  /// The other children's states, for comparison.
  func others(of action: AppReducer.Action, in state: AppReducer.State) -> [String] {
    let children: [(String, Any)] = [
      ("effectsBasics", state.effectsBasics), ("refresh", state.refresh),
      ("timers", state.timers), ("nthPrime", state.nthPrime),
    ]
    let target = String(describing: action).prefix { $0 != "(" }
    return children.filter { $0.0 != target }.map { "\($0.0): \($0.1)" }
  }

  @Test func anActionToOneChildNeverChangesAnother() async {
    for await seed in propertySeeds() {
      var generator = SeededGenerator(seed: seed)
      let store = Store(initialState: AppReducer.State()) {
        AppReducer()
      } withDependencies: {
        $0.continuousClock = TestClock()
        $0.factClient.fetch = { _ in try await Task.never() }
      }
      var history: [String] = []
      for step in 1...Int.random(in: 1...30, using: &generator) {
        let action = Self.actions.randomElement(using: &generator)!
        history.append("\(action)")
        let before = others(of: action, in: store.state)
        store.send(action)
        let after = others(of: action, in: store.state)
        guard before == after else {
          Issue.record(
            """
            \(action) changed another child:
            before: \(before)
            after: \(after)
            \(replayHint(seed: seed, step: step, history: history))
            """)
          return
        }
      }
    }
  }
}
