/// Groups reducers into one so that an operator can apply to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.child, action: \.child) { Child() }
///   Reduce { state, action in .none }
/// }
/// .ifLet(\.detail, action: \.detail) { Detail() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers built by the closure; they run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
