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
  @inlinable
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
      toElementAction: AnyCasePath(toElementAction), elements: ForEachElements(toElementsState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer returned by `Reducer.forEach(_:action:element:)`.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let elements: ForEachElements<Parent.State, ID, Element.State, Element.Action>
  let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    elements: ForEachElements<Parent.State, ID, Element.State, Element.Action>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.elements = elements
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// NB: Called directly, as when a feature's `body` is evaluated on each action, it runs as a
  ///     store would run it, only without the resolved extractor.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    ResolvedForEach(
      self, parent: parent, element: ResolvedReducer(element),
      extractor: CaseExtractor(toElementAction, learns: false), modifier: nil
    )
    .reduce(into: &state, action: action)
  }
}
