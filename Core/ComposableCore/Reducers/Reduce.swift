/// A reducer defined by a closure.
///
/// ```swift
/// Reduce { state, action in
///   state.count += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that evolves state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce(into:action:)
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
