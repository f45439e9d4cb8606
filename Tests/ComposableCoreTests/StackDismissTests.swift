import ComposableCore
import ConcurrencyExtras
import TestSupport
import Testing

/// Stack elements that dismiss themselves through their `dismiss` dependency, in a store (whose
/// dependencies are the same values from one action to the next, so an element's presented
/// dependencies are kept while its actions return no effect).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StackDismissTests {
  struct Element: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment, close, closeAfterEffects(Int) }
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .close:
          return .run { _ in await dismiss() }
        case let .closeAfterEffects(count):
          return .concatenate(
            (0..<count).map { _ in .run { _ in } } + [.run { _ in await dismiss() }])
        }
      }
    }
  }

  struct Stack: Reducer {
    struct State: Equatable { var path = StackState<Element.State>() }
    @CasePathable enum Action { case path(StackActionOf<Element>) }
    /// How many frames deep each pop was reduced.
    var popDepths = LockIsolated<[Int]>([])

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        if case .path(.popFrom) = action {
          popDepths.withValue { $0.append(framesAboveJob()) }
        }
        return .none
      }
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

  /// Every effect of an element connects its dismissal; the dismissal is reached through as many
  /// frames after twenty of them as after none.
  @Test func manyEffectsDoNotDeepenTheDismissal() async {
    let stack = Stack()
    let store = Store(initialState: Stack.State(path: StackState([Element.State(), .init()]))) {
      stack
    }
    await store.send(.path(.element(id: 1, action: .closeAfterEffects(0)))).finish()
    await store.send(.path(.element(id: 0, action: .closeAfterEffects(20)))).finish()
    #expect(store.state.path.isEmpty)
    let depths = stack.popDepths.value
    #expect(depths.count == 2 && depths.first == depths.last, "\(depths)")
  }
}
