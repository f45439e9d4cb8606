extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// The reducer, the reducers it composes and every effect they return see the value; the
  /// rest of the store does not.
  ///
  /// ```swift
  /// Scope(state: \.onboarding, action: \.onboarding) {
  ///   Onboarding()
  ///     .dependency(\.apiClient, .mock)
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides a dependency, given by its key type's value, for this reducer and its effects.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(APIClient.mock)
  /// ```
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.fetch = { _ in "mocked" } }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer returned by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
///
/// Chained overrides fuse into one reducer of this type. The override closest to the base wins:
/// in `Feature().dependency(\.x, 1).dependency(\.x, 2)` the feature sees `1`.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Overrides one more dependency, fused into this reducer.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    fused { $0[keyPath: keyPath] = value }
  }

  /// Overrides one more dependency, given by its key type's value, fused into this reducer.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> Self where Value.Value == Value {
    fused { $0[Value.self] = value }
  }

  /// Changes one more dependency in place, fused into this reducer.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    fused { transform(&$0[keyPath: keyPath]) }
  }

  /// This reducer with `outer` applied before its own update, so that its own one wins.
  private func fused(_ outer: @escaping (inout DependencyValues) -> Void) -> Self {
    let inner = update
    return Self(base: base) { values in
      outer(&values)
      inner(&values)
    }
  }
}

extension _DependencyKeyWritingReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    // NB: Bodies are evaluated with the override, as they would be on each action.
    let resolved: Eager<Base.State, Base.Action> = withDependencies(update) {
      Eager(base, in: context)
    }
    return _DependencyKeyWritingReducer<Eager>(base: resolved, update: update)
  }
}
