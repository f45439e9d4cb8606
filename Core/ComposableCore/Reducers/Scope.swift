/// Runs a child reducer on a part of the parent's state and the matching case of its actions.
///
/// The child's effects are mapped back into parent actions. The part of the state is a property
/// (a key path), or a case of an enum state (a case key path), for features that are one of
/// several mutually exclusive children.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state lives in the parent's.
  enum ChildStatePath {
    case property(WritableKeyPath<ParentState, Child.State>)
    case enumCase(AnyCasePath<ParentState, Child.State>, SourceLocation)
  }

  let toChildState: ChildStatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  init(
    toChildState: ChildStatePath, toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Scopes a child reducer to the state at `state` and the actions in the case `action`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .property(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Scopes a child reducer to the state at `toChildState` and the actions in the case `action`;
  /// the same as `init(state:action:child:)`.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes a child reducer to a case of an enum state and the actions in the case `action`.
  ///
  /// A child action that arrives while the state is in another case is reported and ignored.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .enumCase(
      AnyCasePath(toChildState),
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return toChildState.reduce(&state, childAction, child)
      .map { [toChildAction] in toChildAction.embed($0) }
  }
}

extension Scope.ChildStatePath {
  /// Runs `child` on the child's state in `state`.
  func reduce<R: Reducer<Child.State, Child.Action>>(
    _ state: inout ParentState, _ action: Child.Action, _ child: R
  ) -> Effect<Child.Action> {
    switch self {
    case let .property(keyPath):
      return child.reduce(into: &state[keyPath: keyPath], action: action)
    case let .enumCase(casePath, location):
      guard var childState = casePath.extract(from: state) else {
        location.report(
          """
          A "Scope" received a child action when its state was in another case: \(action)

          Make sure the parent does not switch the state to another case before the child's \
          effects end, and that no action is sent to a case that is not current.
          """
        )
        return .none
      }
      let effect = child.reduce(into: &childState, action: action)
      state = casePath.embed(childState)
      return effect
    }
  }
}
