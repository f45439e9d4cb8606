import ComposableCore

// NB: The `Levels` features again, with `@ObservableState` state, to measure what observation
// costs a send.

/// `Counter` with `@ObservableState` state, and a property that sends leave alone.
public struct ObservedCounter: Reducer, Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var label = ""
    public init() {}
  }

  public enum Action: Sendable { case incrementButtonTapped }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedCounter`.
public struct ObservedLevel1: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedCounter.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedCounter.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedCounter() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel1`.
public struct ObservedLevel2: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel1.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel1.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel1() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel2`.
public struct ObservedLevel3: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel2.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel2.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel2() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel3`.
public struct ObservedLevel4: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel3.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel3.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel3() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel4`.
public struct ObservedLevel5: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel4.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel4.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel4() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel5`.
public struct ObservedLevel6: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel5.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel5.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel5() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel6`.
public struct ObservedLevel7: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel6.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel6.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel6() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel7`.
public struct ObservedLevel8: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel7.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel7.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel7() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel8`.
public struct ObservedLevel9: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel8.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel8.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel8() }
  }
}

/// A feature with `@ObservableState` state that scopes a `ObservedLevel9`.
public struct ObservedLevel10: Reducer, Sendable {
  public init() {}
  @ObservableState
  public struct State: Equatable, Sendable {
    public var child = ObservedLevel9.State(); public init() {}
  }
  @CasePathable public enum Action: Sendable { case child(ObservedLevel9.Action) }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedLevel9() }
  }
}
