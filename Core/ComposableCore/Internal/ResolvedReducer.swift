/// A reducer tree built once, so that a send runs it instead of re-evaluating every `body`.
///
/// A reducer's `body` builds its reducers (and the case key paths of its `Scope`s) each time it is
/// evaluated; a store resolves its reducer once, with the store's dependencies, when it is created.
struct ResolvedReducer<State, Action>: Reducer {
  let base: any Reducer<State, Action>

  init<R: Reducer<State, Action>>(_ reducer: R) {
    self.base = reducer.resolved()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    base.reduce(into: &state, action: action)
  }
}

/// A reducer that runs other reducers and can rebuild itself with each of them resolved.
protocol CompositeReducer<State, Action>: Reducer {
  func resolvingChildren() -> any Reducer<State, Action>
}

extension Reducer {
  /// This reducer with its `body`, and the bodies of the reducers it composes, evaluated once.
  func resolved() -> any Reducer<State, Action> {
    if let composite = self as? any CompositeReducer<State, Action> {
      return composite.resolvingChildren()
    }
    guard Body.self != Never.self, let body = body as? any Reducer<State, Action> else {
      return self
    }
    return body.resolved()
  }
}

extension ResolvedReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> { base }
}

extension Scope: CompositeReducer {
  func resolvingChildren() -> any Reducer<ParentState, ParentAction> {
    ResolvedScope(self)
  }
}

extension CombineReducers: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> { reducers.resolved() }
}

extension ReducerBuilder.Sequence: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    ReducerBuilder.Sequence(first: ResolvedReducer(first), second: ResolvedReducer(second))
  }
}

extension ReducerBuilder.Conditional: CompositeReducer {
  func resolvingChildren() -> any Reducer<State, Action> {
    switch self {
    case let .first(reducer): reducer.resolved()
    case let .second(reducer): reducer.resolved()
    }
  }
}

extension IfLetReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Parent.State, Parent.Action> {
    IfLetReducer<ResolvedReducer, ResolvedReducer>(
      parent: ResolvedReducer(parent), child: ResolvedReducer(child), toChildState: toChildState,
      toChildAction: CaseExtractor(toChildAction).fastCasePath, location: location
    )
  }
}

extension ForEachReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Parent.State, Parent.Action> {
    ForEachReducer<ResolvedReducer, ID, ResolvedReducer>(
      parent: ResolvedReducer(parent), element: ResolvedReducer(element),
      toElementsState: toElementsState,
      toElementAction: CaseExtractor(toElementAction).fastCasePath, location: location
    )
  }
}

extension PrintChangesReducer: CompositeReducer {
  func resolvingChildren() -> any Reducer<Base.State, Base.Action> {
    PrintChangesReducer<ResolvedReducer>(base: ResolvedReducer(base), write: write)
  }
}
