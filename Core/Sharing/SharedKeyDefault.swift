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

  /// The value to use when the storage holds none.
  public var initialValue: Base.Value { defaultValue() }

  public var id: Base.ID { base.id }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedKeyDefault: CustomStringConvertible {
  public var description: String {
    "\(sharedTypeName(Base.self)).Default[\(base), default: \(initialValue)]"
  }
}

extension SharedReaderKey {
  /// This key paired with a default value: `Self[.appStorage("count"), default: 0]`.
  public typealias Default = SharedKeyDefault<Self>
}

/// swift-sharing's name for ``SharedKeyDefault``.
public typealias _SharedKeyDefault = SharedKeyDefault
