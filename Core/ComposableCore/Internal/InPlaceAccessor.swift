/// The `_modify` accessor of a tracked property of `@ObservableState` state, as `ifLet`,
/// `forEach` and stacks go through it; see ``_$Modifier``.
///
/// NB: A struct, so that the closure keeps its own representation when optional: an optional
///     closure is stored at its most general representation, and calling it then wraps the body
///     in a thunk that is allocated on every call. It is not the whole ``_$Modifier``, whose
///     layout only ``InPlaceScope`` uses, so that the reducers that pass it along copy one
///     closure.
@usableFromInline
struct InPlaceAccessor<Root, Value> {
  @usableFromInline let modify: (inout Root, (inout Value) -> Void) -> Void

  @usableFromInline
  init(_ modify: @escaping (inout Root, (inout Value) -> Void) -> Void) {
    self.modify = modify
  }

  /// Calls `body` with the property of `root`, in place.
  @inlinable @inline(__always)
  func callAsFunction(_ root: inout Root, _ body: (inout Value) -> Void) {
    modify(&root, body)
  }
}
