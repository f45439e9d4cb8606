import ComposableCore
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
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

  /// Keeps the `Send` of the effect that captured it, as a dismisser or a model can.
  final class SendKeeper: @unchecked Sendable {
    var send: Send<Keeping.Action>?
  }

  struct Keeping: Reducer {
    struct State: Equatable {}
    enum Action { case keep(SendKeeper), kept }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .keep(keeper) = action else { return .none }
      return .run { send in keeper.send = send }
    }
  }

  @Test func aSendKeptByWhatItsEffectCapturedDoesNotKeepIt() async {
    weak var weakKeeper: SendKeeper?
    do {
      let keeper = SendKeeper()
      weakKeeper = keeper
      let store = Store(initialState: Keeping.State()) { Keeping() }
      await store.send(.keep(keeper)).finish()
      #expect(keeper.send != nil)
    }
    #expect(weakKeeper == nil, "the kept Send must not hold the effect's work after it ended")
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Int?
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    }
    struct Row: Equatable, Identifiable { let id: Int }
    @CasePathable enum Action {
      case child(Never)
      case rows(IdentifiedAction<Int, Never>)
      case present
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.child = 0
      return .none
    }
  }

  @Test func aStoreThatScopedChildrenIsReleasedWithItsLastReference() {
    weak var weakStore: Store<Parent.State, Parent.Action>?
    weak var weakChild: Store<Int, Never>?
    do {
      let store = Store(initialState: Parent.State()) { Parent() }
      weakStore = store
      store.send(.present)
      weakChild = store.scope(state: \.child, action: \.child)
      _ = store.scope(state: \.rows, action: \.rows)
    }
    #expect(weakStore == nil)
    #expect(weakChild == nil)
  }

  @Test func aChildStoreKeepsItsParentAlive() throws {
    weak var weakStore: Store<Parent.State, Parent.Action>?
    var child: Store<Int, Never>?
    do {
      let store = Store(initialState: Parent.State()) { Parent() }
      weakStore = store
      store.send(.present)
      child = store.scope(state: \.child, action: \.child)
      #expect(child != nil, "the presented child scopes")
    }
    #expect(weakStore != nil)
    #expect(child?.withState { $0 } == 0)
    child = nil
    #expect(weakStore == nil)
  }
}
