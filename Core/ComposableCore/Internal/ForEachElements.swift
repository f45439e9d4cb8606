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
  /// has its identity. Goes through `modify` if given. `action` points to the element action,
  /// which this moves out.
  @usableFromInline let reduceElement:
    (
      _ state: inout State, _ modify: Modify?, _ action: UnsafeMutableRawPointer,
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
      _ state: inout State, _ storage: Int, _ action: UnsafeMutableRawPointer,
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
        switch Self.take(action) {
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
      guard let offset else {
        return Self.reduceParent(&state, reduce, removed) { state, read in
          read(state[keyPath: toElements])
        }
      }
      Self.reduceParent(&state, reduce, removed) { state, read in
        withUnsafeMutablePointer(to: &state) {
          read(storedProperty(at: offset, in: $0, as: Elements.self).pointee)
        }
      }
    }
    reduceStoredElement = { state, storage, action, reduce, missing in
      withUnsafeMutablePointer(to: &state) {
        let elements = storedProperty(at: storage, in: $0, as: Elements.self)
        switch Self.take(action) {
        case let .element(id, action):
          guard let index = elements.pointee.index(id: id) else { return missing(id, action) }
          reduce(&elements.pointee[index], id, action)
        }
      }
    }
    reduceStoredParent = { state, storage, reduce, removed in
      Self.reduceParent(&state, reduce, removed) { state, read in
        withUnsafeMutablePointer(to: &state) {
          read(storedProperty(at: storage, in: $0, as: Elements.self).pointee)
        }
      }
    }
  }

  /// The element action at `action`, moved out.
  @inlinable @inline(__always)
  static func take(_ action: UnsafeMutableRawPointer) -> IdentifiedAction<ID, ElementAction> {
    action.bindMemory(to: IdentifiedAction<ID, ElementAction>.self, capacity: 1).move()
  }

  /// Calls `reduce`, then `removed` with each identity the array had before and has not after;
  /// `elements` calls its argument with the array.
  ///
  /// NB: The identities in order are kept in storage that a change of identities replaces while
  ///     a copy is held. So the storage of the copy taken before, still there after, means the
  ///     same identities, and its address tells without a copy of them after (a reference count's
  ///     two atomic operations).
  @inlinable @inline(__always)
  static func reduceParent(
    _ state: inout State, _ reduce: (inout State) -> Void, _ removed: (ID) -> Void,
    elements: (inout State, (Elements) -> Void) -> Void
  ) {
    var before: [ID] = []
    elements(&state) { before = $0.ids.elements }
    reduce(&state)
    var unchanged = false
    elements(&state) { elements in
      unchanged =
        elements.ids.withContiguousStorageIfAvailable { after in
          before.withUnsafeBufferPointer { $0.baseAddress == after.baseAddress }
        } ?? false
    }
    guard !unchanged else { return }
    var after: [ID] = []
    elements(&state) { after = $0.ids.elements }
    guard before != after else { return }
    let remaining = Set(after)
    for id in before where !remaining.contains(id) { removed(id) }
  }
}
