import ComposableCore

// NB: Ten concrete levels rather than one generic level, because features are concrete types:
// a generic enum's value witnesses call its payload's, so copying a ten-deep generic action
// costs ten calls where a concrete one is a memcpy.

/// A feature that scopes a `Counter`.
public struct Level1: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Counter.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Counter.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Counter() } }
}

/// A feature that scopes a `Level1`.
public struct Level2: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level1.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level1.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level1() } }
}

/// A feature that scopes a `Level2`.
public struct Level3: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level2.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level2.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level2() } }
}

/// A feature that scopes a `Level3`.
public struct Level4: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level3.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level3.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level3() } }
}

/// A feature that scopes a `Level4`.
public struct Level5: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level4.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level4.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level4() } }
}

/// A feature that scopes a `Level5`.
public struct Level6: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level5.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level5.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level5() } }
}

/// A feature that scopes a `Level6`.
public struct Level7: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level6.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level6.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level6() } }
}

/// A feature that scopes a `Level7`.
public struct Level8: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level7.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level7.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level7() } }
}

/// A feature that scopes a `Level8`.
public struct Level9: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level8.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level8.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level8() } }
}

/// A feature that scopes a `Level9`.
public struct Level10: Reducer, Sendable {
  public init() {}
  public struct State: Sendable { public var child = Level9.State(); public init() {} }
  @CasePathable public enum Action: Sendable { case child(Level9.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.child, action: \.child) { Level9() } }
}
