import Dependencies
import Foundation
import IssueReporting

/// The references created from keys, by key id, so that equal keys share one reference.
///
/// It is a dependency: each test gets its own, so shared values never leak between tests.
final class SharedRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var roots: [AnyHashable: WeakRoot] = [:]

  /// The reference for a key: the one already shared under the key's id, or a new one.
  ///
  /// The initial value is computed, and a new reference created (which loads through the key),
  /// outside the registry's lock, so that either may use dependencies or other shared values.
  /// When two callers race to create the first reference for a key, both get the one that was
  /// registered first.
  func root<Key: SharedReaderKey>(
    for key: Key, initialValue: () -> Key.Value, skipInitialLoad: Bool
  ) -> RootReference<Key.Value> {
    let id = AnyHashable(key.id)
    if let existing = existing(id, for: key) { return existing }
    let value = initialValue()
    // NB: Reading a dependency waits for any dependency being built on another thread. One being
    //     built may share this key: its reference is then registered by the time this returns.
    @Dependency(SharedRegistry.self) var registry
    _ = registry
    if let existing = existing(id, for: key) { return existing }
    let created = RootReference(
      initialValue: value, persistence: SharedPersistence(key), skipInitialLoad: skipInitialLoad)
    return lock.withLock {
      if let root = roots[id]?.root {
        if let root = root as? RootReference<Key.Value> { return root }
        return created
      }
      roots[id] = WeakRoot(root: created)
      if roots.count.isMultiple(of: 64) { roots = roots.filter { $0.value.root != nil } }
      return created
    }
  }

  private func existing<Key: SharedReaderKey>(
    _ id: AnyHashable, for key: Key
  ) -> RootReference<Key.Value>? {
    guard let existing = lock.withLock({ roots[id]?.root }) else { return nil }
    if let root = existing as? RootReference<Key.Value> { return root }
    reportIssue(
      """
      The key \(key) is already shared as "\(type(of: existing))"; this "@Shared" of \
      "\(Key.Value.self)" gets a reference of its own.
      """
    )
    return nil
  }

  private struct WeakRoot {
    weak var root: (any SharedRoot)?
  }
}

extension SharedRegistry: DependencyKey {
  static let liveValue = SharedRegistry()
  static var testValue: SharedRegistry { SharedRegistry() }
}

extension RootReference {
  /// The reference for a key.
  static func shared<Key: SharedReaderKey<Value>>(
    _ key: Key, initialValue: @autoclosure () -> Value, skipInitialLoad: Bool = false
  ) -> RootReference {
    @Dependency(SharedRegistry.self) var registry
    return registry.root(for: key, initialValue: initialValue, skipInitialLoad: skipInitialLoad)
  }
}
