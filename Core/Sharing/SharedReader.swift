import Perception

/// A read-only view of a shared value, loaded through a key or taken from a `Shared`.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: SharedBox<any SharedReadable<Value>>

  init(reference: any SharedReadable<Value>) {
    self.box = SharedBox(reference)
  }

  var reference: any SharedReadable<Value> { box.current }

  /// A read-only view of a `Shared`: it sees every change made through it.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// A constant shared value.
  public init(value: sending Value) {
    self.init(reference: RootReference(value: value))
  }

  /// A read-only view of an optional shared value, or `nil` when the value is `nil`.
  public init?(_ base: Shared<Value?>) {
    guard let shared = Shared(base) else { return nil }
    self.init(shared)
  }

  /// A read-only view of an optional value, or `nil` when the value is `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    func unwrap(_ base: some SharedReadable<Value?>) -> any SharedReadable<Value> {
      UnwrappedReference(base: base, value: value)
    }
    self.init(reference: unwrap(base.reference))
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
  ///
  /// Setting it points this reader and every copy of it at another reference.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set {
      let old = box.replace(with: newValue.reference)
      old.root.touch()
    }
  }

  /// A read-only view of part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: DerivedReference(base: reference, keyPath: keyPath))
  }

  /// A read-only view of a value computed from this one.
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(reference: MappedReference(base: reference, transform: body))
  }

  /// A read-only view of part of the value.
  @available(*, deprecated, message: "Use dynamic member lookup: '$reader.member'.")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.root.loadState.isLoading }

  /// The error of the last load, if it failed; the value is then the last one loaded, or the
  /// initial one.
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

extension SharedReader: @unchecked Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Compares as `Shared` does: inside a test store's assertion, expected against actual.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let lhs = lhs.reference
    let rhs = rhs.reference
    if let assertion = SharedAssertion.current, lhs.root === rhs.root {
      assertion.markAsserted(lhs.root)
    }
    return lhs.read(.expected) == rhs.read(.actual)
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
  /// The type and the reference: `SharedReader<Int>(value: 0)`.
  public var description: String {
    "\(sharedTypeName(Self.self))(\(reference.description))"
  }
}

extension SharedReader: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: Perceptible {}
