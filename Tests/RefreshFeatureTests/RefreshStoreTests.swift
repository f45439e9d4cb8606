import ComposableCore
import ConcurrencyExtras
import FactClient
import RefreshFeature
import Testing

/// `Refresh` driven by a real `Store`, the way a pull-to-refresh awaits it (episode 154).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefreshStoreTests {
  @Test func sendWhileLoadingReturnsAfterTheResponse() async {
    let store = Store(initialState: Refresh.State(count: 7)) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.refresh, while: \.isLoading)
    #expect(store.state == Refresh.State(count: 7, fact: "7 is a good number.", isLoading: false))
  }

  @Test func cancellingTheAwaitingTaskCancelsTheFetch() async {
    let (started, didStart) = AsyncStream<Void>.makeStream()
    let (cancellations, didCancel) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: Refresh.State()) {
      Refresh()
    } withDependencies: {
      $0.factClient.fetch = { _ in
        try await withTaskCancellationHandler {
          didStart.yield()
          return try await Task.never()
        } onCancel: {
          didCancel.yield()
        }
      }
    }
    let refresh = Task { await store.send(.refresh, while: \.isLoading) }
    var startedIterator = started.makeAsyncIterator()
    await startedIterator.next(isolation: #isolation)
    refresh.cancel()
    await refresh.value
    var cancelledIterator = cancellations.makeAsyncIterator()
    await cancelledIterator.next(isolation: #isolation)
    #expect(store.state.fact == nil)
    #expect(
      store.state.isLoading, "only the fetch is cancelled; the state is the reducer's to change")
  }
}
