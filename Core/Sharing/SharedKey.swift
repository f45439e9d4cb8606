/// A key that reads a shared value from an outside system: memory, a file, user defaults, or a
/// store of your own.
///
/// A `@SharedReader` or `@Shared` declared with a key loads its first value through ``load(context:continuation:)``
/// and then listens through ``subscribe(context:subscriber:)`` for changes made elsewhere. Two
/// shared values whose keys have the same ``id`` share one reference.
///
/// ```swift
/// struct ClipboardKey: SharedReaderKey {
///   var id: String { "clipboard" }
///   func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
///     continuation.resume(returning: Clipboard.current)
///   }
///   func subscribe(
///     context: LoadContext<String>, subscriber: SharedSubscriber<String>
///   ) -> SharedSubscription {
///     let token = Clipboard.observe { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key reads.
  associatedtype Value: Sendable
  /// What identifies the storage behind the key; keys with equal ids share a reference.
  associatedtype ID: Hashable = Self

  /// The identity of the storage this key reads.
  var id: ID { get }

  /// Loads the value, resuming the continuation once, now or later.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts listening for changes made outside this process's shared references.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A hashable key is its own identity.
  public var id: ID { self }
}

/// A key that can also write a shared value back to its storage.
///
/// `@Shared` saves through the key after every mutation.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value, resuming the continuation once, now or later.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// The first load of a reference, with the value it was declared with.
  case initialValue(Value)
  /// A load the user asked for, through `$shared.load()`.
  case userInitiated

  /// The declared value, when this is the first load.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value was mutated.
  case didSet
  /// The user asked for it, through `$shared.save()`.
  case userInitiated
}
