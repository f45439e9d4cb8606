import Foundation

/// What a `SharedReader` points at: a root that owns a value, or a view into one.
///
/// Reads go to the root. Inside a test store's assertion (``SharedAssertion``), they go to the
/// assertion's copy instead, so that the test's expectation never touches the real value.
protocol SharedReadable<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The root that owns the storage.
  var root: any SharedRoot { get }

  /// The value as one side of an assertion sees it: `.expected` (what the test expects, which
  /// is also what plain reads see inside an assertion) or `.actual`.
  func read(_ side: SharedAssertion.Side) -> Value

  /// How `Shared`'s description names the reference: `value: 0`, `.inMemory("count")`, …
  var description: String { get }
}

/// What a `Shared` points at: a reference that can also be mutated.
protocol SharedWritable<Value>: SharedReadable {
  /// Mutates the value with exclusive access; saves it through the root's key afterwards.
  ///
  /// Reads made inside `body`, of this reference or any other view of its root, see the value
  /// as it stood before the mutation began.
  func mutate<R>(_ body: (inout Value) throws -> R, at site: ChangeSite) rethrows -> R
}

/// Where a mutation was asked for, for the issues the change tracker reports.
struct ChangeSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  static let unknown = ChangeSite(fileID: "", filePath: "", line: 0, column: 0)
}

/// The part of a root that does not depend on its value's type.
protocol SharedRoot: AnyObject, Sendable {
  var currentValue: Any { get }
  var loadState: SharedLoadState { get }
  var description: String { get }
  func load() async throws
  func save(context: SaveContext) async throws
  /// Tells observers of the root that what they read may have changed.
  func touch()
  /// Calls `onChange` after every change of the value, until the subscription is cancelled.
  func observe(_ onChange: @escaping @Sendable () -> Void) -> SharedSubscription
}

/// A view through a key path into another reference, as `$parent.child` and `$reader.child`
/// create.
final class DerivedReference<Base, Value>: SharedReadable, @unchecked Sendable {
  private let base: any SharedReadable<Base>
  let keyPath: KeyPath<Base, Value>

  init(base: any SharedReadable<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { base.root }

  func read(_ side: SharedAssertion.Side) -> Value {
    base.read(side)[keyPath: keyPath]
  }

  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

/// A writable view through a key path into another writable reference.
final class WritableDerivedReference<Base, Value>: SharedWritable, @unchecked Sendable {
  private let base: any SharedWritable<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: any SharedWritable<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any SharedRoot { base.root }

  func read(_ side: SharedAssertion.Side) -> Value {
    base.read(side)[keyPath: keyPath]
  }

  func mutate<R>(_ body: (inout Value) throws -> R, at site: ChangeSite) rethrows -> R {
    try base.mutate({ try body(&$0[keyPath: keyPath]) }, at: site)
  }

  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

/// A view that transforms another reference's value, as `$shared.read { … }` creates.
final class MappedReference<Base, Value>: SharedReadable, @unchecked Sendable {
  private let base: any SharedReadable<Base>
  private let transform: @Sendable (Base) -> Value

  init(base: any SharedReadable<Base>, transform: @escaping @Sendable (Base) -> Value) {
    self.base = base
    self.transform = transform
  }

  var root: any SharedRoot { base.root }

  func read(_ side: SharedAssertion.Side) -> Value {
    transform(base.read(side))
  }

  var description: String { ".map(\(base.description), as: \(Value.self).self)" }
}

/// A non-optional view of an optional value, as `Shared(_ base: Shared<Value?>)` creates.
///
/// Once the value becomes `nil`, the view keeps showing the last value it had, as a view being
/// dismissed would, and a mutation changes only that last value.
final class UnwrappedReference<Base: SharedReadable<Value?>, Value>:
  SharedReadable, @unchecked Sendable
{
  fileprivate let base: Base
  private let lock = NSLock()
  private var last: Value

  init(base: Base, value: Value) {
    self.base = base
    self.last = value
  }

  var root: any SharedRoot { base.root }

  func read(_ side: SharedAssertion.Side) -> Value {
    guard let value = base.read(side) else { return lock.withLock { last } }
    lock.withLock { last = value }
    return value
  }

  var description: String { "\(base.description)!" }
}

extension UnwrappedReference: SharedWritable where Base: SharedWritable {
  func mutate<R>(_ body: (inout Value) throws -> R, at site: ChangeSite) rethrows -> R {
    try base.mutate(
      { (optional: inout Value?) throws -> R in
        guard var value = optional else {
          var cached = lock.withLock { self.last }
          defer { lock.withLock { self.last = cached } }
          return try body(&cached)
        }
        defer {
          optional = value
          lock.withLock { self.last = value }
        }
        return try body(&value)
      }, at: site)
  }
}

/// A reference of `Shared`/`SharedReader` as a box that every copy holds, so that assigning a new
/// reference to `$value` is seen by every copy, as in swift-sharing.
final class SharedBox<Reference>: @unchecked Sendable {
  private let lock = NSLock()
  private var reference: Reference
  private var onReplace: [UUID: @Sendable (Reference, _ isLoading: Bool) -> Void] = [:]

  init(_ reference: Reference) {
    self.reference = reference
  }

  var current: Reference {
    lock.lock()
    defer { lock.unlock() }
    return reference
  }

  /// Points every copy at another reference; returns the one it pointed at.
  ///
  /// Publishers of the box follow the new reference; unless `isLoading` (a load through a new
  /// key, which publishes what it loads), they publish its value at once.
  @discardableResult
  func replace(with reference: Reference, isLoading: Bool = false) -> Reference {
    let (old, observers) = lock.withLock {
      let old = self.reference
      self.reference = reference
      return (old, onReplace.values)
    }
    for observer in observers { observer(reference, isLoading) }
    return old
  }

  /// Calls `observer` with every reference the box is pointed at from now on.
  func observeReplacements(
    _ observer: @escaping @Sendable (Reference, _ isLoading: Bool) -> Void
  ) -> SharedSubscription {
    let id = UUID()
    lock.withLock { onReplace[id] = observer }
    return SharedSubscription { [weak self] in
      self?.lock.withLock { _ = self?.onReplace.removeValue(forKey: id) }
    }
  }
}
