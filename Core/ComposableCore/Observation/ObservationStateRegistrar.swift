import Observation
import Synchronization

/// The observation registrar that ``ObservableState()`` adds to a struct.
///
/// Copies of a value share it, so observers of a store's state hear of mutations made to the
/// store's copy. It is invisible to equality and hashing, so that state diffs show only fields.
///
/// A property that has never been read cannot have an observer: Observation only registers an
/// observer for the properties that its tracking closure reads. So the registrar remembers, in
/// one shared word, which properties have been read, and a mutation of a property that nobody
/// has read skips Observation's registrar (a lock and a key path lookup per mutation). The macro
/// numbers each property with a bit (`_$bit`); the calls without one count as reads and writes of
/// every property, so hand-written conformances are always told of.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds the registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let storage = Storage()

  /// Creates a registrar with a new identity.
  public init() {}

  /// Gives the value that holds the registrar a new identity; see
  /// ``ObservableState/_$willModify()``.
  public mutating func _$willModify() {
    id = ObservableStateID()
  }

  /// Records that an observer read `keyPath`.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    storage.markRead(.max)
    storage.registrar.access(subject, keyPath: keyPath)
  }

  /// Records that an observer read `keyPath`, the property that the macro numbered `bit`.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _$bit bit: Int
  ) {
    storage.markRead(Self.mask(bit))
    storage.registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns a property, telling observers unless the new value is the same as the old one (by
  /// identity for observable state, by `==` for equatable values).
  ///
  /// The storage may be a wrapper of the property, as a `@Presents` property's
  /// ``PresentationState`` is; observers of the property hear of changes made through either.
  public func mutate<Subject: Observable, Member, Storage>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Storage,
    _ newValue: Storage,
    _ isIdentityEqual: (Storage, Storage) -> Bool
  ) {
    mutate(subject, keyPath: keyPath, &storage, newValue, isIdentityEqual, mask: .max)
  }

  /// Assigns the property that the macro numbered `bit`; see
  /// ``mutate(_:keyPath:_:_:_:)``.
  public func mutate<Subject: Observable, Member, Storage>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Storage,
    _ newValue: Storage,
    _ isIdentityEqual: (Storage, Storage) -> Bool,
    _$bit bit: Int
  ) {
    mutate(subject, keyPath: keyPath, &storage, newValue, isIdentityEqual, mask: Self.mask(bit))
  }

  @inline(__always)
  private func mutate<Subject: Observable, Member, Storage>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Storage,
    _ newValue: Storage,
    _ isIdentityEqual: (Storage, Storage) -> Bool,
    mask: UInt64
  ) {
    if !self.storage.wasRead(mask) || isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      self.storage.registrar.withMutation(of: subject, keyPath: keyPath) {
        storage = newValue
      }
    }
  }

  /// Tells observers that a property was modified in place, unless its identity stayed the same.
  ///
  /// The subject and the key path are only evaluated when there is something to tell: a value
  /// modified in place would otherwise be copied to be passed.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: @autoclosure () -> Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    before: _$IdentitySnapshot,
    after: _$IdentitySnapshot
  ) {
    guard before.mayDiffer(from: after) else { return }
    didChange(subject(), keyPath: keyPath())
  }

  @usableFromInline
  func didChange<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    storage.registrar.willSet(subject, keyPath: keyPath)
    storage.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Whether the property that the macro numbered `bit` has been read, and so may be observed.
  ///
  /// An in-place modification of a property that has not been read skips its identity snapshots
  /// and ``didModify(_:keyPath:before:after:)``.
  @inlinable
  public func _$isRead(_$bit bit: Int) -> Bool {
    storage.wasRead(Self.mask(bit))
  }

  @inlinable
  static func mask(_ bit: Int) -> UInt64 {
    1 &<< UInt64(truncatingIfNeeded: bit & 63)
  }

  /// What copies of a value share: Observation's registrar, and the properties read so far.
  @usableFromInline
  final class Storage: Sendable {
    let registrar = ObservationRegistrar()
    @usableFromInline let read = Atomic<UInt64>(0)

    @usableFromInline init() {}

    func markRead(_ mask: UInt64) {
      // NB: A load first, so that reads of a property read before write nothing.
      guard read.load(ordering: .relaxed) & mask != mask else { return }
      read.bitwiseOr(mask, ordering: .relaxed)
    }

    @inlinable
    func wasRead(_ mask: UInt64) -> Bool {
      read.load(ordering: .relaxed) & mask != 0
    }
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into _: inout Hasher) {}
  public init(from _: any Decoder) throws { self.init() }
  public func encode(to _: any Encoder) throws {}
}
