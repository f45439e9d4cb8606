import ComposableCore
import Testing

/// A store reduces a `Scope`'s child where it is stored when the key path leads through stored
/// properties only; a computed child, or one with observers, goes through its accessors, whose
/// work must happen as it would in a direct call.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScopeStorageTests {
  @Test func aChildNestedInStoredPropertiesIsReducedWhereItIs() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.nested(.add(2)))
    store.send(.nested(.add(3)))
    #expect(store.state.outer.inner.total == 5)
    #expect(store.state.outer.label == "outer")
  }

  @Test func aComputedChildGoesThroughItsGetterAndSetter() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.computed(.add(2)))
    store.send(.computed(.add(3)))
    #expect(store.state.tenths == 50)
    #expect(store.state.computedSets == 2)
  }

  @Test func aChildWithObserversRunsThem() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.watched(.add(4)))
    store.send(.watched(.add(1)))
    #expect(store.state.watched.total == 5)
    #expect(store.state.watchedChanges == [4, 5])
  }

  @Test func theStoreMatchesADirectCall() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var direct = Parent.State()
    let actions: [Parent.Action] = [
      .nested(.add(1)), .computed(.add(7)), .watched(.add(2)), .nested(.add(-4)),
      .watched(.add(3)), .computed(.add(1)),
    ]
    for action in actions {
      store.send(action)
      _ = Parent().reduce(into: &direct, action: action)
    }
    #expect(store.state == direct)
  }
}

private struct Total: Equatable {
  var total = 0
}

private enum TotalAction {
  case add(Int)
}

private func adder() -> some Reducer<Total, TotalAction> {
  Reduce { state, action in
    switch action {
    case let .add(amount): state.total += amount
    }
    return .none
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    struct Outer: Equatable {
      var label = "outer"
      var inner = Total()
    }

    var outer = Outer()
    var watched = Total() {
      didSet { watchedChanges.append(watched.total) }
    }
    var watchedChanges: [Int] = []
    var tenths = 0
    var computedSets = 0
    var computed: Total {
      get { Total(total: tenths / 10) }
      set {
        tenths = newValue.total * 10
        computedSets += 1
      }
    }
  }

  @CasePathable
  enum Action {
    case nested(TotalAction)
    case computed(TotalAction)
    case watched(TotalAction)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.outer.inner, action: \.nested) { adder() }
    Scope(state: \.computed, action: \.computed) { adder() }
    Scope(state: \.watched, action: \.watched) { adder() }
  }
}
