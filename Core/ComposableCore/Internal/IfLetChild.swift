/// The optional child state of an `ifLet`, reached through closures that the inlinable `ifLet`
/// builds where its types are known.
///
/// Reaching the optional through the key path costs a few hundred instructions per use, most of
/// them looking up generic metadata; a stored property is reached at its offset instead.
@usableFromInline
struct IfLetChild<State, ChildState> {
  /// Mutates the optional in place, as the `_modify` accessor of an `@ObservableState` property.
  @usableFromInline typealias Modify = InPlaceAccessor<State, ChildState?>

  /// Calls `reduce` with the child in place, and sets the child to `nil` if it returns `true`; or
  /// calls `missing` if there is no child. Goes through `modify` if given.
  @usableFromInline let reduceChild:
    (
      _ state: inout State, _ modify: Modify?, _ reduce: (inout ChildState) -> Bool,
      _ missing: () -> Void
    ) -> Void

  /// Whether the child is present.
  @usableFromInline let isPresent: (_ state: inout State) -> Bool

  @inlinable
  init(_ toChild: WritableKeyPath<State, ChildState?>) {
    let offset = MemoryLayout<State>.offset(of: toChild)
    reduceChild = { state, modify, reduce, missing in
      func reduceChild(_ child: inout ChildState?) {
        guard child != nil else { return missing() }
        if reduce(&child!) { child = nil }
      }
      if let modify { return modify(&state, reduceChild) }
      guard let offset else { return reduceChild(&state[keyPath: toChild]) }
      withUnsafeMutablePointer(to: &state) {
        reduceChild(&storedProperty(at: offset, in: $0, as: ChildState?.self).pointee)
      }
    }
    isPresent = { state in
      guard let offset else { return state[keyPath: toChild] != nil }
      return withUnsafeMutablePointer(to: &state) {
        storedProperty(at: offset, in: $0, as: ChildState?.self).pointee != nil
      }
    }
  }
}
