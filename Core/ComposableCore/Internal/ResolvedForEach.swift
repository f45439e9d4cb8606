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
  /// The array as a tracked property of `@ObservableState` state, when the macro could describe
  /// its storage: an element action's modification is then made here, as the accessor would make
  /// it, without its snapshots of every element's identity.
  ///
  /// NB: An object of its own, so that lists of plain state load what they did before.
  private let tracked: TrackedElements?
  /// The byte offset of the tracked property's storage, `tracked`'s, kept here too: the parent's
  /// step reads it on every action, and a plain list's need not load an object to learn it has
  /// none.
  private let storageOffset: Int?

  /// Runs `reducer` with the given parent and element.
  init<Parent: Reducer<ParentState, ParentAction>, Element: Reducer<ElementState, ElementAction>>(
    _ reducer: ForEachReducer<Parent, ID, Element>,
    parent: any Reducer<ParentState, ParentAction>,
    element: ResolvedReducer<ElementState, ElementAction>,
    extractor: CaseExtractor<ParentAction, IdentifiedAction<ID, ElementAction>>,
    modifier: _$Modifier<ParentState, IdentifiedArray<ID, ElementState>>?
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = reducer.toElementsState
    self.toElementAction = reducer.toElementAction
    self.extractor = extractor
    self.elements = reducer.elements
    self.modify = modifier?.accessor
    self.location = reducer.location
    // NB: A value whose identity a modification renews is not an array; its accessor keeps it.
    if let modifier, let layout = modifier.layout, layout.valueRegistrarOffset == nil {
      tracked = TrackedElements(
        layout: layout, didModify: modifier.didModify,
        readIdentity: IdentityReader(of: ElementState.self))
      storageOffset = layout.storageOffset
    } else {
      tracked = nil
      storageOffset = nil
    }
  }

  /// What a `forEach` over a tracked property needs to make an element's modification itself.
  private final class TrackedElements {
    let layout: InPlaceLayout
    let didModify: (inout ParentState) -> Void
    let readIdentity: IdentityReader<ElementState>?

    init(
      layout: InPlaceLayout, didModify: @escaping (inout ParentState) -> Void,
      readIdentity: IdentityReader<ElementState>?
    ) {
      self.layout = layout
      self.didModify = didModify
      self.readIdentity = readIdentity
    }
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    var elementEffect = Effect<ParentAction>.none
    if extractor.extract(from: action) {
      elementEffect = reduceElement(into: &state, action: extractor.placed)
    }
    var parentEffect = Effect<ParentAction>.none
    var cancellations = Effect<ParentAction>.none
    if let storageOffset {
      elements.reduceStoredParent(&state, storageOffset) {
        parentEffect = parent.reduce(into: &$0, action: action)
      } _: {
        cancellations = cancellations.merged(with: .cancel(id: namespace(for: $0)))
      }
    } else {
      elements.reduceParent(&state) {
        parentEffect = parent.reduce(into: &$0, action: action)
      } _: {
        cancellations = cancellations.merged(with: .cancel(id: namespace(for: $0)))
      }
    }
    return elementEffect.merged(with: parentEffect).merged(with: cancellations)
  }

  @inline(__always)
  private func reduceElement(
    into state: inout ParentState, action: UnsafeMutableRawPointer
  ) -> Effect<ParentAction> {
    if let tracked { return reduceElement(at: &state, tracked, action: action) }
    var effect = Effect<ParentAction>.none
    elements.reduceElement(&state, modify, action) { elementState, id, elementAction in
      let elementEffect = element.reduce(into: &elementState, action: elementAction)
      guard !elementEffect.isNone else { return }
      effect = embed(elementEffect, id: id)
    } _: {
      reportMissing($0, $1)
    }
    return effect
  }

  /// An element's reduction in the array at `layout`'s storage, with what the property's accessor
  /// would do around it: its observers are told when it has been read, unless it had been read
  /// before too and the element kept its identity (the array's identity is its elements', and
  /// only this element can change).
  @inline(never)
  private func reduceElement(
    at state: UnsafeMutablePointer<ParentState>, _ tracked: TrackedElements,
    action: UnsafeMutableRawPointer
  ) -> Effect<ParentAction> {
    let root = UnsafeMutableRawPointer(state)
    let layout = tracked.layout
    let readIdentity = tracked.readIdentity
    let tracksIdentity = layout.holdsElements && layout.isRead(in: root)
    var identityChanged = false
    var effect = Effect<ParentAction>.none
    elements.reduceStoredElement(
      &state.pointee, layout.storageOffset, action
    ) { elementState, id, elementAction in
      let before = tracksIdentity ? readIdentity?(&elementState) : nil
      let elementEffect = element.reduce(into: &elementState, action: elementAction)
      if let before { identityChanged = readIdentity?(&elementState) != before }
      guard !elementEffect.isNone else { return }
      effect = embed(elementEffect, id: id)
    } _: {
      reportMissing($0, $1)
    }
    if layout.isRead(in: root), !tracksIdentity || identityChanged {
      tracked.didModify(&state.pointee)
    }
    return effect
  }

  /// An element's effect as the parent's, cancelled with the element.
  @inline(__always)
  private func embed(_ effect: Effect<ElementAction>, id: ID) -> Effect<ParentAction> {
    effect
      .map { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) }
      .scoped(to: namespace(for: id))
  }

  private func reportMissing(_ id: ID, _ elementAction: ElementAction) {
    location.report(
      """
      A "forEach" received an action for a missing element: id \(id), action \(elementAction)

      Make sure the parent does not remove an element before its effects end.
      """
    )
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
