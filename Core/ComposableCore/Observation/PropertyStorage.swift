/// The storage of a tracked property of `@ObservableState` state, as the macro describes it to
/// ``_$Modifier``: where it is, and how an in-place modification renews its value's identity.
///
/// ``_$storage(_:)`` makes it; its overloads follow the storage's type as those of
/// ``_$willModify(_:)`` and ``_$identitySnapshot(_:)`` do, so that ``Scope``, and a `forEach` over
/// a list, make a modification themselves only when they can do what the accessor would.
public struct _$PropertyStorage<Root, Value> {
  let keyPath: WritableKeyPath<Root, Value>
  let identity: Identity

  enum Identity {
    /// The value has no identity: every modification is a change.
    case none
    /// Observable state, whose identity is its registrar's, at this byte offset.
    case registrar(Int)
    /// A collection of observable state, whose identity is its elements' in order; none is renewed
    /// by a modification of the collection.
    case elements
    /// An identity only the accessor knows how to renew and compare.
    case opaque
  }
}

/// A property whose value has no identity.
public func _$storage<Root, Value>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> _$PropertyStorage<Root, Value> {
  _$PropertyStorage(keyPath: keyPath, identity: .none)
}

/// A property of observable state.
public func _$storage<Root, Value: ObservableState>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> _$PropertyStorage<Root, Value> {
  _$PropertyStorage(
    keyPath: keyPath, identity: Value._$registrarOffset.map { .registrar($0) } ?? .opaque)
}

/// A property of optional observable state.
public func _$storage<Root, Wrapped: ObservableState>(
  _ keyPath: WritableKeyPath<Root, Wrapped?>
) -> _$PropertyStorage<Root, Wrapped?> {
  _$PropertyStorage(keyPath: keyPath, identity: .opaque)
}

/// A property holding a collection of observable state.
public func _$storage<Root, Elements: Collection>(
  _ keyPath: WritableKeyPath<Root, Elements>
) -> _$PropertyStorage<Root, Elements> where Elements.Element: ObservableState {
  _$PropertyStorage(keyPath: keyPath, identity: .elements)
}
