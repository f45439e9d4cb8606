/// A ``Scope`` as a store runs it: with its child resolved and its case extracted by a
/// ``CaseExtractor``.
struct ResolvedScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  let toChildState: WritableKeyPath<ParentState, ChildState>
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: any Reducer<ChildState, ChildAction>
  /// Mutates the child in place when the parent's state is `@ObservableState`.
  let modify: ((inout ParentState, (inout ChildState) -> Void) -> Void)?

  init(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    child: some Reducer<ChildState, ChildAction>,
    in context: ResolutionContext
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.extractor = CaseExtractor(toChildAction)
    self.child = child.resolved(in: context)
    self.modify = Self.inPlaceModifier(for: toChildState)
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let childAction = extractor.take(from: action)
    let effect: Effect<ChildAction>
    if let modify {
      var result = Effect<ChildAction>.none
      modify(&state) { result = child.reduce(into: &$0, action: childAction) }
      effect = result
    } else {
      effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    }
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}

extension Scope: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<ParentState, ParentAction> {
    switch toChildState {
    case let .property(keyPath):
      ResolvedScope(state: keyPath, action: toChildAction, child: child, in: context)
    case let .enumCase(casePath, location):
      Scope<ParentState, ParentAction, Eager>(
        toChildState: .enumCase(casePath, location), toChildAction: toChildAction,
        child: Eager(child, in: context))
    }
  }
}

extension ResolvedScope {
  /// The in-place accessor `@ObservableState` emitted for the property at `keyPath`, if any.
  private static func inPlaceModifier(
    for keyPath: WritableKeyPath<ParentState, ChildState>
  ) -> ((inout ParentState, (inout ChildState) -> Void) -> Void)? {
    guard let observable = ParentState.self as? any ObservableState.Type else { return nil }
    return modifier(of: observable, keyPath)
  }

  private static func modifier<Observed: ObservableState>(
    of _: Observed.Type, _ keyPath: WritableKeyPath<ParentState, ChildState>
  ) -> ((inout ParentState, (inout ChildState) -> Void) -> Void)? {
    guard let keyPath = keyPath as? PartialKeyPath<Observed>,
      let modify = Observed._$modifier(for: keyPath, of: ChildState.self)
    else { return nil }
    return modify as? (inout ParentState, (inout ChildState) -> Void) -> Void
  }
}
