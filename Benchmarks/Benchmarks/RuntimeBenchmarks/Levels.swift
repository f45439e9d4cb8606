import ComposableCore

// NB: Ten concrete levels rather than one generic level, because features are concrete types:
// a generic enum's value witnesses call its payload's, so copying a ten-deep generic action
// costs ten calls where a concrete one is a memcpy.

/// A feature that scopes a `Counter`.
struct Level1: Reducer {
  struct State { var child = Counter.State() }
  @CasePathable enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Counter() } }
}

/// A feature that scopes a `Level1`.
struct Level2: Reducer {
  struct State { var child = Level1.State() }
  @CasePathable enum Action { case child(Level1.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level1() } }
}

/// A feature that scopes a `Level2`.
struct Level3: Reducer {
  struct State { var child = Level2.State() }
  @CasePathable enum Action { case child(Level2.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level2() } }
}

/// A feature that scopes a `Level3`.
struct Level4: Reducer {
  struct State { var child = Level3.State() }
  @CasePathable enum Action { case child(Level3.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level3() } }
}

/// A feature that scopes a `Level4`.
struct Level5: Reducer {
  struct State { var child = Level4.State() }
  @CasePathable enum Action { case child(Level4.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level4() } }
}

/// A feature that scopes a `Level5`.
struct Level6: Reducer {
  struct State { var child = Level5.State() }
  @CasePathable enum Action { case child(Level5.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level5() } }
}

/// A feature that scopes a `Level6`.
struct Level7: Reducer {
  struct State { var child = Level6.State() }
  @CasePathable enum Action { case child(Level6.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level6() } }
}

/// A feature that scopes a `Level7`.
struct Level8: Reducer {
  struct State { var child = Level7.State() }
  @CasePathable enum Action { case child(Level7.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level7() } }
}

/// A feature that scopes a `Level8`.
struct Level9: Reducer {
  struct State { var child = Level8.State() }
  @CasePathable enum Action { case child(Level8.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level8() } }
}

/// A feature that scopes a `Level9`.
struct Level10: Reducer {
  struct State { var child = Level9.State() }
  @CasePathable enum Action { case child(Level9.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level9() } }
}
