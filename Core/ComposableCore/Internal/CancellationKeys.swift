/// The cancellation keys an effect is registered under: most effects have none or one, which
/// are kept without an array (an array is an allocation per cancellable effect).
struct CancellationKeys: Sendable, Sequence, ExpressibleByArrayLiteral {
  fileprivate enum Storage: Sendable {
    case none
    case one(CancellationKey)
    case many([CancellationKey])
  }

  private let storage: Storage

  private init(storage: Storage) {
    self.storage = storage
  }

  /// No keys.
  static let none = Self(storage: .none)

  /// One key.
  init(_ key: CancellationKey) {
    storage = .one(key)
  }

  /// Keys in order.
  init(_ keys: [CancellationKey]) {
    switch keys.count {
    case 0: storage = .none
    case 1: storage = .one(keys[0])
    default: storage = .many(keys)
    }
  }

  init(arrayLiteral keys: CancellationKey...) {
    self.init(keys)
  }

  var isEmpty: Bool {
    if case .none = storage { true } else { false }
  }

  /// The last key, which is the effect's own identifier for ``_CancelID/registrationKeys(for:)``.
  var last: CancellationKey? {
    switch storage {
    case .none: nil
    case let .one(key): key
    case let .many(keys): keys.last
    }
  }

  private var array: [CancellationKey] {
    switch storage {
    case .none: []
    case let .one(key): [key]
    case let .many(keys): keys
    }
  }

  /// These keys followed by `other`'s.
  static func + (lhs: Self, rhs: Self) -> Self {
    if lhs.isEmpty { return rhs }
    if rhs.isEmpty { return lhs }
    return Self(storage: .many(lhs.array + rhs.array))
  }

  /// Calls `body` with each key in order, and its index.
  ///
  /// NB: Without the iterator's optional tuples, which generic code destroys through their value
  /// witnesses, looking up their metadata each time: several hundred instructions per
  /// cancellable effect.
  @inline(__always)
  func forEachIndexed(_ body: (Int, CancellationKey) -> Void) {
    switch storage {
    case .none: return
    case let .one(key): body(0, key)
    case let .many(keys): for index in keys.indices { body(index, keys[index]) }
    }
  }

  func makeIterator() -> Iterator {
    Iterator(storage: storage)
  }

  struct Iterator: IteratorProtocol {
    fileprivate var storage: Storage
    private var index = 0

    fileprivate init(storage: Storage) {
      self.storage = storage
    }

    mutating func next() -> CancellationKey? {
      defer { index += 1 }
      switch storage {
      case .none: return nil
      case let .one(key): return index == 0 ? key : nil
      case let .many(keys): return index < keys.count ? keys[index] : nil
      }
    }
  }
}
