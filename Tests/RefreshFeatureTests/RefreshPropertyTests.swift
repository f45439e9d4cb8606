import ComposableTesting
import FactClient
import RefreshFeature
import TestSupport
import Testing

/// Random action streams through `Refresh`: `isLoading` is true exactly while a fetch is in flight.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RefreshPropertyTests {
  enum Step: CaseIterable { case increment, decrement, refresh, cancel, answer, fail }

  @Test func isLoadingIffAFetchIsInFlight() async {
    for await seed in propertySeeds() {
      var generator = SeededGenerator(seed: seed)
      let (client, facts) = FactClient.controlled()
      let store = TestStore(initialState: Refresh.State()) {
        Refresh()
      } withDependencies: {
        $0.factClient = client
      }
      store.exhaustivity = .off
      var history: [String] = []
      for step in 1...Int.random(in: 1...30, using: &generator) {
        let action = Step.allCases.randomElement(using: &generator)!
        history.append("\(action)")
        switch action {
        case .increment: await store.send(.incrementButtonTapped)
        case .decrement: await store.send(.decrementButtonTapped)
        case .refresh: await store.send(.refresh)
        case .cancel: await store.send(.cancelButtonTapped)
        case .answer:
          facts.answer(.success("fact \(step)"))
          await store.skipReceivedActions(strict: false)
        case .fail:
          facts.answer(.failure(FactClient.Failure("offline")))
          await store.skipReceivedActions(strict: false)
        }
        guard store.state.isLoading == (facts.inFlight > 0) else {
          Issue.record(
            """
            isLoading is \(store.state.isLoading) with \(facts.inFlight) fetch(es) in flight
            \(replayHint(seed: seed, step: step, history: history))
            """)
          return
        }
      }
    }
  }
}
