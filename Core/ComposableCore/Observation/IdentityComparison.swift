/// What a property's identity was before an in-place modification, to compare with after.
public enum _$IdentitySnapshot: Equatable, Sendable {
  /// The value has no identity: any modification counts as a change.
  case none
  /// The identity of the value, or its absence for an optional that is `nil`.
  case id(ObservableStateID?)
  /// The identities of the elements of a collection.
  case ids([ObservableStateID?])

  @inlinable
  func mayDiffer(from other: Self) -> Bool {
    switch (self, other) {
    case let (.id(before), .id(after)): return before != after
    case let (.ids(before), .ids(after)): return before != after
    default: return true
    }
  }
}

/// A value without identity: every in-place modification is a change.
@inlinable
public func _$identitySnapshot<T>(_ value: T) -> _$IdentitySnapshot { .none }

/// Observable state: a modification that keeps its identity is the state's own business.
@inlinable
public func _$identitySnapshot<T: ObservableState>(_ value: T) -> _$IdentitySnapshot {
  .id(value._$id)
}

/// Optional observable state: identity, or its absence.
@inlinable
public func _$identitySnapshot<T: ObservableState>(_ value: T?) -> _$IdentitySnapshot {
  .id(value?._$id)
}

/// A collection of observable state: the identities of its elements, in order.
@inlinable
public func _$identitySnapshot<C: Collection>(_ value: C) -> _$IdentitySnapshot
where C.Element: ObservableState {
  .ids(value.map { $0._$id })
}

/// Any value: assigning it is always a change.
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool { false }

/// An equatable value: assigning an equal one is no change.
public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }

/// Observable state: assigning a value of the same identity is no change for the holder.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Equatable observable state: compared by identity.
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Optional observable state: compared by identity.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Optional equatable observable state: compared by identity.
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// A collection of observable state: compared by the identities of its elements.
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// An equatable collection of observable state: compared by the identities of its elements.
public func _$isIdentityEqual<C: Collection & Equatable>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// A presentation of observable state: compared by the presented state's identity.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// An equatable presentation of observable state: compared by the presented state's identity.
public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}
