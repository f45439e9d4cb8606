import ConcurrencyExtras

extension Reducer {
  /// Runs an element reducer on each element of an `IdentifiedArray`.
  ///
  /// The element runs before the parent. When an element is removed, every effect it started
  /// is cancelled; each element's cancellation identifiers are its own.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer returned by `Reducer.forEach(_:action:element:)`.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    let removals: [Effect<Parent.Action>] =
      idsBefore == idsAfter
      ? [] : idsBefore.subtracting(idsAfter).map { .cancel(id: namespace(for: $0)) }
    return .merge([elementEffect, parentEffect] + removals)
  }

  private func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElementsState][id: id] != nil else {
      location.report(
        """
        A "forEach" received an action for a missing element: id \(id), action \(elementAction)

        Make sure the parent does not remove an element before its effects end.
        """
      )
      return .none
    }
    // NB: Unwrapped in place, so the element is not copied; checked present just above, and the
    //     element reducer only sees the element, so it cannot remove it.
    return element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
      .map { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) }
      .scoped(to: namespace(for: id))
  }

  private func namespace(for id: ID) -> AnyHashableSendable {
    AnyHashableSendable(ElementID(keyPath: toElementsState, id: AnyHashableSendable(id)))
  }
}

/// NB: Key paths to stored properties are immutable and safe to share.
private struct ElementID: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let id: AnyHashableSendable
}
