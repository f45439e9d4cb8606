import OrderedCollections

/// The identified array of a `forEach`, reached through closures that the inlinable `forEach`
/// builds where the array's types are known.
///
/// Finding an element by its identity, and comparing the identities before and after the parent
/// runs, go through the array's hash table; in the store's unspecialized code each would look up
/// the metadata of half a dozen generic types per action. Built by the caller, they are
/// specialized for its types, and reach a stored array at its offset rather than through the key
/// path.
@usableFromInline
struct ForEachElements<State, ID: Hashable & Sendable, ElementState, ElementAction> {
  @usableFromInline typealias Elements = IdentifiedArray<ID, ElementState>

  /// Mutates the array in place, as the `_modify` accessor of an `@ObservableState` property.
  @usableFromInline typealias Modify = InPlaceAccessor<State, Elements>

  /// Calls `reduce` with the element that `action` is for, in place, or `missing` if no element
  /// has its identity. Goes through `modify` if given.
  @usableFromInline let reduceElement:
    (
      _ state: inout State, _ modify: Modify?, _ action: () -> IdentifiedAction<ID, ElementAction>,
      _ reduce: (inout ElementState, ID, ElementAction) -> Void,
      _ missing: (ID, ElementAction) -> Void
    ) -> Void

  /// Calls `reduce`, then `removed` with the identity of each element it removed, in order.
  @usableFromInline let reduceParent:
    (_ state: inout State, _ reduce: (inout State) -> Void, _ removed: (ID) -> Void) -> Void

  /// ``reduceElement`` and ``reduceParent`` for an array kept in a tracked property's storage at a
  /// byte offset, which they reach directly: the property's accessor takes snapshots of every
  /// element's identity, and its getter counts as a read by an observer.
  @usableFromInline let reduceStoredElement:
    (
      _ state: inout State, _ storage: Int, _ action: () -> IdentifiedAction<ID, ElementAction>,
      _ reduce: (inout ElementState, ID, ElementAction) -> Void,
      _ missing: (ID, ElementAction) -> Void
    ) -> Void
  @usableFromInline let reduceStoredParent:
    (
      _ state: inout State, _ storage: Int, _ reduce: (inout State) -> Void,
      _ removed: (ID) -> Void
    ) -> Void

  @inlinable
  init(_ toElements: WritableKeyPath<State, Elements>) {
    // NB: A stored property is reached at its offset: applying a key path costs a few hundred
    //     instructions, most of them looking up generic metadata.
    let offset = MemoryLayout<State>.offset(of: toElements)
    reduceElement = { state, modify, action, reduce, missing in
      func reduceElement(in elements: inout Elements) {
        switch action() {
        case let .element(id, action):
          guard let index = elements.index(id: id) else { return missing(id, action) }
          reduce(&elements[index], id, action)
        }
      }
      if let modify { return modify(&state, reduceElement) }
      guard let offset else { return reduceElement(in: &state[keyPath: toElements]) }
      withUnsafeMutablePointer(to: &state) {
        reduceElement(in: &storedProperty(at: offset, in: $0, as: Elements.self).pointee)
      }
    }
    reduceParent = { state, reduce, removed in
      Self.reduceParent(&state, reduce, removed) { state in
        guard let offset else { return state[keyPath: toElements].ids.elements }
        return withUnsafeMutablePointer(to: &state) {
          storedProperty(at: offset, in: $0, as: Elements.self).pointee.ids.elements
        }
      }
    }
    reduceStoredElement = { state, storage, action, reduce, missing in
      withUnsafeMutablePointer(to: &state) {
        let elements = storedProperty(at: storage, in: $0, as: Elements.self)
        switch action() {
        case let .element(id, action):
          guard let index = elements.pointee.index(id: id) else { return missing(id, action) }
          reduce(&elements.pointee[index], id, action)
        }
      }
    }
    reduceStoredParent = { state, storage, reduce, removed in
      Self.reduceParent(&state, reduce, removed) { state in
        withUnsafeMutablePointer(to: &state) {
          storedProperty(at: storage, in: $0, as: Elements.self).pointee.ids.elements
        }
      }
    }
  }

  /// Calls `reduce`, then `removed` with each identity that `ids` reads before and not after.
  ///
  /// NB: The identities in order, whose storage only a change of identities replaces while a
  ///     copy is held: comparing them is comparing two references.
  @inlinable @inline(__always)
  static func reduceParent(
    _ state: inout State, _ reduce: (inout State) -> Void, _ removed: (ID) -> Void,
    ids: (inout State) -> [ID]
  ) {
    let before = ids(&state)
    reduce(&state)
    let after = ids(&state)
    guard before != after else { return }
    let remaining = Set(after)
    for id in before where !remaining.contains(id) { removed(id) }
  }
}
