import ComposableCore
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScopedStoreTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable enum Action: Equatable { case increment, delayedIncrement }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrement:
        return .run { send in await send(.increment) }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var left = Counter.State()
      var right = Counter.State()
      var log: [String] = []
    }
    @CasePathable enum Action: Equatable { case left(Counter.Action), right(Counter.Action) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.log.append("\(action)")
        return .none
      }
      Scope(state: \.left, action: \.left) { Counter() }
      Scope(state: \.right, action: \.right) { Counter() }
    }
  }

  @Test func scopedStoreSendsThroughTheRootAndFollowsItsState() async {
    let root = Store(initialState: Parent.State()) { Parent() }
    let left = root.scope(state: \.left, action: \.left)
    left.send(.increment)
    #expect(root.state.left.count == 1)
    #expect(root.state.log.count == 1)
    root.send(.left(.increment))
    #expect(left.state.count == 2)
    await left.send(.delayedIncrement).finish()
    #expect(left.state.count == 3)
    #expect(root.state.right.count == 0)
  }

  @Test func nestedScopesShareTheRoot() {
    let root = Store(initialState: Parent.State()) { Parent() }
    let right = root.scope(state: \.self, action: \.self).scope(state: \.right, action: \.right)
    right.send(.increment)
    #expect(root.state.right.count == 1)
  }

  @Test func scopedStatesStreamFollowsTheRoot() async {
    let root = Store(initialState: Parent.State()) { Parent() }
    var states = root.scope(state: \.left, action: \.left).states.makeAsyncIterator()
    root.send(.left(.increment))
    #expect(await states.next(isolation: #isolation) == Counter.State(count: 0))
    #expect(await states.next(isolation: #isolation) == Counter.State(count: 1))
  }
}
