import ComposableCore
import Testing

private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DependencyTests {
  struct Child: Reducer {
    @Dependency(\.greeting) var greeting
    struct State: Equatable { var seen: [String] = [] }
    @CasePathable enum Action: Equatable { case read, readInEffect, seen(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .read:
        state.seen.append(greeting)
        return .none
      case .readInEffect:
        return .run { send in
          @Dependency(\.greeting) var greeting
          await send(.seen(greeting))
        }
      case let .seen(value):
        state.seen.append(value)
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    @CasePathable enum Action: Equatable { case child(Child.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
    }
  }

  @Test func reducersBuiltInBodiesAndEffectsSeeTheStoresDependencies() async {
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.greeting = "overridden"
    }
    store.send(.child(.read))
    await store.send(.child(.readInEffect)).finish()
    #expect(store.state.child.seen == ["overridden", "overridden"])
  }

  @Test func storesWithoutOverridesUseTheContextsValues() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.child(.readInEffect)).finish()
    #expect(store.state.child.seen == ["test"])
  }
}
