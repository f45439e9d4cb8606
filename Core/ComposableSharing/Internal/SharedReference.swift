import Foundation

/// What a `Shared` or `SharedReader` points at: a root that owns a value, or a view into one.
///
/// Reads and writes go to the root. Inside a test store's assertion (``SharedAssertion``), they go
/// to the assertion's copy instead, so that the test's expectation never touches the real value.
class SharedReference<Value>: @unchecked Sendable {
  /// The root that owns the storage.
  var root: any SharedRoot { fatalError("Subclasses override") }

  /// The value as one side of an assertion sees it: `.expected` (what the test expects, which
  /// is also what plain reads see inside an assertion) or `.actual`.
  func read(_ side: SharedAssertion.Side) -> Value { fatalError("Subclasses override") }

  /// Mutates the value with exclusive access; saves it through the root's key afterwards.
  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("Subclasses override")
  }
}

/// The part of a root that does not depend on its value's type.
protocol SharedRoot: AnyObject, Sendable {
  var currentValue: Any { get }
  var loadState: SharedLoadState { get }
  func load() async throws
  func save(context: SaveContext) async throws
}

/// A view through a key path into another reference, as `$parent.child` creates.
final class DerivedReference<Base, Value>: SharedReference<Value>, @unchecked Sendable {
  private let base: SharedReference<Base>
  private let keyPath: KeyPath<Base, Value>

  init(base: SharedReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var root: any SharedRoot { base.root }

  override func read(_ side: SharedAssertion.Side) -> Value {
    base.read(side)[keyPath: keyPath]
  }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // NB: `SharedReader` derives through read-only key paths and never mutates.
    let keyPath = keyPath as! WritableKeyPath<Base, Value>
    return try base.mutate { try body(&$0[keyPath: keyPath]) }
  }
}

/// A non-optional view of an optional value, as `Shared(_ base: Shared<Value?>)` creates.
///
/// Once the value becomes `nil`, the view keeps showing the last value it had, as a view being
/// dismissed would.
final class UnwrappedReference<Value>: SharedReference<Value>, @unchecked Sendable {
  private let base: SharedReference<Value?>
  private let lock = NSLock()
  private var last: Value

  init(base: SharedReference<Value?>, value: Value) {
    self.base = base
    self.last = value
  }

  override var root: any SharedRoot { base.root }

  override func read(_ side: SharedAssertion.Side) -> Value {
    guard let value = base.read(side) else { return lock.withLock { last } }
    lock.withLock { last = value }
    return value
  }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.mutate { optional in
      var value = optional ?? lock.withLock { last }
      defer {
        if optional != nil { optional = value }
        lock.withLock { last = value }
      }
      return try body(&value)
    }
  }
}
