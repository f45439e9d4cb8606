import ConcurrencyExtras

/// A ``ForEachReducer`` as a store runs it: with its parent and element resolved and its element
/// actions extracted by a ``CaseExtractor``.
///
/// A class, so that its closures capture one reference: capturing the generic struct, or copies
/// of its properties, would look up its metadata or retain each property on every action. For
/// the same reason no value of a type built on the generic parameters (an optional, an array of
/// cancellations) is made on the way of an element action.
final class ResolvedForEach<
  ParentState, ParentAction, ID: Hashable & Sendable, ElementState,
  ElementAction
>: Reducer {
  private let parent: any Reducer<ParentState, ParentAction>
  private let element: ResolvedReducer<ElementState, ElementAction>
  private let toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, ElementState>>
  private let toElementAction: AnyCasePath<ParentAction, IdentifiedAction<ID, ElementAction>>
  private let extractor: CaseExtractor<ParentAction, IdentifiedAction<ID, ElementAction>>
  private let elements: ForEachElements<ParentState, ID, ElementState, ElementAction>
  /// The `_modify` accessor of the array's property, when `@ObservableState` emitted one.
  private let modify: ForEachElements<ParentState, ID, ElementState, ElementAction>.Modify?
  private let location: SourceLocation

  /// Runs `reducer` with the given parent and element.
  init<Parent: Reducer<ParentState, ParentAction>, Element: Reducer<ElementState, ElementAction>>(
    _ reducer: ForEachReducer<Parent, ID, Element>,
    parent: any Reducer<ParentState, ParentAction>,
    element: ResolvedReducer<ElementState, ElementAction>,
    extractor: CaseExtractor<ParentAction, IdentifiedAction<ID, ElementAction>>,
    modify: ForEachElements<ParentState, ID, ElementState, ElementAction>.Modify?
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = reducer.toElementsState
    self.toElementAction = reducer.toElementAction
    self.extractor = extractor
    self.elements = reducer.elements
    self.modify = modify
    self.location = reducer.location
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    var elementEffect = Effect<ParentAction>.none
    if extractor.extract(from: action) {
      elementEffect = reduceElement(into: &state) { extractor.take(from: action) }
    }
    var parentEffect = Effect<ParentAction>.none
    var cancellations = Effect<ParentAction>.none
    elements.reduceParent(&state) {
      parentEffect = parent.reduce(into: &$0, action: action)
    } _: {
      cancellations = cancellations.merged(with: .cancel(id: namespace(for: $0)))
    }
    return elementEffect.merged(with: parentEffect).merged(with: cancellations)
  }

  private func reduceElement(
    into state: inout ParentState, action: () -> IdentifiedAction<ID, ElementAction>
  ) -> Effect<ParentAction> {
    var effect = Effect<ParentAction>.none
    elements.reduceElement(&state, modify, action) { elementState, id, elementAction in
      let elementEffect = element.reduce(into: &elementState, action: elementAction)
      guard !elementEffect.isNone else { return }
      effect =
        elementEffect
        .map { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) }
        .scoped(to: namespace(for: id))
    } _: { id, elementAction in
      location.report(
        """
        A "forEach" received an action for a missing element: id \(id), action \(elementAction)

        Make sure the parent does not remove an element before its effects end.
        """
      )
    }
    return effect
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
