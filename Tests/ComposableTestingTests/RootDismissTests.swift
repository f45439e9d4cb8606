import ComposableCore
import ComposableTesting
import ConcurrencyExtras
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RootDismissTests {
  struct Sheet: Reducer {
    struct State: Equatable { var isPresented: Bool? }
    enum Action { case closeButtonTapped, onAppear, onTask }
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .onAppear:
        state.isPresented = isPresented
        return .none
      case .onTask:
        return .run { _ in try await Task.never() }
      }
    }
  }

  @Test func aFeatureThatDismissesItselfMarksTheStore() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    #expect(!store.isDismissed)
    await store.send(.closeButtonTapped)
    #expect(store.isDismissed)
  }

  @Test func dismissingCancelsTheStoresEffects() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.onTask)
    await store.send(.closeButtonTapped)
  }

  @Test func sendingToADismissedStoreIsAFailure() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.closeButtonTapped)
    await withKnownIssue {
      await store.send(.onTask)
    } matching: {
      issue($0, contains: "Can't send action to dismissed test store.")
    }
  }

  @Test func theRootIsNotPresented() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.onAppear) { $0.isPresented = false }
  }

  @Test func aDismissOverrideWins() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: Sheet.State()) {
      Sheet()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeButtonTapped).finish()
    #expect(dismissed.value)
    #expect(!store.isDismissed)
  }
}
