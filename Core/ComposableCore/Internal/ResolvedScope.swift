/// A ``Scope`` as a store runs it: with its child resolved on first use and its case extracted
/// by a ``CaseExtractor``.
struct ResolvedScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  typealias ChildStatePath = Scope<ParentState, ParentAction, ResolvedReducer<ChildState, ChildAction>>
    .ChildStatePath

  let toChildState: ChildStatePath
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: ResolvedReducer<ChildState, ChildAction>

  init<Child: Reducer<ChildState, ChildAction>>(
    _ scope: Scope<ParentState, ParentAction, Child>
  ) {
    self.toChildState =
      switch scope.toChildState {
      case let .property(keyPath): .property(keyPath)
      case let .enumCase(casePath, location): .enumCase(casePath, location)
      }
    self.toChildAction = scope.toChildAction
    self.extractor = CaseExtractor(scope.toChildAction)
    self.child = ResolvedReducer(scope.child)
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let childAction = extractor.take(from: action)
    let effect =
      if case let .property(keyPath) = toChildState {
        child.reduce(into: &state[keyPath: keyPath], action: childAction)
      } else {
        toChildState.reduce(&state, childAction, child)
      }
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
