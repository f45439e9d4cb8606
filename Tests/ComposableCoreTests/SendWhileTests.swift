import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct SendWhileTests {
  struct Loader: Reducer {
    struct State: Equatable {
      var isLoading = false
      var value: String?
    }
    enum Action: Equatable { case refresh, response(String) }
    let gate: Gate
    let cancellations: AsyncStream<Void>.Continuation
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refresh:
        state.isLoading = true
        return .run { [gate, cancellations] send in
          await withTaskCancellationHandler {
            await gate.wait()
          } onCancel: {
            cancellations.yield()
          }
          try Task.checkCancellation()
          await send(.response("loaded"))
        }
      case let .response(value):
        state.isLoading = false
        state.value = value
        return .none
      }
    }
  }

  @Test func returnsWhenThePredicateTurnsFalse() async {
    let gate = Gate()
    let (_, cancellations) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: Loader.State()) {
      Loader(gate: gate, cancellations: cancellations)
    }
    let waiter = Task { await store.send(.refresh, while: \.isLoading) }
    gate.open()
    await waiter.value
    #expect(store.state == Loader.State(isLoading: false, value: "loaded"))
  }

  @Test func cancellingTheWaiterCancelsTheEffectsOfThatSend() async {
    let gate = Gate()
    let (cancelled, cancellations) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: Loader.State()) {
      Loader(gate: gate, cancellations: cancellations)
    }
    let waiter = Task { await store.send(.refresh, while: \.isLoading) }
    waiter.cancel()
    await waiter.value
    var iterator = cancelled.makeAsyncIterator()
    await iterator.next(isolation: #isolation)
    gate.open()
    #expect(store.state.value == nil)
  }
}
