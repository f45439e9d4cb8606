import Dependencies
import Foundation
import IssueReporting

/// The references created from keys, by key id, so that equal keys share one reference.
///
/// It is a dependency: each test gets its own, so shared values never leak between tests.
final class SharedRegistry: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var roots: [AnyHashable: WeakRoot] = [:]

  func root<Key: SharedReaderKey>(
    for key: Key,
    declaredValue: () -> Key.Value,
    persistence: () -> SharedPersistence<Key.Value>
  ) -> RootReference<Key.Value> {
    lock.withLock {
      let id = AnyHashable(key.id)
      if let existing = roots[id]?.root {
        if let root = existing as? RootReference<Key.Value> { return root }
        reportIssue(
          """
          The key \(key) is already shared as "\(type(of: existing))"; this "@Shared" of \
          "\(Key.Value.self)" gets a reference of its own.
          """
        )
        return RootReference(declaredValue: declaredValue(), persistence: persistence())
      }
      let root = RootReference(declaredValue: declaredValue(), persistence: persistence())
      roots[id] = WeakRoot(root: root)
      roots = roots.filter { $0.value.root != nil }
      return root
    }
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
  /// The reference for a key: the one already shared under the key's id, or a new one.
  static func shared<Key: SharedReaderKey>(
    _ key: Key, declaredValue: @autoclosure () -> Value
  ) -> RootReference where Key.Value == Value {
    @Dependency(SharedRegistry.self) var registry
    return registry.root(
      for: key, declaredValue: declaredValue, persistence: { SharedPersistence(reading: key) })
  }

  /// The reference for a writable key.
  static func shared<Key: SharedKey>(
    _ key: Key, declaredValue: @autoclosure () -> Value
  ) -> RootReference where Key.Value == Value {
    @Dependency(SharedRegistry.self) var registry
    return registry.root(
      for: key, declaredValue: declaredValue, persistence: { SharedPersistence(key) })
  }
}
