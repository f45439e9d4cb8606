import Dependencies

extension Shared {
  /// A shared value loaded through a key, starting from `wrappedValue` when the key holds none.
  ///
  /// When another `Shared` already holds a reference for an equal key, this one joins it and
  /// `wrappedValue` is not evaluated.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: RootReference.shared(key, initialValue: wrappedValue()))
  }

  /// An optional shared value loaded through a key, `nil` when the key holds none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value loaded through a key that carries its own default.
  ///
  /// ```swift
  /// @Shared(.isOnboarded) var isOnboarded
  /// ```
  public init<Key: SharedKey<Value>>(_ key: SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// A shared value loaded through a key that carries its own default, starting from
  /// `wrappedValue` instead when the key holds none.
  ///
  /// The key decides the value's type, so a literal takes it: `@Shared(.syncUps) var syncUps =
  /// [syncUp]` makes an identified array.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A shared value that must load through its key: throws when the key holds no value or
  /// fails to load.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await key.loadRequiredValue()
    self.init(reference: RootReference.shared(key, initialValue: value, skipInitialLoad: true))
    if let loadError { throw loadError }
  }

  /// Points this shared value, and every copy of it, at another key, and loads from it.
  ///
  /// The value stays as it is while the key loads, and when the key holds none.
  public func load(_ key: some SharedKey<Value>) async throws {
    let reference = RootReference.shared(key, initialValue: wrappedValue, skipInitialLoad: true)
    box.replace(with: reference, isLoading: true).root.touch()
    try await load()
  }

  /// A key without a default needs a value to start from.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    // NB: Unreachable: the initializer is unavailable, so no code can call it.
    fatalError("Unavailable: never called")
  }
}

extension SharedReader {
  /// A value read through a key, `wrappedValue` when the key holds none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: RootReference.shared(key, initialValue: wrappedValue()))
  }

  /// An optional value read through a key, `nil` when the key holds none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A value read through a key that carries its own default.
  public init<Key: SharedReaderKey<Value>>(_ key: SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// A value read through a key that carries its own default, `wrappedValue` instead when the
  /// key holds none; the key decides the value's type.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A value that must load through its key: throws when the key holds no value or fails to
  /// load.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await key.loadRequiredValue()
    self.init(reference: RootReference.shared(key, initialValue: value, skipInitialLoad: true))
    if let loadError { throw loadError }
  }

  /// Points this reader, and every copy of it, at another key, and loads from it.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    let reference = RootReference.shared(key, initialValue: wrappedValue, skipInitialLoad: true)
    box.replace(with: reference, isLoading: true).root.touch()
    try await load()
  }

  /// A key without a default needs a value to start from.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    // NB: Unreachable: the initializer is unavailable, so no code can call it.
    fatalError("Unavailable: never called")
  }
}

extension SharedReaderKey {
  /// Loads once, throwing when the key fails or holds no value.
  func loadRequiredValue() async throws -> Value {
    let name = "\(self)"
    let value = try await KeyWait.wait(for: { "load of \(name)" }) { resume in
      load(context: .userInitiated, continuation: LoadContinuation(name) { resume($0) })
    }
    guard let value else { throw SharedKeyHoldsNoValue(key: String(describing: self)) }
    return value
  }
}

/// The error `Shared(require:)` throws when its key holds no value.
public struct SharedKeyHoldsNoValue: Error, CustomStringConvertible {
  /// The key, described.
  public let key: String

  public var description: String { "No value is stored for \(key)." }
}
