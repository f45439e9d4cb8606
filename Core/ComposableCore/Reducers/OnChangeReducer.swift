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
    OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer returned by ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Reducers: Reducer>: Reducer
where Base.State == Reducers.State, Base.Action == Reducers.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Reducers

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension OnChangeReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    OnChangeReducer<Eager, Value, Reducers>(
      base: Eager(base, in: context), toValue: toValue, reducer: reducer)
  }
}
