import Clocks
import ComposableTesting
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DependencyTests {
  @Test func unimplementedDependencyFailsTheTest() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.finish()
    } matching: {
      issue($0, contains: "NumberClient.fact")
    }
  }

  @Test func dependenciesCanChangeBetweenSends() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberClient.fact = { _ in "first" }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("first")) {
      $0.fact = "first"
      $0.isLoading = false
    }
    store.dependencies.numberClient.fact = { _ in "second" }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("second")) {
      $0.fact = "second"
      $0.isLoading = false
    }
  }
}
