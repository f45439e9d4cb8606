import Clocks
import ComposableCore
import Testing

private enum MyValueKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var myValue: Int {
    get { self[MyValueKey.self] }
    set { self[MyValueKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DependencyKeyWritingReducerTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var value = 0
      var fromEffect: [Int] = []
    }
    enum Action: Equatable { case tap, load, loaded(Int), loadedAgain(Int) }
    @Dependency(\.myValue) var myValue

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          state.value = myValue
          return .none
        case .load:
          return .run { send in await send(.loaded(myValue)) }
        case let .loaded(value):
          state.fromEffect.append(value)
          return .run { send in await send(.loadedAgain(myValue)) }
        case let .loadedAgain(value):
          state.fromEffect.append(value)
          return .none
        }
      }
    }
  }

  /// Reads the dependency when its body is built, not when it reduces.
  struct BodyReader: Reducer {
    @Dependency(\.myValue) var myValue

    var body: some Reducer<Int, Void> {
      let value = myValue
      Reduce { state, _ in
        state = value
        return .none
      }
    }
  }

  @Test func chainedOverridesFuseIntoOneReducer() {
    let dependency: _DependencyKeyWritingReducer<Feature> = Feature()
      .dependency(\.myValue, 42)
      .dependency(\.myValue, 1729)
      .dependency(\.myValue, 1)
    let transform: _DependencyKeyWritingReducer<Feature> = Feature()
      .transformDependency(\.myValue) { $0 = 42 }
      .transformDependency(\.myValue) { $0 += 1 }
    #expect((dependency as Any) is _DependencyKeyWritingReducer<Feature>)
    #expect((transform as Any) is _DependencyKeyWritingReducer<Feature>)
  }

  @Test func theOverrideClosestToTheReducerWins() {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.myValue, 42)
        .dependency(\.myValue, 1729)
    }
    store.send(.tap)
    #expect(store.state.value == 42)
  }

  @Test func transformsApplyFromTheOutsideIn() {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.myValue) { $0 *= 2 }
        .transformDependency(\.myValue) { $0 += 1 }
    }
    store.send(.tap)
    #expect(store.state.value == 2)
  }

  @Test func anInnerOverrideWinsOverAnOuterOneAroundAComposition() {
    let store = Store(initialState: Feature.State()) {
      CombineReducers {
        Feature()
          .dependency(\.myValue, 42)
      }
      .dependency(\.myValue, 1729)
    }
    store.send(.tap)
    #expect(store.state.value == 42)
  }

  @Test func effectsAndTheirEffectsSeeTheOverride() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.myValue, 42)
    }
    await store.send(.load).finish()
    #expect(store.state.fromEffect == [42, 42])
  }

  @Test func aBodyIsBuiltWithTheOverride() {
    let store = Store(initialState: 0) {
      BodyReader()
        .dependency(\.myValue, 7)
    }
    store.send(())
    #expect(store.state == 7)
  }

  @Test func theOverrideStaysInsideTheReducer() {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .dependency(\.myValue, 42)
      Reduce { state, action in
        @Dependency(\.myValue) var myValue
        if action == .tap { state.fromEffect.append(myValue) }
        return .none
      }
    }
    store.send(.tap)
    #expect(store.state.value == 42)
    #expect(store.state.fromEffect == [0])
  }
}
