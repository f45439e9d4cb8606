import ConcurrencyExtras

extension Reducer {
  /// Runs a presented child feature, held in ``PresentationState``, when it is presented.
  ///
  /// - The child runs before the parent.
  /// - `.dismiss` reaches the parent with the child still presented, then sets it to `nil`.
  /// - An ephemeral child, such as an `AlertState`, is dismissed after any of its actions.
  /// - A child that goes away, by `nil`, by `.dismiss`, or by a new identity (another case of
  ///   an enum destination, another `id`), has its effects cancelled.
  /// - The child's effects can dismiss it with `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination) { Destination.body }
  /// ```
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a presented alert, which needs no reducer of its own: any of its actions dismisses it.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<AlertAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<AlertState<AlertAction>>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<AlertAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs a presented confirmation dialog, which needs no reducer of its own: any of its actions
  /// dismisses it.
  ///
  /// ```swift
  /// .ifLet(\.$dialog, action: \.dialog)
  /// ```
  public func ifLet<DialogAction>(
    _ toPresentationState: WritableKeyPath<
      State, PresentationState<ConfirmationDialogState<DialogAction>>
    >,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DialogAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<ConfirmationDialogState<DialogAction>, DialogAction>>
  {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer returned by `Reducer.ifLet(_:action:destination:)`.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let location: SourceLocation

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let presentation = state[keyPath: toPresentationState]
    // NB: The child this reducer saw last, even if a reducer before it has dismissed it since.
    let presented = presentation.presentedID ?? presentation.wrappedValue.map(namespace(for:))
    var destinationEffect = Effect<Base.Action>.none
    var dismissesAfterParent = false
    switch (presentation.wrappedValue, toPresentationAction.extract(from: action)) {
    case (.some, .dismiss?):
      dismissesAfterParent = true
    case let (.some(destinationState), .presented(destinationAction)?):
      destinationEffect = reduceDestination(into: &state, action: destinationAction)
      dismissesAfterParent = isEphemeral(destinationState)
    case let (.none, presentationAction?):
      location.report(
        """
        An "ifLet" received a presentation action when nothing was presented: \
        \(presentationAction)

        Make sure the parent does not dismiss the child before the child's effects end, and that \
        no action is sent to a child that is not presented.
        """
      )
    case (_, .none):
      break
    }
    let before = state[keyPath: toPresentationState].wrappedValue.map(namespace(for:))
    let parentEffect = base.reduce(into: &state, action: action)
    if dismissesAfterParent,
      state[keyPath: toPresentationState].wrappedValue.map(namespace(for:)) == before
    {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let now = state[keyPath: toPresentationState].wrappedValue.map(namespace(for:))
    if state[keyPath: toPresentationState].presentedID != now {
      state[keyPath: toPresentationState].presentedID = now
    }
    guard let presented, presented != now else {
      return destinationEffect.merge(with: parentEffect)
    }
    return .merge(destinationEffect, parentEffect, .cancel(id: presented))
  }

  private func reduceDestination(
    into state: inout Base.State, action: Destination.Action
  ) -> Effect<Base.Action> {
    let toPresentationAction = toPresentationAction
    return .presenting(
      in: namespace(for: state[keyPath: toPresentationState].wrappedValue!),
      embed: { toPresentationAction.embed(.presented($0)) },
      dismissal: toPresentationAction.embed(.dismiss)
    ) {
      destination.reduce(
        into: &state[keyPath: toPresentationState].wrappedValue!, action: action)
    }
  }

  /// The cancellation namespace of the presented child: its place and its identity.
  private func namespace(for child: Destination.State) -> AnyHashableSendable {
    AnyHashableSendable(
      PresentationID(keyPath: toPresentationState, identity: ChildIdentity(of: child)))
  }
}

/// NB: Key paths to stored properties are immutable and safe to share.
private struct PresentationID: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let identity: ChildIdentity?
}

extension PresentationReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    PresentationReducer<Eager, ResolvedReducer>(
      base: Eager(base, in: context), destination: ResolvedReducer(destination),
      toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction).fastCasePath, location: location
    )
  }
}
