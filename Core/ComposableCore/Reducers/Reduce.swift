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
  /// The reducer this one wraps, if it was made from one, so that a store can resolve it.
  let wrapped: (any Reducer<State, Action>)?

  /// Creates a reducer from a closure that evolves state and returns an effect.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
    self.wrapped = nil
  }

  /// Wraps another reducer, erasing its type.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce(into:action:)
    self.wrapped = reducer
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
