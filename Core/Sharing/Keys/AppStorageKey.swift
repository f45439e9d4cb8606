import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting
import Synchronization

extension SharedReaderKey {
  /// A key for a value kept in user defaults.
  ///
  /// Values of the types user defaults stores (`Bool`, `Int`, `Double`, `String`, `[String]`,
  /// `URL`, `Data`, `Date`), enums whose raw value is one of them, `Codable` values (as JSON data),
  /// and optionals of all of these. The store is ``Dependencies/DependencyValues/defaultAppStorage``
  /// unless one is given. The initial value is written to the store when it holds none.
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
    .optional(key, store: store, read: Value.load, write: { $0.store(in: $1, key: $2) })
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
    .optional(
      key, store: store, read: { Value.RawValue.load(from: $0, key: $1).flatMap(Value.init) },
      write: { $0.rawValue.store(in: $1, key: $2) })
  }

  /// A key for a `Codable` value kept in user defaults as JSON data.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, read: Value.decoded, write: { $0.encode(in: $1, key: $2) })
  }

  /// A key for an optional `Codable` value kept in user defaults as JSON data; `nil` removes it.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    .optional(key, store: store, read: Value.decoded, write: { $0.encode(in: $1, key: $2) })
  }
}

extension AppStorageKey {
  fileprivate static func optional<Wrapped>(
    _ key: String, store: UserDefaults?,
    read: @escaping @Sendable (UserDefaults, String) -> Wrapped?,
    write: @escaping @Sendable (Wrapped, UserDefaults, String) -> Void
  ) -> Self where Value == Wrapped? {
    AppStorageKey(
      key, store: store, read: { read($0, $1).map(Optional.some) },
      write: { value, store, key in
        guard let value else { return store.removeObject(forKey: key) }
        write(value, store, key)
      })
  }
}

/// A key for a value kept in user defaults.
///
/// Changes made to the store by other code in the process are seen when the store posts
/// `UserDefaults.didChangeNotification`, as the test and preview stores (``Foundation/UserDefaults/inMemory``)
/// do. NB: Linux's user defaults has no key-value observing and `UserDefaults.standard` posts no
/// notification, so there a change made to the store directly, and any change made by another
/// process, is seen on the next load only.
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
    AppStorageSuites.check(self.store.value, for: self)
  }

  /// The name and the store.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(lookup(default: context.initialValue)))
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    warnAboutKeyFormat()
    let previous = Mutex<Value?>(context.initialValue)
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store.value, queue: nil
    ) { _ in
      let newValue = lookup(default: context.initialValue)
      let isUnchanged = previous.withLock { previous in
        defer { previous = newValue }
        return isEqual(previous, newValue) ?? false
      }
      // NB: The notification of the key's own write keeps `previous` current, and stops there.
      guard !AppStorageWrites.isWriting, !isUnchanged else { return }
      subscriber.yield(with: .success(newValue))
    }
    let token = UncheckedSendable(observer)
    return SharedSubscription { NotificationCenter.default.removeObserver(token.value) }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    AppStorageWrites.$isWriting.withValue(true) {
      write(value, store.value, key)
    }
    continuation.resume()
  }

  /// The stored value; when there is none, the initial value is written and `nil` returned.
  private func lookup(default initialValue: Value?) -> Value? {
    if let value = read(store.value, key) { return value }
    if let initialValue, !AppStorageWrites.isWriting {
      AppStorageWrites.$isWriting.withValue(true) { write(initialValue, store.value, key) }
    }
    return nil
  }

  private func warnAboutKeyFormat() {
    let invalid: Character? = key.contains(".") ? "." : key.hasPrefix("@") ? "@" : nil
    @Dependency(\.appStorageKeyFormatWarningEnabled) var isEnabled
    guard let invalid, isEnabled else { return }
    reportIssue(
      """
      A Shared app storage key (\(key.debugDescription)) contains an invalid character \
      (\(String(invalid).debugDescription)) for key-value observation. External updates will be \
      observed less efficiently and accurately via notification center, instead.

      Please reformat this key by removing invalid characters in order to ensure efficient, \
      cross-process observation.

      If you cannot control the format of this key and would like to silence this warning, \
      override the '\\.appStorageKeyFormatWarningEnabled' dependency at the entry point of \
      your application. For example:

          import Dependencies

          @main
          struct MyApp: App {
            init() {
              prepareDependencies {
                $0.appStorageKeyFormatWarningEnabled = false
              }
              // ...
            }
            // ...
          }
      """
    )
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
extension Array: AppStorageValue where Element == String {}

extension URL: AppStorageValue {
  public static func load(from store: UserDefaults, key: String) -> URL? {
    store.url(forKey: key)
  }
}

extension Decodable {
  fileprivate static func decoded(from store: UserDefaults, key: String) -> Self? {
    store.data(forKey: key).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
  }
}

extension Encodable {
  fileprivate func encode(in store: UserDefaults, key: String) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    store.set(data, forKey: key)
  }
}

/// Whether two values are equal, when their type is `Equatable`.
private func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool? {
  func open<E: Equatable>(_ lhs: E) -> Bool { lhs == (rhs as? E) }
  guard let lhs = lhs as? any Equatable else { return nil }
  return open(lhs)
}

/// Marks the store's writes made by app storage keys, whose change notifications the keys'
/// subscriptions ignore.
private enum AppStorageWrites {
  @TaskLocal static var isWriting = false
}

/// The suite names that app storage keys saw, with the store object each came with.
private enum AppStorageSuites {
  private static let stores = Mutex<[String: ObjectIdentifier]>([:])

  static func check<Value>(_ store: UserDefaults, for key: AppStorageKey<Value>) {
    // NB: Linux's user defaults keeps its suite name in a private property named `suite`.
    guard
      let suite = Mirror(reflecting: store).children.first(where: { $0.label == "suite" }),
      let name = suite.value as? String
    else { return }
    let id = ObjectIdentifier(store)
    let isNewObject = stores.withLock { stores in
      defer { stores[name] = id }
      return stores[name].map { $0 != id } ?? false
    }
    guard isNewObject else { return }
    reportIssue(
      """
      '@Shared(\(key))' was given a new store object for an existing suite name \
      (\(name.debugDescription)).

      Shared app storage for a given suite should all share the same store object to ensure \
      synchronization and observation. For example, define a store as a 'static let' and refer \
      to this single instance when creating shared app storage:

          extension UserDefaults {
            nonisolated(unsafe) static let mySuite = UserDefaults(
              suiteName: \(name.debugDescription)
            )!
          }

          @Shared(.appStorage("count", store: .mySuite) var myProperty
      """
    )
  }
}

extension UserDefaults {
  /// A new store in a suite of its own that never reaches the disk, and that posts
  /// `UserDefaults.didChangeNotification` for every write, so that app storage keys observe
  /// writes made to it directly. It is the test and preview value of `defaultAppStorage`.
  public static var inMemory: UserDefaults {
    NotifyingUserDefaults(
      suiteName: "\(NSTemporaryDirectory())co.pointfree.Sharing.\(UUID().uuidString)")!
  }
}

/// User defaults that post a change notification for every write and never reach the disk.
private final class NotifyingUserDefaults: UserDefaults {
  override func set(_ value: Any?, forKey defaultName: String) {
    super.set(value, forKey: defaultName)
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
  }

  override func removeObject(forKey defaultName: String) {
    super.removeObject(forKey: defaultName)
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
  }

  override func synchronize() -> Bool { true }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.inMemory) }
  static var previewValue: UncheckedSendable<UserDefaults> { testValue }
}

private enum AppStorageKeyFormatWarningEnabledKey: DependencyKey {
  static let liveValue = true
  static let testValue = true
}

extension DependencyValues {
  /// The user defaults of `.appStorage` keys: `UserDefaults.standard` live, and in tests a
  /// fresh store per test that never touches the disk.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }

  /// Whether an app storage key whose name has a character key-value observation cannot take
  /// (`.`, or a leading `@`) is reported; turn it off for names you do not control.
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningEnabledKey.self] }
    set { self[AppStorageKeyFormatWarningEnabledKey.self] = newValue }
  }
}
