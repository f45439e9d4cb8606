/// A ``Scope`` into a tracked property of `@ObservableState` state, as a store runs it: the child
/// is mutated in place, as the property's `_modify` accessor would (or through the accessor, when
/// the macro could not describe its storage), where a key path to the (computed) property would
/// copy it out and set it back.
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
    let effect = reduce(at: &state, childAction)
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  /// The child's reduction, made as the property's accessor makes it when the macro gave its
  /// layout: the value's identity renewed, the value reduced in place, and the property's
  /// observers told unless it kept its identity.
  @inline(__always)
  private func reduce(
    at root: UnsafeMutableRawPointer, _ action: ChildAction
  ) -> Effect<ChildAction> {
    guard let layout = modify.layout else {
      var effect = Effect<ChildAction>.none
      modify(&root.assumingMemoryBound(to: ParentState.self).pointee) {
        effect = child.reduce(into: &$0, action: action)
      }
      return effect
    }
    let property = layout.willModify(in: root)
    let before = layout.identity(of: property, in: root)
    let effect = child.reduce(
      into: &property.assumingMemoryBound(to: ChildState.self).pointee, action: action)
    if layout.isRead(in: root), layout.mayHaveChanged(property, from: before) {
      modify.didModify(&root.assumingMemoryBound(to: ParentState.self).pointee)
    }
    return effect
  }
}
