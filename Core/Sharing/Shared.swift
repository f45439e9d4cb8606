import Perception

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
/// Pass `$parent.child` to hand a child feature a shared view of part of a value. Assigning a new
/// `Shared` to `$value` points every copy of it at the new reference. In a `TestStore`, shared
/// changes are asserted like any other state change.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: SharedBox<any SharedWritable<Value>>

  init(reference: any SharedWritable<Value>) {
    self.box = SharedBox(reference)
  }

  var reference: any SharedWritable<Value> { box.current }

  /// A shared value with no key: it lives as long as something holds it.
  public init(value: sending Value) {
    self.init(reference: RootReference(value: value))
  }

  /// A shared view of an optional shared value, or `nil` when the value is `nil`.
  ///
  /// ```swift
  /// if let detail = Shared(state.$selected) { … }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    func unwrap(_ base: some SharedWritable<Value?>) -> any SharedWritable<Value> {
      UnwrappedReference(base: base, value: value)
    }
    self.init(reference: unwrap(base.reference))
  }

  /// The same reference as another `Shared`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value.
  ///
  /// Change it with ``withLock(_:fileID:filePath:line:column:)``, which gives exclusive access.
  public var wrappedValue: Value {
    get { reference.read(.expected) }
    @available(*, deprecated, message: "Use '$shared.withLock' to modify a shared value.")
    nonmutating set { withLock { $0 = newValue } }
  }

  /// The shared reference itself, for `withLock`, deriving and passing it on.
  ///
  /// Setting it points this `Shared` and every copy of it at another reference.
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set {
      let old = box.replace(with: newValue.reference)
      old.root.touch()
    }
  }

  /// A shared view of part of the value, for a child feature.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: WritableDerivedReference(base: reference, keyPath: keyPath))
  }

  /// A read-only view of part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only view of a value computed from this one.
  ///
  /// ```swift
  /// @SharedReader var isEmpty: Bool
  /// _isEmpty = $items.read { $0.isEmpty }
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// A read-only view of part of the value.
  @available(*, deprecated, message: "Use dynamic member lookup: '$shared.member'.")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// Mutates the value with exclusive access, then saves it through its key.
  ///
  /// ```swift
  /// state.$stats.withLock { $0.increment() }
  /// ```
  ///
  /// Reads of the same shared value inside `operation` see it as it stood before the mutation.
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) rethrows -> R {
    try reference.mutate(
      operation,
      at: ChangeSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    reference.root.loadState.isLoading
  }

  /// The error of the last load, if it failed; the value is then the last one loaded, or the
  /// initial one.
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

extension Shared: @unchecked Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values are equal.
  ///
  /// Inside a test store's assertion, the left side is read as the test expects it and the right
  /// side as it is, so that `expected == actual` sees a change to the one reference both hold.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let lhs = lhs.reference
    let rhs = rhs.reference
    if let assertion = SharedAssertion.current, lhs.root === rhs.root {
      assertion.markAsserted(lhs.root)
    }
    return lhs.read(.expected) == rhs.read(.actual)
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
  /// The type and the reference: `Shared<Int>(value: 0)`, `Shared<Int>(.inMemory("count"))`.
  public var description: String {
    "\(sharedTypeName(Self.self))(\(reference.description))"
  }
}

extension Shared: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Perceptible {}
