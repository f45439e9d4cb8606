/// Values that travel with a change, from the code that makes it to the `observe` closures that
/// re-run because of it; the cross-platform counterpart of SwiftUI's `Transaction`.
///
/// Declare a value with ``UITransactionEntry()`` (or a ``UITransactionKey``), set it around a
/// change with ``withUITransaction(_:_:_:)``, and read it in the `observe` closure that the change
/// re-runs:
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var disablesAnimations = false
/// }
///
/// withUITransaction(\.disablesAnimations, true) {
///   model.isPresented = true
/// }
/// observe { transaction in
///   render(model, animated: !transaction.disablesAnimations)
/// }
/// ```
public struct UITransaction: Sendable {
  /// The transaction of the change being made or being reacted to: the values set by the
  /// innermost ``withUITransaction(_:_:)`` around the current code, and inside an `observe`
  /// closure, those of the change that re-ran it.
  @TaskLocal public static var current = Self()

  var storage: [Key: any Sendable] = [:]

  /// A transaction with every key at its default value.
  public init() {}

  /// The value of a key, or the key's default value when the transaction does not set it.
  public subscript<K: UITransactionKey>(key: K.Type) -> K.Value {
    get { storage[Key(key)] as? K.Value ?? key.defaultValue }
    set { storage[Key(key)] = newValue }
  }

  /// Whether the transaction sets no key at all.
  public var isEmpty: Bool { storage.isEmpty }

  func merging(_ other: Self) -> Self {
    var merged = self
    merged.storage.merge(other.storage) { $1 }
    return merged
  }

  struct Key: Hashable, @unchecked Sendable {
    // NB: A metatype is an immutable value; it is not `Sendable` only by the letter.
    let type: any UITransactionKey.Type

    init<K: UITransactionKey>(_ type: K.Type) {
      self.type = type
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(type))
    }
  }
}

/// A key for a value of ``UITransaction``, with the value it has when no transaction sets it.
public protocol UITransactionKey {
  /// The type of the key's value.
  associatedtype Value: Sendable
  /// The value when no transaction sets one.
  static var defaultValue: Value { get }
}

/// A transaction key that wraps the re-run of every `observe` closure its transaction reaches,
/// as an animation key does on Apple platforms.
public protocol _UICustomTransactionKey: UITransactionKey, Sendable {
  /// Performs `operation`, the re-run of an `observe` closure, for the given value of the key.
  static func perform(value: Value, operation: @Sendable () -> Void)
}

/// Runs `body` with the values of `transaction` set, over those already set around it.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs `body` with one value of the transaction set, over those already set around it.
///
/// ```swift
/// withUITransaction(\.disablesAnimations, true) {
///   model.isPresented = true
/// }
/// ```
public func withUITransaction<Result, Value>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = UITransaction()
  transaction[keyPath: keyPath] = value
  return try withUITransaction(transaction, body)
}

/// Declares a value of ``UITransaction`` from a property with a default value (or an optional one,
/// which defaults to `nil`), writing its key for it.
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var disablesAnimations = false
///   @UITransactionEntry var source: String?
/// }
/// ```
@attached(accessor, names: named(get), named(set), named(_modify))
@attached(peer, names: prefixed(__Key_))
public macro UITransactionEntry() =
  #externalMacro(module: "ComposableMacros", type: "UITransactionEntryMacro")
