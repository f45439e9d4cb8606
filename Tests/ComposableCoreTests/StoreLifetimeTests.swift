import ComposableCore
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreLifetimeTests {
  struct LongLiving: Reducer {
    struct State: Equatable {}
    enum Action { case start, tick }
    let cancelled: AsyncStream<Void>.Continuation
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .start = action else { return .none }
      return .run { [cancelled] send in
        await withTaskCancellationHandler {
          await Gate().wait()
        } onCancel: {
          cancelled.yield()
        }
      }
    }
  }

  @Test func releasingTheRootStoreCancelsItsEffects() async {
    let (cancellations, cancelled) = AsyncStream<Void>.makeStream()
    weak var weakStore: Store<LongLiving.State, LongLiving.Action>?
    var task: StoreTask?
    do {
      let store = Store(initialState: LongLiving.State()) { LongLiving(cancelled: cancelled) }
      weakStore = store
      task = store.send(.start)
    }
    #expect(weakStore == nil)
    var iterator = cancellations.makeAsyncIterator()
    await iterator.next(isolation: #isolation)
    await task?.finish()
    #expect(task?.isCancelled == false, "the effect ended because the store went away")
  }
}
