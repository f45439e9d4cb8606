/// A read-only view of a shared value, loaded through a key or taken from a `Shared`.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// A read-only view of a `Shared`: it sees every change made through it.
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
  }

  /// A constant shared value.
  public init(value: Value) where Value: Sendable {
    self.init(reference: RootReference(value: value))
  }

  /// A shared value read through a key, `wrappedValue` when the key holds none.
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>
  ) where Value: Sendable {
    self.init(reference: RootReference.shared(key, declaredValue: wrappedValue()))
  }

  /// A value read through a key that carries its own default, `wrappedValue` instead when the
  /// key holds none; the key decides the value's type.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) where Value: Sendable {
    self.init(reference: RootReference.shared(key, declaredValue: wrappedValue()))
  }

  /// A value read through a key that carries its own default.
  public init<Key: SharedReaderKey<Value>>(_ key: SharedKeyDefault<Key>) where Value: Sendable {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// An optional shared value read through a key, `nil` when the key holds none.
  public init<Wrapped: Sendable>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value that must load through its key: throws when the key holds no value or
  /// fails to load.
  public init(require key: some SharedReaderKey<Value>) async throws where Value: Sendable {
    let value = try await key.loadRequiredValue()
    self.init(wrappedValue: value, key)
  }

  /// The same reference as another `SharedReader`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The current value.
  public var wrappedValue: Value {
    reference.read(.expected)
  }

  /// The reader itself, for deriving and passing it on.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A read-only view of part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: DerivedReference(base: reference, keyPath: keyPath))
  }

  /// Whether the key is still loading the value.
  public var isLoading: Bool { reference.root.loadState.isLoading }

  /// The error of the last load, if it failed; the value is then the declared one.
  public var loadError: (any Error)? { reference.root.loadState.loadError }

  /// Loads the value again through its key.
  public func load() async throws {
    try await reference.root.load()
  }
}

extension Shared {
  /// A read-only view of this shared value.
  public var reader: SharedReader<Value> {
    SharedReader(self)
  }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Compares as `Shared` does: inside a test store's assertion, expected against actual.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.read(.expected) == rhs.reference.read(.actual)
  }
}

extension SharedReader: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}
