import ComposableCore
import Testing

/// Stack elements that dismiss themselves through their `dismiss` dependency, in a store (whose
/// dependencies are the same values from one action to the next, so an element's presented
/// dependencies are kept while its actions return no effect).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StackDismissTests {
  struct Element: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment, close }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .close:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  struct Stack: Reducer {
    struct State: Equatable { var path = StackState<Element.State>() }
    @CasePathable enum Action { case path(StackActionOf<Element>) }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: \.path) { Element() }
    }
  }

  @Test func elementsPopThemselvesAfterActionsThatReturnedNoEffect() async {
    let store = Store(initialState: Stack.State(path: StackState([Element.State(), .init()]))) {
      Stack()
    }
    store.send(.path(.element(id: 0, action: .increment)))
    store.send(.path(.element(id: 1, action: .increment)))
    await store.send(.path(.element(id: 1, action: .close))).finish()
    #expect(store.state.path.ids == [0])
    store.send(.path(.element(id: 0, action: .increment)))
    await store.send(.path(.element(id: 0, action: .close))).finish()
    #expect(store.state.path.isEmpty)
  }
}
