import Observation

/// The observation registrar that ``ObservableState()`` adds to a struct.
///
/// Copies of a value share it, so observers of a store's state hear of mutations made to the
/// store's copy. It is invisible to equality and hashing, so that state diffs show only fields.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds the registrar.
  public private(set) var id = ObservableStateID()
  private let registrar = ObservationRegistrar()

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
    registrar.access(subject, keyPath: keyPath)
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
    if isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) {
        storage = newValue
      }
    }
  }

  /// Tells observers that a property was modified in place, unless its identity stayed the same.
  ///
  /// The key path is only made when there is something to tell.
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    before: _$IdentitySnapshot,
    after: _$IdentitySnapshot
  ) {
    guard before.mayDiffer(from: after) else { return }
    let keyPath = keyPath()
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into _: inout Hasher) {}
  public init(from _: any Decoder) throws { self.init() }
  public func encode(to _: any Encoder) throws {}
}
