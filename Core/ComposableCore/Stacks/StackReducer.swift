import ConcurrencyExtras
import IssueReporting

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
      toStackAction: AnyCasePath(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
  let location: SourceLocation

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let stackAction = toStackAction.extract(from: action)
    // NB: The elements this reducer saw last, even if a reducer before it has removed some since.
    let mounted = state[keyPath: toStackState].mounted ?? state[keyPath: toStackState].ids
    var destinationEffect = Effect<Base.Action>.none
    if case let .element(id, elementAction)? = stackAction {
      destinationEffect = reduceElement(into: &state, id: id, action: elementAction)
    }
    let parentEffect = base.reduce(into: &state, action: action)
    switch stackAction {
    case let .popFrom(id)?:
      if state[keyPath: toStackState][id: id] == nil {
        report("a pop from an element that is not in the stack: id \(id)")
      }
      state[keyPath: toStackState].pop(from: id)
    case let .push(id, elementState)?:
      let nextID = state[keyPath: toStackState].nextElementID
      if isTesting, id.rawValue > nextID.rawValue {
        report(
          """
          a push with id \(id), which skips ahead of the next id, \(nextID). In tests, push \
          elements with the ids the stack hands out: 0, 1, 2, …
          """)
      } else if !state[keyPath: toStackState].push(elementState, id: id) {
        report("a push with id \(id), which an element of the stack already has")
      }
    case .element?, nil:
      break
    }
    let ids = state[keyPath: toStackState].ids
    if state[keyPath: toStackState].mounted != ids {
      state[keyPath: toStackState].mounted = ids
    }
    let removed = mounted.subtracting(ids)
    guard !removed.isEmpty else { return destinationEffect.merge(with: parentEffect) }
    return .merge(
      [destinationEffect, parentEffect] + removed.map { .cancel(id: namespace(for: $0)) })
  }

  private func reduceElement(
    into state: inout Base.State, id: StackElementID, action: Destination.Action
  ) -> Effect<Base.Action> {
    guard state[keyPath: toStackState][id: id] != nil else {
      report("an action for an element that is not in the stack: id \(id), action \(action)")
      return .none
    }
    let toStackAction = toStackAction
    return .presenting(
      in: namespace(for: id),
      embed: { toStackAction.embed(.element(id: id, action: $0)) },
      dismissal: toStackAction.embed(.popFrom(id: id))
    ) {
      var element = state[keyPath: toStackState][id: id]!
      defer { state[keyPath: toStackState][id: id] = element }
      return destination.reduce(into: &element, action: action)
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

extension StackReducer: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<Base.State, Base.Action> {
    StackReducer<Eager, ResolvedReducer>(
      base: Eager(base, in: context), destination: ResolvedReducer(destination),
      toStackState: toStackState,
      toStackAction: CaseExtractor(toStackAction).fastCasePath, location: location
    )
  }
}
