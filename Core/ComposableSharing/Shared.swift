/// A value shared by every feature that holds it, optionally persisted through a key.
///
/// Copies of a `Shared` point at one reference: a change made through any of them is seen by all,
/// and by every store whose state holds one. Declare one with a key to load and save it:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.appStorage("count")) var count = 0
///   @Shared(.fileStorage(.stats)) var stats = Stats()
/// }
///
/// // In a reducer:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Pass `$parent.child` to hand a child feature a shared view of part of a value. In a
/// `TestStore`, shared changes are asserted like any other state change.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// A shared value with no key: it lives as long as something holds it.
  public init(value: Value) where Value: Sendable {
    self.init(reference: RootReference(value: value))
  }

  /// A shared value loaded through a key, starting from `wrappedValue` when the key holds none.
  ///
  /// When another `Shared` already holds a reference for an equal key, this one joins it and
  /// `wrappedValue` is not used.
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>
  ) where Value: Sendable {
    self.init(reference: RootReference.shared(key, declaredValue: wrappedValue()))
  }

  /// A shared value loaded through a key that carries its own default, starting from
  /// `wrappedValue` instead when the key holds none.
  ///
  /// The key decides the value's type, so a literal takes it: `@Shared(.syncUps) var syncUps =
  /// [syncUp]` makes an identified array.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Key>
  ) where Value: Sendable {
    self.init(reference: RootReference.shared(key, declaredValue: wrappedValue()))
  }

  /// A shared value loaded through a key that carries its own default.
  ///
  /// ```swift
  /// @Shared(.isOnboarded) var isOnboarded
  /// ```
  public init<Key: SharedKey<Value>>(_ key: SharedKeyDefault<Key>) where Value: Sendable {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// An optional shared value loaded through a key, `nil` when the key holds none.
  public init<Wrapped: Sendable>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value that must load through its key: throws when the key holds no value or
  /// fails to load.
  public init(require key: some SharedKey<Value>) async throws where Value: Sendable {
    let value = try await key.loadRequiredValue()
    self.init(wrappedValue: value, key)
  }

  /// A shared view of an optional shared value, or `nil` when the value is `nil`.
  ///
  /// ```swift
  /// if let detail = Shared(state.$selected) { … }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, value: value))
  }

  /// The same reference as another `Shared`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value.
  ///
  /// Change it with ``withLock(_:)``, which gives exclusive access.
  public var wrappedValue: Value {
    get { reference.read(.expected) }
    @available(*, deprecated, message: "Use '$shared.withLock' to modify a shared value.")
    nonmutating set { reference.mutate { $0 = newValue } }
  }

  /// The shared reference itself, for `withLock`, deriving and passing it on.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// A shared view of part of the value, for a child feature.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: DerivedReference(base: reference, keyPath: keyPath))
  }

  /// Mutates the value with exclusive access, then saves it through its key.
  ///
  /// ```swift
  /// state.$stats.withLock { $0.increment() }
  /// ```
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.mutate(operation)
  }

  /// Whether the key is still loading the value.
  public var isLoading: Bool {
    reference.root.loadState.isLoading
  }

  /// The error of the last load, if it failed; the value is then the declared one.
  public var loadError: (any Error)? {
    reference.root.loadState.loadError
  }

  /// The error of the last save, if it failed.
  public var saveError: (any Error)? {
    reference.root.loadState.saveError
  }

  /// Loads the value again through its key.
  public func load() async throws {
    try await reference.root.load()
  }

  /// Saves the value through its key now.
  public func save() async throws {
    try await reference.root.save(context: .userInitiated)
  }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values are equal.
  ///
  /// Inside a test store's assertion, the left side is read as the test expects it and the right
  /// side as it is, so that `expected == actual` sees a change to the one reference both hold.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.read(.expected) == rhs.reference.read(.actual)
  }
}

extension Shared: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
