import Observation
import Perception
import Synchronization

/// A state type whose changes can be observed, with an identity that changes when a value is
/// replaced and survives when it is mutated.
///
/// Apply ``ObservableState()`` instead of conforming by hand.
public protocol ObservableState: Observable, Perceptible {
  /// The identity of this value: shared by its copies and kept through mutation, new for a value
  /// made afresh.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, before it is modified in place through its holder's
  /// accessor: a copy taken earlier no longer counts as the same value, so putting it back is seen
  /// as a change.
  mutating func _$willModify()

  /// Where `_$observationRegistrar` is in a value, when the macro added it; see
  /// ``_$Modifier``.
  static var _$registrarOffset: Int? { get }

  /// An accessor that mutates the tracked property at `keyPath` in place, through its `_modify`
  /// accessor, or `nil` when there is none or its type is not `Value`.
  ///
  /// ``Scope`` looks it up once when a store resolves it: a key path to a tracked property, which
  /// is computed, would copy the child out and set it back on every action.
  static func _$modifier<Value>(
    for keyPath: PartialKeyPath<Self>, of _: Value.Type
  ) -> _$Modifier<Self, Value>?
}

/// The identity of an ``ObservableState`` value.
///
/// Two values have the same identity when one is a copy of the other, or the other mutated
/// through its own properties; a value made by an initializer, or modified in place through its
/// holder, has a new one. An enum's identity is its case, combined with its payload's when the
/// payload is observable state; any other payload makes it new each time.
public struct ObservableStateID: Hashable, Sendable {
  // NB: Two words and no reference, so that copying an identity, which every in-place
  //     modification of observable state does, costs no retain and no outlined copy.

  /// The location of the struct value the identity ends at, new for each `init()`; 0 for an
  /// enum case without an observable payload.
  private let location: UInt64
  /// The enum cases around that location, a byte each (the tag plus one), the outermost in the
  /// lowest byte; 0 for a struct. With its top bit set, an interned path instead; see
  /// `interned(_:)`.
  private let path: UInt64

  private static let locations = Atomic<UInt64>(0)

  /// A new, unique identity.
  public init() {
    location = Self.locations.wrappingAdd(1, ordering: .relaxed).newValue
    path = 0
  }

  private init(location: UInt64, path: UInt64) {
    self.location = location
    self.path = path
  }

  /// The identity of an enum value: its case, and its payload's identity when it has one.
  public static func _$case(_ tag: UInt32, payload: Self? = nil) -> Self {
    let payload = payload ?? Self(location: 0, path: 0)
    guard tag < 0xFF, payload.path < 1 << 55 else {
      return Self(location: payload.location, path: interned(Path(tag: tag, payload: payload)))
    }
    return Self(location: payload.location, path: payload.path << 8 | UInt64(tag + 1))
  }

  /// A case whose path does not fit in a word (more than seven enums nested directly in one
  /// another, or a tag of 255 or more) gets a number of its own, the same each time it is asked
  /// for, so that identities stay exact.
  ///
  /// The table keeps every such path it has seen; shapes that reach it are rare enough that it
  /// stays small.
  private static func interned(_ path: Path) -> UInt64 {
    paths.withLock { paths in
      if let token = paths[path] { return token }
      let token = 1 << 63 | UInt64(paths.count + 1)
      paths[path] = token
      return token
    }
  }

  private struct Path: Hashable {
    let tag: UInt32
    let payload: ObservableStateID
  }

  private static let paths = Mutex<[Path: UInt64]>([:])
}

/// The identity of an enum case's payload that is not observable state: a new one each time, so
/// that any assignment of the case counts as a change.
public func _$stateID<T>(of value: T) -> ObservableStateID? { ObservableStateID() }

/// The identity of an enum case's payload, when it is observable state.
public func _$stateID<T: ObservableState>(of value: T) -> ObservableStateID? { value._$id }

/// Gives a property's value a new identity before an in-place modification, when it is
/// observable state (see ``ObservableState/_$willModify()``); other values have none.
@inlinable
public func _$willModify<T>(_ value: inout T) {}

/// Gives a property's value a new identity before an in-place modification.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// Gives an optional property's value, if any, a new identity before an in-place modification.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T?) {
  value?._$willModify()
}

extension ObservableState {
  /// An enum, or a hand-written conformance, keeps its identity.
  public mutating func _$willModify() {}

  /// An enum, or a hand-written conformance, has no registrar of the macro's.
  public static var _$registrarOffset: Int? { nil }

  /// No in-place accessor: ``Scope`` projects through the key path.
  public static func _$modifier<Value>(
    for keyPath: PartialKeyPath<Self>, of _: Value.Type
  ) -> _$Modifier<Self, Value>? {
    nil
  }
}

/// An accessor that mutates a property of `Root` in place through its `_modify` accessor, as
/// ``ObservableState/_$modifier(for:of:)`` returns it.
///
/// The macro also describes the property's storage (see ``_$storage(_:)``), so that ``Scope``, and
/// a `forEach` over a list, can make the accessor's modification themselves.
public struct _$Modifier<Root, Value> {
  @usableFromInline let accessor: InPlaceAccessor<Root, Value>
  /// Where the property's storage and the root's registrar are, when ``Scope`` or a `forEach` can
  /// make the accessor's modification itself.
  let layout: InPlaceLayout?
  /// Tells the property's observers of a modification that ``Scope`` or a `forEach` made itself.
  let didModify: (inout Root) -> Void

  /// An accessor that calls `modify`.
  public init(_ modify: @escaping (inout Root, (inout Value) -> Void) -> Void) {
    self.accessor = InPlaceAccessor(modify)
    self.layout = nil
    self.didModify = { _ in }
  }

  /// An accessor that calls `modify`, for a tracked property kept in `storage`, which ``Scope`` or
  /// a `forEach` can modify itself when the storage's value allows it.
  public init<Storage>(
    storage: _$PropertyStorage<Root, Storage>,
    registrar: WritableKeyPath<Root, ObservationStateRegistrar>,
    _$bit bit: Int,
    didModify: @escaping (inout Root) -> Void,
    _ modify: @escaping (inout Root, (inout Value) -> Void) -> Void
  ) {
    self.accessor = InPlaceAccessor(modify)
    self.layout = InPlaceLayout(storage: storage, as: Value.self, registrar: registrar, bit: bit)
    self.didModify = didModify
  }

  /// Calls `body` with the property of `root`, in place.
  @inlinable @inline(__always)
  public func callAsFunction(_ root: inout Root, _ body: (inout Value) -> Void) {
    accessor(&root, body)
  }
}

/// Whether `Value` is the type of the property at `keyPath`, for the accessor `@ObservableState`
/// emits in ``ObservableState/_$modifier(for:of:)``.
@inlinable
public func _$isValue<Root, Property, Value>(
  _: Value.Type, of _: KeyPath<Root, Property>
) -> Bool {
  Value.self == Property.self
}

/// Mutates a property in place as a `Value`, which ``_$isValue(_:of:)`` checked is its type.
///
/// The access goes through the property's `_modify` accessor, so `@ObservableState` sees it as an
/// in-place mutation.
@inlinable @inline(__always)
public func _$modify<Property, Value>(
  _ property: inout Property, as _: Value.Type, _ body: (inout Value) -> Void
) {
  // NB: The property's address by inout-to-pointer conversion: closures passed through
  //     `withUnsafeMutablePointer` and `withMemoryRebound` cost a heap-allocated thunk per call.
  //     A typed pointer, made raw inside: a raw one from `&property` warns for a generic type.
  _$modify(at: &property, body)
}

@inlinable @inline(__always)
func _$modify<Property, Value>(
  at address: UnsafeMutablePointer<Property>, _ body: (inout Value) -> Void
) {
  body(&UnsafeMutableRawPointer(address).assumingMemoryBound(to: Value.self).pointee)
}
