extension Reducer {
  /// Runs the features of a navigation stack held in ``StackState``.
  ///
  /// - An element's action runs the element, then the parent.
  /// - `.push(id:state:)` and `.popFrom(id:)` reach the parent first, then change the stack.
  /// - An element that leaves the stack, by a pop or by the parent removing it, has its effects
  ///   cancelled.
  /// - An element's effects can pop it with `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Path.body }
  /// ```
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction), elements: StackElements(toStackState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs the features of a navigation stack whose elements are a `@Reducer` enum.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, DestinationState.StateReducer.CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction, destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer returned by `Reducer.forEach(_:action:destination:)`
/// over a ``StackState``.
public struct StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let elements: StackElements<Base.State, Destination.State, Destination.Action>
  let location: SourceLocation

  @usableFromInline
  init(
    base: Base, destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    elements: StackElements<Base.State, Destination.State, Destination.Action>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.elements = elements
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// NB: Called directly, as when a feature's `body` is evaluated on each action, it runs as a
  ///     store would run it, only without the resolved extractor.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    ResolvedStack(
      self, base: base, destination: ResolvedReducer(destination),
      extractor: CaseExtractor(toStackAction, learns: false), modify: nil
    )
    .reduce(into: &state, action: action)
  }
}

extension StackReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    ResolvedStack(
      self, base: base.resolved(in: context), destination: ResolvedReducer(destination),
      extractor: CaseExtractor(toStackAction), modify: inPlaceModifier(for: toStackState)?.accessor)
  }
}
