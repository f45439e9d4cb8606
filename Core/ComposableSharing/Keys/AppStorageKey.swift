import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a value kept in user defaults.
  ///
  /// Values of the types user defaults stores (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`,
  /// `Date`), enums whose raw value is one of them, and optionals of both. The store is
  /// ``Dependencies/DependencyValues/defaultAppStorage`` unless one is given.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// ```
  public static func appStorage<Value: AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, read: Value.load, write: { $0.store(in: $1, key: $2) })
  }

  /// A key for an optional value kept in user defaults; `nil` removes it.
  public static func appStorage<Value: AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(
      key, store: store, read: { Value.load(from: $0, key: $1).map(Optional.some) },
      write: { value, store, key in
        guard let value else { return store.removeObject(forKey: key) }
        value.store(in: store, key: key)
      })
  }

  /// A key for a raw-representable value kept in user defaults as its raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue: AppStorageValue, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, read: { Value.RawValue.load(from: $0, key: $1).flatMap(Value.init) },
      write: { $0.rawValue.store(in: $1, key: $2) })
  }

  /// A key for an optional raw-representable value kept in user defaults; `nil` removes it.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue: AppStorageValue, Self == AppStorageKey<Value?> {
    AppStorageKey(
      key, store: store,
      read: { Value.RawValue.load(from: $0, key: $1).flatMap(Value.init).map(Optional.some) },
      write: { value, store, key in
        guard let value else { return store.removeObject(forKey: key) }
        value.rawValue.store(in: store, key: key)
      })
  }
}

/// A key for a value kept in user defaults.
///
/// NB: Linux's user defaults has no key-value observing, so a change made to the store directly,
/// not through a shared value, is seen on the next load only.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedSendable<UserDefaults>
  private let read: @Sendable (UserDefaults, String) -> Value?
  private let write: @Sendable (Value, UserDefaults, String) -> Void

  init(
    _ key: String, store: UserDefaults?,
    read: @escaping @Sendable (UserDefaults, String) -> Value?,
    write: @escaping @Sendable (Value, UserDefaults, String) -> Void
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedSendable(store ?? defaultStore)
    self.read = read
    self.write = write
  }

  /// The name and the store.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = read(store.value, key) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    write(value, store.value, key)
    // NB: Linux's user defaults reaches the disk only when synchronized.
    store.value.synchronize()
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// The identity of an app storage key: the name, in one store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// A type user defaults stores directly.
public protocol AppStorageValue: Sendable {
  /// The value stored under `key`, if one of this type is.
  static func load(from store: UserDefaults, key: String) -> Self?
  /// Stores the value under `key`.
  func store(in store: UserDefaults, key: String)
}

extension AppStorageValue {
  public static func load(from store: UserDefaults, key: String) -> Self? {
    store.object(forKey: key) as? Self
  }

  public func store(in store: UserDefaults, key: String) {
    store.set(self, forKey: key)
  }
}

extension Bool: AppStorageValue {}
extension Int: AppStorageValue {}
extension Double: AppStorageValue {}
extension String: AppStorageValue {}
extension Data: AppStorageValue {}
extension Date: AppStorageValue {}

extension URL: AppStorageValue {
  public static func load(from store: UserDefaults, key: String) -> URL? {
    store.url(forKey: key)
  }

  public func store(in store: UserDefaults, key: String) {
    store.set(self, forKey: key)
  }
}

/// User defaults that never reach the disk: the test and preview value of `defaultAppStorage`.
final class VolatileUserDefaults: UserDefaults {
  override func synchronize() -> Bool { true }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    UncheckedSendable(VolatileUserDefaults(suiteName: "composable.test.\(UUID().uuidString)")!)
  }
  static var previewValue: UncheckedSendable<UserDefaults> { testValue }
}

extension DependencyValues {
  /// The user defaults of `.appStorage` keys: `UserDefaults.standard` live, and in tests a
  /// fresh store per test that never touches the disk.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}
