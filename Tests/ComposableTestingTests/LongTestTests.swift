import Testing

@testable import ComposableTesting

/// A test that sends thousands of actions keeps what it must, and no more.
@MainActor
struct LongTestTests {
  @Test func aTestStoreKeepsOnlyTheSendsWhoseEffectsMayStillNeedCancelling() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberClient.save = { _ in }
    }
    for _ in 0..<1_000 {
      await store.send(.saveButtonTapped)
    }
    await store.finish()
    #expect(store.tasks.count < 100)
  }
}
