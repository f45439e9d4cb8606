/// A ``Scope`` as a store runs it: with its child resolved on first use and its case extracted
/// by a ``CaseExtractor``.
struct ResolvedScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  let toChildState: WritableKeyPath<ParentState, ChildState>
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: ResolvedReducer<ChildState, ChildAction>

  init<Child: Reducer<ChildState, ChildAction>>(
    _ scope: Scope<ParentState, ParentAction, Child>
  ) {
    self.toChildState = scope.toChildState
    self.toChildAction = scope.toChildAction
    self.extractor = CaseExtractor(scope.toChildAction)
    self.child = ResolvedReducer(scope.child)
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let effect = child.reduce(
      into: &state[keyPath: toChildState], action: extractor.take(from: action))
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
