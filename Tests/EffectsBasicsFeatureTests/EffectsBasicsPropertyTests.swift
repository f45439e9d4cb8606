import ComposableTesting
import EffectsBasicsFeature
import FactClient
import TestSupport
import Testing

/// Random action streams through `EffectsBasics`: a count change always clears the fact, and the
/// request flag is set exactly while a fetch is in flight.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct EffectsBasicsPropertyTests {
  enum Step: CaseIterable { case increment, decrement, fact, answer, fail }

  @Test func countChangesClearTheFactAndTheFlagFollowsTheFetch() async {
    for await seed in propertySeeds() {
      var generator = SeededGenerator(seed: seed)
      let (client, facts) = FactClient.controlled()
      let store = TestStore(initialState: EffectsBasics.State()) {
        EffectsBasics()
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
        case .fact: await store.send(.numberFactButtonTapped)
        case .answer:
          facts.answer(.success("fact \(step)"))
          await store.skipReceivedActions(strict: false)
        case .fail:
          facts.answer(.failure(FactClient.Failure("offline")))
          await store.skipReceivedActions(strict: false)
        }
        let clearsFact = action == .increment || action == .decrement
        guard !clearsFact || store.state.numberFact == nil,
          store.state.isNumberFactRequestInFlight == (facts.inFlight > 0)
        else {
          Issue.record(
            """
            after \(action): numberFact \(String(describing: store.state.numberFact)), \
            in flight \(store.state.isNumberFactRequestInFlight) with \(facts.inFlight) fetch(es)
            \(replayHint(seed: seed, step: step, history: history))
            """)
          return
        }
      }
    }
  }
}
