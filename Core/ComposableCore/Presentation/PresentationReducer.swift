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
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      resolved: nil
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
  let kind = PresentedChildKind<Destination.State>()
  /// What a store's resolved copy keeps between actions; `nil` in a reducer value, which any
  /// thread may run.
  let resolved: Resolved?

  /// The extractor and presented dependencies of a resolved reducer, which only its store runs,
  /// from its actor.
  final class Resolved {
    let extractor: CaseExtractor<Base.Action, PresentationAction<Destination.Action>>
    let dependencies = PresentedDependencies()

    init(_ toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>) {
      // NB: Taught by a dismissal, so that the parent's own actions, which a presentation sees
      //     most, skip the case path before the child's first action.
      extractor = CaseExtractor(
        toPresentationAction, learningFrom: toPresentationAction.embed(.dismiss))
    }
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let presentation = state[keyPath: toPresentationState]
    // NB: The child this reducer saw last, even if a reducer before it has dismissed it since.
    let presented = presentation.presentedChild ?? presentation.presented(kind)
    var destinationEffect = Effect<Base.Action>.none
    var dismissesAfterParent = false
    func receive(_ presentationAction: PresentationAction<Destination.Action>) {
      guard let destinationState = presentation.wrappedValue else {
        return reportNotPresented(presentationAction)
      }
      switch presentationAction {
      case .dismiss:
        dismissesAfterParent = true
      case let .presented(destinationAction):
        destinationEffect = reduceDestination(
          into: &state, action: destinationAction, identity: kind.identity(of: destinationState))
        dismissesAfterParent = kind.isEphemeral(destinationState)
      }
    }
    if let resolved {
      if resolved.extractor.extract(from: action) { receive(resolved.extractor.take()) }
    } else if let presentationAction = toPresentationAction.extract(from: action) {
      receive(presentationAction)
    }
    let before = dismissesAfterParent ? state[keyPath: toPresentationState].presented(kind) : nil
    let parentEffect = base.reduce(into: &state, action: action)
    if dismissesAfterParent, state[keyPath: toPresentationState].presented(kind) == before {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let after = state[keyPath: toPresentationState]
    let now = after.presented(kind)
    if after.presentedChild != now {
      state[keyPath: toPresentationState].presentedChild = now
    }
    let effect = destinationEffect.merged(with: parentEffect)
    guard let presented, presented != now else { return effect }
    return effect.merged(with: .cancel(id: namespace(for: presented.identity)))
  }

  private func reduceDestination(
    into state: inout Base.State, action: Destination.Action, identity: ChildIdentity?
  ) -> Effect<Base.Action> {
    let toPresentationAction = toPresentationAction
    return .presenting(
      in: namespace(for: identity),
      embed: { toPresentationAction.embed(.presented($0)) },
      dismissal: toPresentationAction.embed(.dismiss),
      dependencies: resolved?.dependencies ?? PresentedDependencies()
    ) {
      destination.reduce(
        into: &state[keyPath: toPresentationState].wrappedValue!, action: action)
    }
  }

  private func reportNotPresented(_ presentationAction: PresentationAction<Destination.Action>) {
    location.report(
      """
      An "ifLet" received a presentation action when nothing was presented: \
      \(presentationAction)

      Make sure the parent does not dismiss the child before the child's effects end, and that \
      no action is sent to a child that is not presented.
      """
    )
  }

  /// The cancellation namespace of the presented child: its place and its identity.
  private func namespace(for identity: ChildIdentity?) -> AnyHashableSendable {
    AnyHashableSendable(PresentationID(keyPath: toPresentationState, identity: identity))
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
      toPresentationState: toPresentationState, toPresentationAction: toPresentationAction,
      location: location, resolved: .init(toPresentationAction)
    )
  }
}
