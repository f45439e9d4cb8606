extension Reducer {
  /// Runs another reducer when a value derived from the state changes.
  ///
  /// After this reducer has run, the value is compared with what it was before; when it differs,
  /// the reducer built from the old and new values runs on the same action.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .send(.search(newValue))
  ///     }
  ///   }
  /// ```
  public func onChange<Value: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Reducers
  ) -> OnChangeReducer<Self, Value, Reducers> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs another reducer when a value derived from the state changes, as `isDuplicate` decides.
  ///
  /// For values that are not `Equatable`, or that should count as unchanged when only a part of
  /// them changes:
  ///
  /// ```swift
  /// .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, rows in
  ///   Reduce { state, action in
  ///     .send(.rowsReordered)
  ///   }
  /// }
  /// ```
  public func onChange<Value, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Reducers
  ) -> OnChangeReducer<Self, Value, Reducers> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer returned by ``Reducer/onChange(of:_:)`` and
/// ``Reducer/onChange(of:removeDuplicates:_:)``.
public struct OnChangeReducer<Base: Reducer, Value, Reducers: Reducer>: Reducer
where Base.State == Reducers.State, Base.Action == Reducers.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Reducers

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension OnChangeReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    OnChangeReducer<Eager, Value, Reducers>(
      base: Eager(base, in: context), toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}
