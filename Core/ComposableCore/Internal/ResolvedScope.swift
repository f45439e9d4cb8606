/// A ``Scope`` as a store runs it: with its child resolved and its case extracted by a
/// ``CaseExtractor``.
struct ResolvedScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  let toChildState: WritableKeyPath<ParentState, ChildState>
  /// Where the child is stored in the parent, when the key path leads to stored properties only:
  /// the child is then reduced in place, where the key path's modify would go through the
  /// runtime's key path projection.
  let offset: Int?
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: ResolvedReducer<ChildState, ChildAction>

  init(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    child: some Reducer<ChildState, ChildAction>,
    in context: ResolutionContext
  ) {
    self.toChildState = toChildState
    self.offset = MemoryLayout<ParentState>.offset(of: toChildState)
    self.toChildAction = toChildAction
    self.extractor = CaseExtractor(toChildAction)
    self.child = ResolvedReducer(child)
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let effect =
      if let offset {
        reduceChild(at: &state, offset, extractor.take())
      } else {
        child.reduce(into: &state[keyPath: toChildState], action: extractor.take())
      }
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  @inline(__always)
  private func reduceChild(
    at state: UnsafeMutablePointer<ParentState>, _ offset: Int, _ action: ChildAction
  ) -> Effect<ChildAction> {
    let property = UnsafeMutableRawPointer(state).advanced(by: offset)
    return child.reduce(
      into: &property.assumingMemoryBound(to: ChildState.self).pointee, action: action)
  }
}

extension Scope: CompositeReducer {
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<ParentState, ParentAction> {
    switch toChildState {
    case let .property(keyPath):
      if let modify = inPlaceModifier(for: keyPath) {
        InPlaceScope(modify: modify, action: toChildAction, child: child, in: context)
      } else {
        ResolvedScope(state: keyPath, action: toChildAction, child: child, in: context)
      }
    case let .enumCase(casePath, location):
      Scope<ParentState, ParentAction, ResolvedReducer>(
        toChildState: .enumCase(casePath, location), toChildAction: toChildAction,
        child: ResolvedReducer(child))
    }
  }
}

/// The in-place accessor `@ObservableState` emitted for the property at `keyPath`, if any.
func inPlaceModifier<Root, Value>(
  for keyPath: WritableKeyPath<Root, Value>
) -> _$Modifier<Root, Value>? {
  guard let observable = Root.self as? any ObservableState.Type else { return nil }
  return modifier(of: observable, keyPath)
}

private func modifier<Observed: ObservableState, Root, Value>(
  of _: Observed.Type, _ keyPath: WritableKeyPath<Root, Value>
) -> _$Modifier<Root, Value>? {
  guard Root.self == Observed.self, let keyPath = keyPath as? PartialKeyPath<Observed>,
    let modify = Observed._$modifier(for: keyPath, of: Value.self)
  else { return nil }
  // NB: `Root` is `Observed`, checked above.
  return unsafeBitCast(modify, to: _$Modifier<Root, Value>.self)
}
