/// A type that evolves a feature's state in response to actions and returns effects to run.
///
/// A conformer implements either ``reduce(into:action:)`` or ``body``, never both.
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer operates on.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of the reducer's ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves the state for an action and returns the effect to run afterwards.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's composition of other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A convenience for a reducer with the same state and action types as `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    // NB: Reachable only by reading `body` of a reducer that implements `reduce(into:action:)`,
    //     as in TCA, which traps the same way: there is no `Never` to return.
    fatalError("'\(Self.self)' has no body. Do not access a reducer's 'body' directly.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's ``body``.
  ///
  /// Inside a store, a reducer whose only stored properties are `@Dependency` wrappers runs the
  /// body the store resolved for its type, instead of building it again for every action.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let resolved = resolvedBody() {
      return resolved.reduce(into: &state, action: action)
    }
    return body.reduce(into: &state, action: action)
  }

  /// The body the sending store resolved for this reducer's type, if it memoizes it.
  @usableFromInline
  package func resolvedBody() -> (any Reducer<State, Action>)? {
    ResolvedBodies.lookup(self)
  }
}
