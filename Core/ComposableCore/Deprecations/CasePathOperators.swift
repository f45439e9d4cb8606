import ConcurrencyExtras

// The reducer operators as TCA 1.0–1.3 spelled them, with CasePaths' `/Enum.case` paths. TCA 1.25
// still accepts them, deprecated; they run the same reducers as the case key path spellings.

extension Scope {
  /// Scopes a child reducer to a case of an enum state, named with `/State.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.child', instead of '/State.child'."
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .enumCase(
        toChildState,
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
      toChildAction: toChildAction, child: child())
  }

  /// Scopes a child reducer to the state at a key path and the actions of a `/Action.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.child', instead of '/Action.child'."
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState: .property(toChildState), toChildAction: toChildAction, child: child())
  }
}

extension Reducer {
  /// Runs a child reducer on optional state; the child's actions are a `/Action.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.child', instead of '/Action.child'."
  )
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction, access: IfLetChild(toWrappedState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs an optional alert or dialog that needs no reducer; its actions are a `/Action.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.alert', instead of '/Action.alert'."
  )
  public func ifLet<WrappedState: EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs a presented child feature; its actions are a `/Action.case`.
  @available(
    *, deprecated,
    message: "Use a case key path, as in '\\.destination', instead of '/Action.destination'."
  )
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      resolved: nil
    )
  }

  /// Runs a presented alert or dialog, or a child that needs no reducer; its actions are a
  /// `/Action.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.alert', instead of '/Action.alert'."
  )
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs a child reducer on one case of an enum state, named with `/State.case`.
  @available(
    *, deprecated, message: "Use case key paths, as in '\\.child', instead of '/State.child'."
  )
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState, toChildAction: toCaseAction,
      place: AnyHashableSendable(location), location: location
    )
  }

  /// Runs an element reducer on each element of an `IdentifiedArray`; the element actions are
  /// a `/Action.case` of `IdentifiedAction`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.rows', instead of '/Action.rows'."
  )
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction, elements: ForEachElements(toElementsState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs an element reducer on each element of an `IdentifiedArray`, for an action case with
  /// an id and an action, as in `case row(id: Row.State.ID, action: Row.Action)`.
  @available(
    *, deprecated,
    message:
      "Use an 'IdentifiedAction' case and a case key path, as in '.forEach(\\.rows, action: \\.rows)'."
  )
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case let .element(id, action): return toElementAction.embed((id, action))
          }
        },
        extract: { toElementAction.extract(from: $0).map { .element(id: $0, action: $1) } }
      ),
      elements: ForEachElements(toElementsState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs a navigation stack's destinations; the stack's actions are a `/Action.case`.
  @available(
    *, deprecated, message: "Use a case key path, as in '\\.path', instead of '/Action.path'."
  )
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction, elements: StackElements(toStackState),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension PresentationState {
  /// The presented child's state in a case named with `/State.case`.
  @available(
    *, deprecated,
    message: "Use a case key path, as in '[case: \\.child]', instead of '/State.child'."
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    set { setCase(newValue, extract: path.extract(from:), embed: path.embed) }
  }
}

extension StackState {
  /// The element with the given identity, in a case named with `/Element.case`.
  @available(
    *, deprecated,
    message: "Use a case key path, as in '[id: id, case: \\.child]', instead of '/Element.child'."
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set { setCase(newValue, id: id, extract: path.extract(from:), embed: path.embed) }
  }
}
