import ConcurrencyExtras

extension Reducer {
  /// Runs a child reducer on one case of an enum state, while the state is in that case.
  ///
  /// The child runs before the parent. When the parent moves the state to another case, or to
  /// the same case with a child of another identity, every effect the child started is
  /// cancelled.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    nonisolated(unsafe) let place = toCaseState
    return IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction), place: AnyHashableSendable(UncheckedKey(place)),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer returned by `Reducer.ifCaseLet(_:action:then:)`.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// Which case this is, for the child's cancellation namespace.
  let place: AnyHashableSendable
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    let before = toChildState.extract(from: state).map(namespace(for:))
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before, before != toChildState.extract(from: state).map(namespace(for:)) else {
      return childEffect.merge(with: parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancel(id: before))
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        """
        An "ifCaseLet" received a child action when the state was in another case: \
        \(childAction)

        Make sure the parent does not move the state to another case before the child's effects \
        end, and that no action is sent to a case that is not current.
        """
      )
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildState.embed(childState)
    guard !effect.isNone else { return .none }
    return
      effect
      .map { [toChildAction] in toChildAction.embed($0) }
      .scoped(to: namespace(for: childState))
  }

  private func namespace(for child: Child.State) -> AnyHashableSendable {
    AnyHashableSendable(CaseChildID(place: place, identity: ChildIdentity(of: child)))
  }
}

extension IfCaseLetReducer: CompositeReducer {
  func resolvingChildren(
    in context: ResolutionContext
  ) -> any Reducer<Parent.State, Parent.Action> {
    IfCaseLetReducer<Eager, ResolvedReducer>(
      parent: Eager(parent, in: context), child: ResolvedReducer(child),
      toChildState: toChildState, toChildAction: CaseExtractor(toChildAction).fastCasePath,
      place: place, location: location
    )
  }
}

private struct CaseChildID: Hashable, Sendable {
  let place: AnyHashableSendable
  let identity: ChildIdentity?
}

/// NB: Key paths are immutable and safe to share, but not `Sendable`.
struct UncheckedKey<Value: Hashable>: Hashable, @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
