import ConcurrencyExtras

/// A cancellation identifier as the effect registry keys it: hashed once, and compared through
/// its own type's `==`.
///
/// `AnyHashableSendable`'s `==` wraps both sides in `AnyHashable`, which looks up generic
/// metadata and a conformance on every comparison, several times the cost of the rest of a
/// cancellable effect's bookkeeping. The hash is the identifier's own, as
/// `AnyHashableSendable` hashes it, so the two key the same entries.
struct CancellationKey: Hashable, Sendable {
  let id: AnyHashableSendable
  private let hash: Int

  init(_ id: AnyHashableSendable) {
    self.id = id
    self.hash = id.hashValue
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.id.base.isEqual(to: rhs.id.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

extension Hashable {
  /// Compares with a value of the same type through `==`, and with any other as `AnyHashable`
  /// does (which equates, say, numbers of different types).
  fileprivate func isEqual(to other: any Hashable & Sendable) -> Bool {
    func compare<Other: Hashable>(_ other: Other) -> Bool {
      // NB: Checked, so the reinterpretation is an identity; a dynamic cast costs more than the
      // comparison.
      guard Other.self == Self.self else { return AnyHashable(self) == AnyHashable(other) }
      return self == unsafeBitCast(other, to: Self.self)
    }
    return compare(other)
  }
}
