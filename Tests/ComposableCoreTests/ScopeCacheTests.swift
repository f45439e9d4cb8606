import ComposableCore
import Testing

/// A scoped store's identity and lifetime: the same key paths give the same store, and an
/// optional child's store stops working once its state goes away.
@MainActor
struct ScopeCacheTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var detail: Counter.State?
    }
    @CasePathable enum Action: Equatable {
      case counter(Counter.Action)
      case detail(Counter.Action)
      case dismiss
      case present
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .dismiss: state.detail = nil
        case .present: state.detail = Counter.State()
        case .counter, .detail: break
        }
        return .none
      }
      .ifLet(\.detail, action: \.detail) { Counter() }
    }
  }

  @Test func theSameKeyPathsGiveTheSameStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    #expect(counter === store.scope(state: \.counter, action: \.counter))
  }

  @available(*, deprecated)
  @Test func closuresGiveANewStoreEachTime() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    #expect(counter !== store.scope(state: { $0.counter }, action: { .counter($0) }))
  }

  @Test func aChildStoreOutlivesTheStoreItWasScopedFrom() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var middle: Store<Parent.State, Parent.Action>? = store.scope(state: \.self, action: \.self)
    let counter = middle!.scope(state: \.counter, action: \.counter)
    middle = nil
    counter.send(.increment)
    #expect(store.state.counter.count == 1)
    #expect(counter.state.count == 1)
  }

  @Test func anOptionalChildHasAStoreOnlyWhilePresent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    store.send(.present)
    let detail = store.scope(state: \.detail, action: \.detail)
    #expect(detail != nil)
    #expect(detail === store.scope(state: \.detail, action: \.detail))
  }

  @Test func aDismissedChildsStoreKeepsItsLastStateAndSendsNothing() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let detail = try #require(store.scope(state: \.detail, action: \.detail))
    detail.send(.increment)
    #expect(detail.state.count == 1)
    store.send(.dismiss)
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    detail.send(.increment)
    #expect(detail.state.count == 1)
    #expect(store.state.detail == nil)
    store.send(.present)
    let presented = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(presented !== detail)
    #expect(presented.state.count == 0)
  }
}
