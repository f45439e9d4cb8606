import ComposableTesting
import ConcurrencyExtras
import FactClient
import RefreshFeature
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RefreshTests {
  @Test func happyPath() async {
    let store = TestStore(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  @Test func unhappyPath() async {
    let store = TestStore(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("could not connect") }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.factResponse(.failure(FactClient.Failure("could not connect")))) {
      $0.isLoading = false
      $0.alert = .factRequestFailed(
        FactClient.Failure("could not connect"), about: 1, retry: .retryButtonTapped)
    }
    store.dependencies.factClient.fetch = { "\($0) is a good number." }
    await store.send(\.alert.retryButtonTapped) {
      $0.alert = nil
      $0.isLoading = true
    }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  @Test func cancellation() async {
    let store = TestStore(initialState: Refresh.State(fact: "old")) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }
    await store.send(.refresh) {
      $0.fact = nil
      $0.isLoading = true
    }
    await store.send(.cancelButtonTapped) { $0.isLoading = false }
  }

  @Test func secondRefreshCancelsTheFirst() async {
    let store = TestStore(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { number in
        guard number == 1 else { return try await Task.never() }
        return "fresh"
      }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh)
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "fresh"
    }
  }
}
