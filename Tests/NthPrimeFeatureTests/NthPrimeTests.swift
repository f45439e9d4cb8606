import ComposableTesting
import NthPrimeFeature
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct NthPrimeTests {
  @Test func the200thPrimeWithProgress() async {
    let store = TestStore(initialState: NthPrime.State(count: 200)) { NthPrime() }
    await store.send(.nthPrimeButtonTapped)
    await store.receive(.nthPrimeProgress(0.84)) { $0.nthPrimeProgress = 0.84 }
    await store.receive(.nthPrimeResponse(1223)) {
      $0.nthPrimeProgress = nil
      $0.numberFact = "The 200th prime is 1223."
    }
  }

  @Test func the10thPrimeHasNoProgress() async {
    let store = TestStore(initialState: NthPrime.State(count: 10, numberFact: "old")) { NthPrime() }
    await store.send(.nthPrimeButtonTapped) { $0.numberFact = nil }
    await store.receive(.nthPrimeResponse(29)) { $0.numberFact = "The 10th prime is 29." }
  }

  @Test func the50000thPrime() async {
    let store = TestStore(initialState: NthPrime.State(count: 50_000)) { NthPrime() }
    store.exhaustivity = .off
    await store.send(.nthPrimeButtonTapped)
    await store.receive(.nthPrimeResponse(611_953), timeout: .pastTheTimeLimit) {
      $0.nthPrimeProgress = nil
      $0.numberFact = "The 50000th prime is 611953."
    }
  }

  @Test func cancellingMidwayLeavesNothingInFlight() async {
    let store = TestStore(initialState: NthPrime.State(count: 1_000_000)) { NthPrime() }
    await store.send(.nthPrimeButtonTapped)
    await store.receive(.nthPrimeProgress(168.0 / 1_000_000)) { $0.nthPrimeProgress = 0.000168 }
    await store.skipReceivedActions()
    #expect(store.state.nthPrimeProgress ?? 0 < 0.1, "the search is still early on")
    await store.send(.cancelButtonTapped) { $0.nthPrimeProgress = nil }
  }

  @Test func changingTheCountStopsTheSearch() async {
    let store = TestStore(initialState: NthPrime.State(count: 1_000_000)) { NthPrime() }
    await store.send(.nthPrimeButtonTapped)
    await store.receive(.nthPrimeProgress(0.000168)) { $0.nthPrimeProgress = 0.000168 }
    await store.skipReceivedActions()
    await store.send(.incrementButtonTapped) {
      $0.count = 1_000_001
      $0.nthPrimeProgress = nil
    }
  }

  @Test func countsBelowOneHaveNoPrime() async {
    let store = TestStore(initialState: NthPrime.State(count: 0)) { NthPrime() }
    await store.send(.nthPrimeButtonTapped) {
      $0.numberFact = "There is no 0th prime: primes are counted from 1."
    }
  }

  @Test func countsAboveTheLimitAreRefused() async {
    let store = TestStore(initialState: NthPrime.State(count: NthPrime.maximumCount + 1)) {
      NthPrime()
    }
    await store.send(.nthPrimeButtonTapped) {
      $0.numberFact =
        "The 50000001st prime is too far to search for here; the limit is the 50000000th."
    }
  }

  @Test func countButtons() async {
    let store = TestStore(initialState: NthPrime.State()) { NthPrime() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.countChanged(50_000)) { $0.count = 50_000 }
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (22, "22nd"), (101, "101st"), (111, "111th"), (200, "200th"),
  ])
  func ordinal(number: Int, expected: String) {
    #expect(number.ordinal == expected)
  }
}
