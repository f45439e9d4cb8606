import IdentifiedCollections

extension Store where State: ObservableState {
  /// Derives a store for each element of a collection of child features, as a list shows them.
  ///
  /// The collection is the array as it is now; reading it inside observation tracking registers
  /// the read, so an observer runs again when elements are added, removed or moved. An element's
  /// store is the same store each time, for as long as the element is in the array; once it is
  /// removed, its store keeps its last state and sends nothing.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   render(row.title)
  /// }
  /// ```
  @_disfavoredOverload
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    return _StoreCollection(scope(state: state, action: action))
  }
}

/// The stores of the elements of an identified array, as ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``
/// gives them.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let elements: IdentifiedArray<ID, State>

  @MainActor
  init(_ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    elements = store.state
    store.forgetElements(notIn: elements.ids)
  }

  /// The position of the first element.
  public var startIndex: Int { 0 }

  /// The position after the last element.
  public var endIndex: Int { elements.count }

  /// The store of the element at a position.
  ///
  /// Stores live on the main actor, and so must a store collection be read, as in TCA: a lazy
  /// list that renders elsewhere should turn it into an array on the main actor first, as in
  /// `Array(store.scope(state: \.rows, action: \.rows))`.
  public subscript(position: Int) -> Store<State, Action> {
    let element = UncheckedElement(id: elements.ids[position], state: elements[position])
    let store = store
    // NB: Swift has no check for "on the main actor" that does not trap, and Linux may run the
    //     main actor off the main thread; this is TCA's precondition.
    return MainActor.assumeIsolated { store.scope(element: element.id, cached: element.state) }
  }
}

/// An element and the store of the array it is in, carried to the main actor.
private struct UncheckedElement<ID, State>: @unchecked Sendable {
  // NB: Only read on the main actor, where the store that owns it lives.
  let id: ID
  let state: State
}
