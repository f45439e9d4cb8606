import Clocks
import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct TaskCancellationTests {
  enum CancelID { case work }

  struct Worker: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var child: Child.State?
    }
    @CasePathable
    enum Action: Equatable {
      case start, stop, cancelSelf, finished(String)
      case child(Child.Action)
    }
    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.finished("parent"))
          }
          .cancellable(id: CancelID.work)
        case .stop:
          return .run { _ in Task.cancel(id: CancelID.work) }
        case .cancelSelf:
          return .run { send in
            Task.cancel(id: CancelID.work)
            try Task.checkCancellation()
            await send(.finished("cancelSelf"))
          }
          .cancellable(id: CancelID.work)
        case let .finished(name):
          state.log.append(name)
          return .none
        case .child:
          return .none
        }
      }
      .ifLet(\.child, action: \.child) { Child(clock: clock) }
    }
  }

  struct Child: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, stop, finished }
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .run { _ in Task.cancel(id: CancelID.work) }
      case .finished:
        state.log.append("child")
        return .none
      }
    }
  }

  func makeStore(
    clock: TestClock<Duration>, child: Child.State? = nil
  ) -> Store<Worker.State, Worker.Action> {
    Store(initialState: Worker.State(child: child)) { Worker(clock: clock) }
  }

  @Test func cancelsTheStoresEffectsWithTheIdentifier() async {
    let store = makeStore(clock: TestClock())
    let work = store.send(.start)
    await store.send(.stop).finish()
    await work.finish()
    #expect(store.state.log == [])
    #expect(store.runningEffectCount == 0)
  }

  @Test func anEffectCanCancelItself() async {
    let store = makeStore(clock: TestClock())
    await store.send(.cancelSelf).finish()
    #expect(store.state.log == [])
  }

  @Test func leavesOtherStoresAlone() async {
    let clock = TestClock()
    let other = makeStore(clock: clock)
    let store = makeStore(clock: clock)
    let work = other.send(.start)
    await store.send(.stop).finish()
    #expect(other.runningEffectCount == 1)
    await clock.untilSomethingSleeps()
    await clock.advance(by: .seconds(1))
    await work.finish()
    #expect(other.state.log == ["parent"])
  }

  @Test func insideAChildCancelsOnlyTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, child: Child.State())
    let parentWork = store.send(.start)
    let childWork = store.send(.child(.start))
    await store.send(.child(.stop)).finish()
    await childWork.finish()
    await clock.untilSomethingSleeps()
    await clock.advance(by: .seconds(1))
    await parentWork.finish()
    #expect(store.state.child?.log == [])
    #expect(store.state.log == ["parent"])
  }

  @Test func fromTheParentCancelsTheChildsEffectsWithTheID() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, child: Child.State())
    let childWork = store.send(.child(.start))
    await store.send(.stop).finish()
    await clock.advance(by: .seconds(1))
    await childWork.finish()
    #expect(store.state.child?.log == [])
  }
}
