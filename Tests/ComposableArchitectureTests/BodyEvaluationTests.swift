import ComposableArchitecture
import Testing

/// A reducer's `body` is evaluated when an action first reaches it, as in TCA: a store that
/// receives no action, or no action for a child, evaluates no body of that child, so a body that
/// reads a dependency without a test value does not fail such a test.
@MainActor
struct BodyEvaluationTests {
  @Reducer
  struct Child {
    struct State: Equatable { var taps = 0 }
    enum Action { case tap }
    @Dependency(\.liveOnly) var liveOnly
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.taps += 1
        return .none
      }
      .dependency(\.liveOnly, liveOnly)
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      var child = Child.State()
      var others = 0
    }
    enum Action {
      case child(Child.Action)
      case other
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        if case .other = action { state.others += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Captured {
    struct State: Equatable { var seen = 0 }
    enum Action { case read }
    @Dependency(\.liveOnly) var liveOnly
    var body: some ReducerOf<Self> {
      // NB: Read when the body is evaluated, not when the action arrives.
      let value = liveOnly
      Reduce { state, _ in
        state.seen = value
        return .none
      }
    }
  }

  @Test func changingATestStoresDependenciesReachesBodiesEvaluatedBefore() async {
    let store = TestStore(initialState: Captured.State()) {
      Captured()
    } withDependencies: {
      $0.liveOnly = 1
    }
    await store.send(.read) { $0.seen = 1 }
    store.dependencies.liveOnly = 2
    await store.send(.read) { $0.seen = 2 }
  }

  @Test func aTestStoreThatSendsNothingEvaluatesNoBody() {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    _ = store
  }

  @Test func anActionForTheParentDoesNotEvaluateTheChildsBody() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.other) { $0.others = 1 }
  }

  @Test func anActionForTheChildEvaluatesItsBody() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.child(.tap)) { $0.child.taps = 1 }
    } matching: { issue in
      issue.description.contains("@Dependency(\\.liveOnly) has no test implementation")
    }
    await store.send(.child(.tap)) { $0.child.taps = 2 }
  }
}

/// A dependency with a live value only: reading it in a test reports an issue.
private struct LiveOnlyKey: DependencyKey {
  static let liveValue = 0
}

extension DependencyValues {
  fileprivate var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}
