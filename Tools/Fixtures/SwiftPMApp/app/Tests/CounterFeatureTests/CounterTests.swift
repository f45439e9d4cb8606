import ComposableArchitecture
import Testing

@testable import CounterFeature

@MainActor
struct CounterTests {
  @Test func increment() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func fact() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.fact = "0 is a good number."
    }
  }

  @Test func listen() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.speech.transcribe = { "Hello" }
    }
    await store.send(.listenButtonTapped)
    await store.receive(\.transcribed) {
      $0.transcript = "Hello"
    }
  }
}
