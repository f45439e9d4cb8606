extension Reducer {
  /// Runs a child reducer on optional state, when it is present.
  ///
  /// The child runs before the parent. When the parent sets the child's state to `nil`, or
  /// replaces it with a child of another identity (another case of an enum state, another `id` of
  /// an `Identifiable` one), every effect the old child started is cancelled. A mutation that
  /// keeps the identity keeps the effects. Cancellation identifiers inside the child do not reach
  /// effects outside it. An ephemeral child (an alert, a dialog) is set to `nil` after any of its
  /// actions.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.detail, action: \.detail) { Detail() }
  /// ```
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction), access: IfLetChild(toWrappedState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs an optional alert or dialog that needs no reducer: any of its actions sets it to `nil`.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  public func ifLet<WrappedState: EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer returned by `Reducer.ifLet(_:action:then:)`.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let access: IfLetChild<Parent.State, Child.State>
  let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    access: IfLetChild<Parent.State, Child.State>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.access = access
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// NB: Called directly, as when a feature's `body` is evaluated on each action, it runs as a
  ///     store would run it, only without the resolved extractor.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    ResolvedIfLet(
      self, parent: parent, child: ResolvedReducer(child),
      extractor: CaseExtractor(toChildAction, learns: false), modify: nil
    )
    .reduce(into: &state, action: action)
  }
}
