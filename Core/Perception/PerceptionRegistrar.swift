import Observation

/// Records the reads and writes of a perceptible type's properties so that whoever tracks them
/// hears of changes; ``Perceptible()`` adds one to each class it applies to.
///
/// It is Observation's `ObservationRegistrar` underneath, so a type that is both `Perceptible` and
/// `Observable` is tracked by `withObservationTracking` and `withPerceptionTracking` alike. A type
/// that is only `Perceptible` is tracked too, through the same registrar.
///
/// A registrar takes no part in a value's coding, equality or hashing.
public struct PerceptionRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// Whether SwiftUI's check for reads outside of perception tracking is on. Kept for
  /// swift-perception's spelling; there is no SwiftUI here, so nothing is checked.
  public let _isPerceptionCheckingEnabled: Bool

  /// A registrar.
  ///
  /// - Parameter isPerceptionCheckingEnabled: Accepted for swift-perception's spelling; see
  ///   ``_isPerceptionCheckingEnabled``.
  public init(isPerceptionCheckingEnabled: Bool = true) {
    _isPerceptionCheckingEnabled = isPerceptionCheckingEnabled
  }

  /// Records a read of a property, so that a tracking closure that reads it hears of its change.
  public func access<Subject: Perceptible & Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Announces that a property is about to change.
  public func willSet<Subject: Perceptible & Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Announces that a property has changed.
  public func didSet<Subject: Perceptible & Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Changes a property, announcing the change around it.
  public func withMutation<Subject: Perceptible & Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }

  /// Records a read of a property of a type that is only `Perceptible`.
  @_disfavoredOverload
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(PropertyProxy.shared, keyPath: \.[PropertyID(keyPath)])
  }

  /// Announces that a property of a type that is only `Perceptible` is about to change.
  @_disfavoredOverload
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(PropertyProxy.shared, keyPath: \.[PropertyID(keyPath)])
  }

  /// Announces that a property of a type that is only `Perceptible` has changed.
  @_disfavoredOverload
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(PropertyProxy.shared, keyPath: \.[PropertyID(keyPath)])
  }

  /// Changes a property of a type that is only `Perceptible`, announcing the change around it.
  @_disfavoredOverload
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: PropertyProxy.shared, keyPath: \.[PropertyID(keyPath)], mutation)
  }
}

extension PerceptionRegistrar: Codable {
  /// A fresh registrar: what was being tracked is not part of a value's contents.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}

extension PerceptionRegistrar: Hashable {
  /// Always true: registrars do not take part in their owner's equality.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Adds nothing: registrars do not take part in their owner's hash.
  public func hash(into hasher: inout Hasher) {}
}

/// Stands for the properties of types that are only `Perceptible`, which Observation cannot name:
/// each property is a subscript of this one object, keyed by the property's key path. The
/// registrar that is used tells one object's properties from another's.
private final class PropertyProxy: Observable, Sendable {
  static let shared = PropertyProxy()

  subscript(_ property: PropertyID) -> Void { () }
}

private struct PropertyID: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable values; they are not marked `Sendable` only because of the types
  //     they may capture as subscript arguments, which must be `Hashable` values themselves.
  let keyPath: AnyKeyPath

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}
