@_spi(Reflection) import CasePaths
import ConcurrencyExtras

/// An ``IfLetReducer`` as a store runs it: with its parent and child resolved, its child actions
/// extracted by a ``CaseExtractor``, and what it knows of the child's type decided once.
///
/// A class for the reasons ``ResolvedForEach`` is one.
final class ResolvedIfLet<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  private let parent: any Reducer<ParentState, ParentAction>
  private let child: ResolvedReducer<ChildState, ChildAction>
  private let toChildState: WritableKeyPath<ParentState, ChildState?>
  private let toChildAction: AnyCasePath<ParentAction, ChildAction>
  private let extractor: CaseExtractor<ParentAction, ChildAction>
  private let access: IfLetChild<ParentState, ChildState>
  /// The `_modify` accessor of the child's property, when `@ObservableState` emitted one.
  private let modify: IfLetChild<ParentState, ChildState>.Modify?
  /// Whether every child is the same child, so that only a `nil` ends one.
  private let hasNoIdentity: Bool
  /// Whether a child may be ephemeral: an ephemeral state, or an enum with such a case.
  private let mayBeEphemeral: Bool
  private let location: SourceLocation

  init<Parent: Reducer<ParentState, ParentAction>, Child: Reducer<ChildState, ChildAction>>(
    _ reducer: IfLetReducer<Parent, Child>,
    parent: any Reducer<ParentState, ParentAction>,
    child: ResolvedReducer<ChildState, ChildAction>,
    extractor: CaseExtractor<ParentAction, ChildAction>,
    modify: IfLetChild<ParentState, ChildState>.Modify?
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = reducer.toChildState
    self.toChildAction = reducer.toChildAction
    self.extractor = extractor
    self.access = reducer.access
    self.modify = modify
    self.hasNoIdentity = !ChildIdentity.exists(for: ChildState.self)
    self.mayBeEphemeral =
      ChildState.self is any EphemeralState.Type || EnumMetadata(ChildState.self) != nil
    self.location = reducer.location
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    var childEffect = Effect<ParentAction>.none
    if extractor.extract(from: action) {
      childEffect = reduceChild(into: &state, action: extractor.take())
    }
    guard hasNoIdentity else { return reduceParentComparingIdentities(&state, action, childEffect) }
    guard access.isPresent(&state) else {
      return childEffect.merged(with: parent.reduce(into: &state, action: action))
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard !access.isPresent(&state) else { return childEffect.merged(with: parentEffect) }
    return .merge(childEffect, parentEffect, .cancel(id: namespace(for: nil)))
  }

  @inline(never)
  private func reduceParentComparingIdentities(
    _ state: inout ParentState, _ action: ParentAction, _ childEffect: Effect<ParentAction>
  ) -> Effect<ParentAction> {
    let before = state[keyPath: toChildState].map { namespace(for: ChildIdentity(of: $0)) }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before,
      before != state[keyPath: toChildState].map({ namespace(for: ChildIdentity(of: $0)) })
    else {
      return childEffect.merged(with: parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancel(id: before))
  }

  private func reduceChild(
    into state: inout ParentState, action childAction: ChildAction
  ) -> Effect<ParentAction> {
    var effect = Effect<ParentAction>.none
    access.reduceChild(&state, modify) { childState in
      let childEffect = child.reduce(into: &childState, action: childAction)
      if !childEffect.isNone {
        effect =
          childEffect
          .map { [toChildAction] in toChildAction.embed($0) }
          .scoped(to: namespace(for: ChildIdentity(of: childState)))
      }
      return mayBeEphemeral && isEphemeral(childState)
    } _: {
      location.report(
        """
        An "ifLet" received a child action when child state was "nil": \(childAction)

        Make sure the parent does not clear the child's state before the child's effects end, \
        and that no action is sent to a child that is not presented.
        """
      )
    }
    return effect
  }

  /// The cancellation namespace of a child: its place in the parent and its identity.
  private func namespace(for identity: ChildIdentity?) -> AnyHashableSendable {
    AnyHashableSendable(ChildID(keyPath: toChildState, identity: identity))
  }
}

/// NB: Key paths to stored properties are immutable and safe to share.
private struct ChildID: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let identity: ChildIdentity?
}
