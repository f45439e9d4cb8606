/// A key paired with the value to use when its storage holds none.
///
/// Declare one once, then use the key without repeating its default:
///
/// ```swift
/// extension SharedKey where Self == AppStorageKey<Int>.Default {
///   static var count: Self { Self[.appStorage("count"), default: 0] }
/// }
///
/// @Shared(.count) var count
/// ```
public struct SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Pairs a key with a default value.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context.withDefault(defaultValue), continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context.withDefault(defaultValue), subscriber: subscriber)
  }
}

extension SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedKeyDefault: CustomStringConvertible {
  public var description: String { String(describing: base) }
}

extension SharedReaderKey {
  /// This key paired with a default value: `Self[.appStorage("count"), default: 0]`.
  public typealias Default = SharedKeyDefault<Self>
}

extension LoadContext {
  fileprivate func withDefault(_ value: () -> Value) -> Self {
    switch self {
    case .initialValue: return self
    case .userInitiated: return .initialValue(value())
    }
  }
}

extension SharedReaderKey {
  /// Loads once, throwing when the key fails or holds no value.
  func loadRequiredValue() async throws -> Value {
    let value = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Value?, any Error>) in
      load(
        context: .userInitiated, continuation: LoadContinuation { continuation.resume(with: $0) })
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
