import ConcurrencyExtras
import IssueReporting

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
      toChildAction: AnyCasePath(toWrappedAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    let before = state[keyPath: toChildState].map(namespace(for:))
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before, before != state[keyPath: toChildState].map(namespace(for:)) else {
      return childEffect.merge(with: parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancel(id: before))
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: toChildState] != nil else {
      location.report(
        """
        An "ifLet" received a child action when child state was "nil": \(childAction)

        Make sure the parent does not clear the child's state before the child's effects end, \
        and that no action is sent to a child that is not presented.
        """
      )
      return .none
    }
    // NB: Unwrapped in place, so the child is not copied; checked non-nil just above, and the
    //     child reducer only sees the child's state, so it cannot set the optional to nil.
    let effect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    let childState = state[keyPath: toChildState]!
    if isEphemeral(childState) { state[keyPath: toChildState] = nil }
    guard !effect.isNone else { return .none }
    return
      effect
      .map { [toChildAction] in toChildAction.embed($0) }
      .scoped(to: namespace(for: childState))
  }

  /// The cancellation namespace of the child: its place in the parent and its identity.
  private func namespace(for child: Child.State) -> AnyHashableSendable {
    AnyHashableSendable(ChildID(keyPath: toChildState, identity: ChildIdentity(of: child)))
  }
}

/// NB: Key paths to stored properties are immutable and safe to share.
private struct ChildID: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let identity: ChildIdentity?
}
