import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ChildLifetimeTests {
  enum CancelID { case work }

  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var finished = false
    }
    @CasePathable enum Action: Equatable { case start, cancel, finished }
    let started: AsyncStream<Int>.Continuation
    let cancelled: AsyncStream<Int>.Continuation
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [id = state.id, started, cancelled] send in
          await withTaskCancellationHandler {
            started.yield(id)
            await Gate().wait()
          } onCancel: {
            cancelled.yield(id)
          }
          await send(.finished)
        }
        .cancellable(id: CancelID.work)
      case .cancel:
        return .cancel(id: CancelID.work)
      case .finished:
        state.finished = true
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Child.State?
      var rows: IdentifiedArrayOf<Child.State> = []
    }
    @CasePathable enum Action: Equatable {
      case child(Child.Action), rows(IdentifiedActionOf<Child>), dismiss, remove(Int)
      case replace(Int, by: Int)
    }
    let started: AsyncStream<Int>.Continuation
    let cancelled: AsyncStream<Int>.Continuation
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .dismiss: state.child = nil
        case let .remove(id): state.rows.remove(id: id)
        case let .replace(id, newID):
          state.rows.remove(id: id)
          state.rows.append(Child.State(id: newID))
        case .child, .rows: break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child(started: started, cancelled: cancelled) }
      .forEach(\.rows, action: \.rows) { Child(started: started, cancelled: cancelled) }
    }
  }

  func makeStore(_ state: Parent.State) -> (
    Store<Parent.State, Parent.Action>, AsyncStream<Int>.AsyncIterator,
    AsyncStream<Int>.AsyncIterator
  ) {
    let (started, startedContinuation) = AsyncStream<Int>.makeStream()
    let (cancelled, cancelledContinuation) = AsyncStream<Int>.makeStream()
    let store = Store(initialState: state) {
      Parent(started: startedContinuation, cancelled: cancelledContinuation)
    }
    return (store, started.makeAsyncIterator(), cancelled.makeAsyncIterator())
  }

  @Test func ifLetCancelsChildEffectsWhenStateGoesAway() async {
    var (store, started, cancelled) = makeStore(Parent.State(child: Child.State(id: 1)))
    let task = store.send(.child(.start))
    #expect(await started.next(isolation: #isolation) == 1)
    store.send(.dismiss)
    #expect(await cancelled.next(isolation: #isolation) == 1)
    await task.finish()
    #expect(store.state.child == nil)
  }

  @Test func forEachCancelsOnlyTheRemovedElementsEffects() async {
    var (store, started, cancelled) = makeStore(
      Parent.State(rows: [Child.State(id: 1), Child.State(id: 2)]))
    let first = store.send(.rows(.element(id: 1, action: .start)))
    let second = store.send(.rows(.element(id: 2, action: .start)))
    #expect(
      Set([await started.next(isolation: #isolation), await started.next(isolation: #isolation)])
        == [1, 2])
    store.send(.remove(1))
    #expect(await cancelled.next(isolation: #isolation) == 1)
    await first.finish()
    #expect(!second.isCancelled)
    second.cancel()
    #expect(await cancelled.next(isolation: #isolation) == 2)
  }

  @Test func forEachCancelsTheEffectsOfARowReplacedInOneAction() async {
    var (store, started, cancelled) = makeStore(
      Parent.State(rows: [Child.State(id: 1), Child.State(id: 2)]))
    let first = store.send(.rows(.element(id: 1, action: .start)))
    #expect(await started.next(isolation: #isolation) == 1)
    // NB: As many rows after as before, in storage that has room for the new one.
    store.send(.replace(1, by: 3))
    #expect(await cancelled.next(isolation: #isolation) == 1)
    await first.finish()
    #expect(store.state.rows.ids == [2, 3])
  }

  @Test func elementCancellationIdentifiersDoNotReachSiblings() async {
    var (store, started, cancelled) = makeStore(
      Parent.State(rows: [Child.State(id: 1), Child.State(id: 2)]))
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(
      Set([await started.next(isolation: #isolation), await started.next(isolation: #isolation)])
        == [1, 2])
    store.send(.rows(.element(id: 2, action: .cancel)))
    #expect(await cancelled.next(isolation: #isolation) == 2)
    store.send(.remove(1))
    #expect(await cancelled.next(isolation: #isolation) == 1)
  }

  @Test func actionForAbsentChildIsReported() {
    let (store, _, _) = makeStore(Parent.State())
    withKnownIssue {
      store.send(.child(.start))
    } matching: { issue in
      issue.description.contains(
        "An \"ifLet\" received a child action when child state was \"nil\"")
    }
  }
}
