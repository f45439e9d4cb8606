import ConcurrencyExtras
import Dependencies

extension SharedReaderKey {
  /// A key for a value kept in memory for the life of the process, shared by name.
  ///
  /// ```swift
  /// @Shared(.inMemory("stats")) var stats = Stats()
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A key for a value kept in memory, in ``InMemoryStorage``, under a name.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The name and the storage it lives in.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, storage: ObjectIdentifier(storage))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // NB: Unwrapped first: `nil` casts to an optional `Value` as a value of `nil`.
    if let stored = storage[key], let value = stored as? Value {
      continuation.resume(returning: value)
    } else {
      if let value = context.initialValue { storage[key] = value }
      continuation.resumeReturningInitialValue()
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage[key] = value
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an in-memory key.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where in-memory shared values live. Each test gets its own.
public final class InMemoryStorage: Sendable {
  private let storage = LockIsolated<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  fileprivate subscript(key: String) -> (any Sendable)? {
    get { storage.value[key] }
    set { storage.withValue { $0[key] = newValue } }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` keys.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
