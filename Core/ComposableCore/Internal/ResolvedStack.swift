import ConcurrencyExtras

/// A ``StackReducer`` as a store runs it: with its base and destination resolved and its stack
/// actions extracted by a ``CaseExtractor``.
///
/// A class for the reasons ``ResolvedForEach`` is one.
final class ResolvedStack<State, Action, DestinationState, DestinationAction>: Reducer {
  private let base: any Reducer<State, Action>
  private let destination: ResolvedReducer<DestinationState, DestinationAction>
  private let toStackState: WritableKeyPath<State, StackState<DestinationState>>
  private let toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>
  private let extractor: CaseExtractor<Action, StackAction<DestinationState, DestinationAction>>
  private let elements: StackElements<State, DestinationState, DestinationAction>
  /// The `_modify` accessor of the stack's property, when `@ObservableState` emitted one.
  private let modify: StackElements<State, DestinationState, DestinationAction>.Modify?
  private let location: SourceLocation
  private let dependencies = PresentedDependencies()

  init<Base: Reducer<State, Action>, Destination: Reducer<DestinationState, DestinationAction>>(
    _ reducer: StackReducer<Base, Destination>,
    base: any Reducer<State, Action>,
    destination: ResolvedReducer<DestinationState, DestinationAction>,
    extractor: CaseExtractor<Action, StackAction<DestinationState, DestinationAction>>,
    modify: StackElements<State, DestinationState, DestinationAction>.Modify?
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = reducer.toStackState
    self.toStackAction = reducer.toStackAction
    self.extractor = extractor
    self.elements = reducer.elements
    self.modify = modify
    self.location = reducer.location
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var destinationEffect = Effect<Action>.none
    var parentEffect = Effect<Action>.none
    var cancellations = Effect<Action>.none
    let stackAction = extractor.extract(from: action) ? extractor.placed : nil
    elements.reduce(&state, modify, stackAction) { elementState, id, elementAction in
      destinationEffect = reduceElement(&elementState, id: id, action: elementAction)
    } _: {
      parentEffect = base.reduce(into: &$0, action: action)
    } _: {
      report($0)
    } _: {
      cancellations = cancellations.merged(with: .cancel(id: namespace(for: $0)))
    }
    return destinationEffect.merged(with: parentEffect).merged(with: cancellations)
  }

  private func reduceElement(
    _ element: inout DestinationState, id: StackElementID, action: DestinationAction
  ) -> Effect<Action> {
    .presenting(
      in: namespace(for: id),
      embed: { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) },
      dismissal: toStackAction.embed(.popFrom(id: id)),
      dependencies: dependencies
    ) {
      destination.reduce(into: &element, action: action)
    }
  }

  private func report(_ problem: String) {
    location.report(
      """
      A "forEach" over a navigation stack received \(problem)

      Make sure elements are not popped before their effects end, and that no action is sent to \
      an element that is not in the stack.
      """
    )
  }

  private func namespace(for id: StackElementID) -> AnyHashableSendable {
    AnyHashableSendable(StackElementNamespace(keyPath: toStackState, id: id))
  }
}

/// NB: Key paths to stored properties are immutable and safe to share.
private struct StackElementNamespace: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let id: StackElementID
}
