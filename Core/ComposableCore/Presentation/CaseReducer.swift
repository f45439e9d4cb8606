/// A reducer made with `@Reducer` on an enum: one child feature per case.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// Its `State` and `Action` are enums with a case per child, and its static `body` scopes each
/// child reducer to its case. `ifLet` and `forEach` take such a reducer without a closure.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self {
  /// The reducer that scopes each case's child.
  associatedtype CaseBody: Reducer<State, Action>
  /// The reducer that scopes each case's child.
  static var body: CaseBody { get }
}

extension CaseReducer {
  /// The enum's static ``body``.
  public var body: CaseBody { Self.body }
}

/// The state of a ``CaseReducer``, which names its reducer.
public protocol CaseReducerState {
  /// The enum reducer this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// Runs the presented feature of an enum reducer, as
  /// `ifLet(_:action:destination:)` does with its `body`.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, DestinationState.StateReducer.CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
