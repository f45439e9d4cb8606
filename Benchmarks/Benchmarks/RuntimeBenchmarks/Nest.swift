import ComposableCore

/// A reducer with a ``Counter`` at its leaf, under zero or more ``Nest`` levels.
protocol Nested: Reducer {
  init()
  static var initialState: State { get }
  static func embed(_ action: Counter.Action) -> Action
  @MainActor static func leaf(of store: Store<State, Action>) -> Store<Counter.State, Counter.Action>
}

extension Counter: Nested {
  static var initialState: State { State() }
  static func embed(_ action: Action) -> Action { action }
  static func leaf(of store: Store<State, Action>) -> Store<State, Action> { store }
}

/// One level of scoping: a parent that runs its child with `Scope`.
struct Nest<Child: Nested>: Nested {
  struct State {
    var child = Child.initialState
  }

  @CasePathable
  enum Action {
    case child(Child.Action)
  }

  static var initialState: State { State() }

  static func embed(_ action: Counter.Action) -> Action {
    .child(Child.embed(action))
  }

  static func leaf(of store: Store<State, Action>) -> Store<Counter.State, Counter.Action> {
    Child.leaf(of: store.scope(state: \.child, action: \.child))
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Child()
    }
  }
}

typealias Depth1 = Nest<Counter>
typealias Depth5 = Nest<Nest<Nest<Nest<Depth1>>>>
typealias Depth10 = Nest<Nest<Nest<Nest<Nest<Depth5>>>>>
