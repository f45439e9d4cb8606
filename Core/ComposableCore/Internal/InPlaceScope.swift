/// A ``Scope`` into a tracked property of `@ObservableState` state, as a store runs it: the child
/// is mutated in place, as the property's `_modify` accessor would (or through the accessor, when
/// the macro could not describe its storage), where a key path to the (computed) property would
/// copy it out and set it back.
struct InPlaceScope<ParentState, ParentAction, ChildState, ChildAction>: Reducer {
  /// The property's `_modify` accessor.
  let accessor: InPlaceAccessor<ParentState, ChildState>
  /// Where the property's storage is, when the scope can make the accessor's modification: not
  /// for a collection of observable state, whose child reducer could change any element.
  let layout: InPlaceLayout?
  /// Tells the property's observers of a modification that the scope made itself.
  let didModify: (inout ParentState) -> Void
  let toChildAction: AnyCasePath<ParentAction, ChildAction>
  let extractor: CaseExtractor<ParentAction, ChildAction>
  let child: ResolvedReducer<ChildState, ChildAction>

  init(
    modify: _$Modifier<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    child: some Reducer<ChildState, ChildAction>,
    in context: ResolutionContext
  ) {
    self.accessor = modify.accessor
    self.layout = modify.layout.flatMap { $0.holdsElements ? nil : $0 }
    self.didModify = modify.didModify
    self.toChildAction = toChildAction
    self.extractor = CaseExtractor(toChildAction)
    self.child = ResolvedReducer(child)
  }

  @inline(__always)
  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard extractor.extract(from: action) else { return .none }
    let childAction = extractor.take()
    let effect = reduce(at: &state, childAction)
    guard !effect.isNone else { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  /// The child's reduction, made as the property's accessor makes it when the macro gave its
  /// layout: the value's identity renewed, the value reduced in place, and the property's
  /// observers told unless it kept its identity.
  @inline(__always)
  private func reduce(
    at state: UnsafeMutablePointer<ParentState>, _ action: ChildAction
  ) -> Effect<ChildAction> {
    guard let layout else {
      var effect = Effect<ChildAction>.none
      accessor(&state.pointee) {
        effect = child.reduce(into: &$0, action: action)
      }
      return effect
    }
    let root = UnsafeMutableRawPointer(state)
    let property = layout.willModify(in: root)
    let before = layout.identity(of: property, in: root)
    let effect = child.reduce(
      into: &property.assumingMemoryBound(to: ChildState.self).pointee, action: action)
    if layout.isRead(in: root), layout.mayHaveChanged(property, from: before) {
      didModify(&state.pointee)
    }
    return effect
  }
}
