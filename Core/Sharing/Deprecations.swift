import IdentifiedCollections

// Names TCA 1.10–1.16 used before swift-sharing, which TCA 1.25 still accepts.

@available(*, deprecated, renamed: "SharedReaderKey")
public typealias PersistenceReaderKey = SharedReaderKey

@available(*, deprecated, renamed: "SharedKey")
public typealias PersistenceKey = SharedKey

@available(
  *, deprecated, message: "Use 'SharedReaderKey.Default', as in 'Self[key, default: value]'."
)
public typealias PersistenceKeyDefault = SharedKeyDefault

extension SharedKeyDefault {
  /// Pairs a key with a default value.
  @available(*, deprecated, message: "Use 'Self[key, default: value]'.")
  public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Base.Value) {
    self.init(base: key, defaultValue: value)
  }
}

extension Shared {
  /// A shared value with no key, as TCA 1.10–1.16 spelled it.
  @available(*, deprecated, renamed: "init(value:)")
  @_disfavoredOverload
  public init(_ value: Value) where Value: Sendable {
    self.init(value: value)
  }
}

extension Shared {
  /// The element with the given id, as a shared value of its own, or `nil` while there is none,
  /// as TCA 1.10–1.16 spelled it.
  @available(*, deprecated, message: "Use 'Shared($rows[id: id])' to unwrap the element.")
  @_disfavoredOverload
  public subscript<ID: Hashable, Element>(
    id id: ID
  ) -> Shared<Element>? where Value == IdentifiedArray<ID, Element> {
    Shared<Element>(self[id: id] as Shared<Element?>)
  }
}
