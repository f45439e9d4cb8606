/// A ``Scope`` into a tracked property of `@ObservableState` state, as a store runs it: the child
/// is mutated in place through the accessor the macro emitted, where a key path to the (computed)
/// property would copy it out and set it back.
struct InPlaceScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  let modify: _$Modifier<ParentState, ChildState>
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: ResolvedReducer<ChildState, ChildAction>

  init(
    modify: _$Modifier<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    child: some Reducer<ChildState, ChildAction>,
    in context: ResolutionContext
  ) {
    self.modify = modify
    self.toChildAction = toChildAction
    self.extractor = CaseExtractor(toChildAction)
    self.child = ResolvedReducer(child)
  }

  @inline(__always)
  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let childAction = extractor.take(from: action)
    var effect = Effect<ChildAction>.none
    modify(&state) { effect = child.reduce(into: &$0, action: childAction) }
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
