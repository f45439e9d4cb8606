import ComposableTesting
import NthPrimeFeature
import TestSupport
import Testing

/// Random counts, searches, cancellations and waits through `NthPrime`: progress stays within
/// [0, 1], is nil after a response or a cancel, and every answer is the right prime.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct NthPrimePropertyTests {
  enum Step: CaseIterable { case count, search, cancel, wait }

  /// The N and the prime of "The Nth prime is P.", if the fact is an answer.
  static func answer(in fact: String) -> (Int, Int)? {
    guard let match = fact.wholeMatch(of: /The (\d+)(?:st|nd|rd|th) prime is (\d+)\./),
      let n = Int(match.1), let prime = Int(match.2)
    else { return nil }
    return (n, prime)
  }

  @Test func progressStaysInRangeAndAnswersAreRight() async {
    for await seed in propertySeeds() {
      var generator = SeededGenerator(seed: seed)
      let store = TestStore(initialState: NthPrime.State()) { NthPrime() }
      store.exhaustivity = .off
      var history: [String] = []
      for step in 1...Int.random(in: 1...12, using: &generator) {
        let action = Step.allCases.randomElement(using: &generator)!
        var failure: String?
        switch action {
        case .count:
          let count = Int.random(in: -2...3_000, using: &generator)
          history.append("count \(count)")
          await store.send(.countChanged(count))
        case .search:
          history.append("search")
          await store.send(.nthPrimeButtonTapped)
        case .cancel:
          history.append("cancel")
          await store.send(.cancelButtonTapped)
          if store.state.nthPrimeProgress != nil { failure = "progress survived a cancel" }
        case .wait:
          history.append("wait")
          await store.finish(timeout: .pastTheTimeLimit)
          if store.state.nthPrimeProgress != nil { failure = "progress survived the search" }
        }
        if let progress = store.state.nthPrimeProgress, !(0...1).contains(progress) {
          failure = "progress \(progress) is outside [0, 1]"
        }
        if let fact = store.state.numberFact, let (n, prime) = Self.answer(in: fact),
          PrimeSieve.nthPrime(n) != prime
        {
          failure = "wrong answer: \(fact)"
        }
        if let failure {
          Issue.record("\(failure)\n\(replayHint(seed: seed, step: step, history: history))")
          return
        }
      }
    }
  }
}
