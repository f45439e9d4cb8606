import ComposableCore
import ComposableTesting
import ConcurrencyExtras
import EffectsBasicsFeature
import FactClient
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct EffectsBasicsTests {
  @Test func countDown() async {
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func countChangeClearsTheFact() async {
    let store = TestStore(initialState: EffectsBasics.State(numberFact: "0 is zero.")) {
      EffectsBasics()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.numberFact = nil
    }
  }

  @Test func numberFact_HappyPath() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func numberFact_UnhappyPath() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.failure(FactClient.Failure("offline")))) {
      $0.isNumberFactRequestInFlight = false
      $0.alert = .factRequestFailed(
        FactClient.Failure("offline"), about: 1, retry: .retryButtonTapped)
    }
  }

  @Test func theFailureAlertRetriesOrDismisses() async {
    let store = TestStore(initialState: EffectsBasics.State(count: 2)) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    let alert = AlertState<EffectsBasics.Action.Alert>.factRequestFailed(
      FactClient.Failure("offline"), about: 2, retry: .retryButtonTapped)
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
      $0.alert = alert
    }
    #expect(alert.plainText == "Could not fetch a fact about 2\noffline\n[Retry] [OK]")

    store.dependencies.factClient.fetch = { "\($0) is a good number." }
    await store.send(\.alert.retryButtonTapped) {
      $0.alert = nil
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.success) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "2 is a good number."
    }

    store.dependencies.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
      $0.numberFact = nil
    }
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
      $0.alert = alert
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func otherErrorsBecomeAFailureWithTheirDescription() async {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Offline() }
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.failure(FactClient.Failure("offline")))) {
      $0.isNumberFactRequestInFlight = false
      $0.alert = .factRequestFailed(
        FactClient.Failure("offline"), about: 0, retry: .retryButtonTapped)
    }
  }

  @Test func newRequestCancelsTheOneInFlight() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { number in
        guard number == 1 else { return try await Task.never() }
        return "\(number) is quick."
      }
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped)
    await store.receive(.numberFactResponse(.success("1 is quick."))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is quick."
    }
  }
}
