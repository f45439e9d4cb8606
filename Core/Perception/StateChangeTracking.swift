import Synchronization

/// Something that records changes to state a reducer's state only refers to (shared values), so
/// that a report of the state before and after an action can show them.
///
/// The state before an action and the state after it hold the same reference, so without a
/// tracker the two read alike. Sharing provides one; the core reaches it through
/// ``_StateChangeTracking`` without depending on sharing.
@_spi(Internals) public protocol _StateChangeTracker: AnyObject {
  /// Records the changes `body` makes.
  func track<R>(_ body: () throws -> R) rethrows -> R
  /// Runs `body` so that what it reads and diffs of tracked references compare the values from
  /// before the tracked changes with the values as they are.
  func assert<R>(_ body: () throws -> R) rethrows -> R
}

/// Where a layer that owns referenced state registers its change tracker, for the core's
/// `_printChanges`.
@_spi(Internals) public enum _StateChangeTracking {
  // NB: In a struct, so that the `Mutex` holds the closure as it is: a bare closure would gain
  //     two thunks with each `withLock`, and a tracker is made for every printed action.
  private struct Factory: Sendable {
    let make: @Sendable () -> any _StateChangeTracker
  }

  private static let factory = Mutex<Factory?>(nil)

  /// Makes `makeTracker` the way to track changes; Sharing calls this when it creates
  /// its first shared value, so a program that has none pays nothing.
  public static func register(_ makeTracker: @escaping @Sendable () -> any _StateChangeTracker) {
    factory.withLock { $0 = Factory(make: makeTracker) }
  }

  /// A new tracker, or `nil` while no layer registered one.
  public static func makeTracker() -> (any _StateChangeTracker)? {
    factory.withLock { $0 }?.make()
  }
}
